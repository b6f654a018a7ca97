import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type FileStorage } from './storage';

/**
 * Files in a local folder (DATA_DIR/files by default), two levels by the key's first characters.
 * A file is written under a temporary name and renamed when complete, so a failed or refused upload
 * never leaves a partial file behind.
 */
export function createLocalStorage(dir: string): FileStorage {
  const pathOf = (key: string) => join(dir, checkKey(key).slice(0, 2), key);
  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      const temp = `${target}.part-${randomBytes(6).toString('hex')}`;
      const out = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(body, out);
        await rename(temp, target);
      } catch (error) {
        // A body refused at once (too large, not of its type) can fail the pipeline while the file is still
        // being opened: it is removed once the stream has closed, or it would be created after the removal.
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key): Promise<Readable | null> {
      const path = pathOf(key);
      // Opened first: a missing file is a null, not a stream that fails later.
      const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      return handle.createReadStream({ autoClose: true });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
