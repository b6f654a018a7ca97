import type { Readable } from 'node:stream';

/** Where the bytes of uploaded files live. Keys are made by the files module (FILE_KEY_PATTERN): never a client's name. */
export interface FileStorage {
  /** Streams `body` into `key`; on any error nothing is left under the key. */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

const KEY = /^[A-Za-z0-9-]{16,64}$/;

/** Keys are checked again at the storage: a key is a file or object name, never a path. */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new StorageKeyError(`invalid storage key`);
  return key;
}
