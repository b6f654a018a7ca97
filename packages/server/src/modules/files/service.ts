import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream';
import { grants } from '@sisacte/contracts/auth/roles';
import { FILE_KEY_PATTERN, FILE_MESSAGES, fileTooLargeMessage, type FileOwnerQuery, type StoredFile } from '@sisacte/contracts/files/files';
import type { MultipartFile } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { withTransaction, type Database } from '../../db/client';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { traceWrite, type TrailActor, type TrailFact } from '../audit';
import { CheckedFile, FileTooLarge, FileTypeRefused, PdfRefused, sanitizeFileName } from './content';
import { fileEntity, type AfterCommit, type FileEntity } from './entities';
import * as repo from './repository';
import type { FileStorage } from './storage';

export interface FilesService {
  /** The entity of `owner` when `user` may see its files: 400 unknown entity, 403 without its role, 404 no such record. */
  requireAccess(user: AuthUser, owner: FileOwnerQuery): Promise<FileEntity>;
  /** Streams one uploaded part into the storage, checked by content and size, then records it (with its trail entry, as `actor`). */
  upload(user: AuthUser, owner: FileOwnerQuery, part: MultipartFile, actor: TrailActor): Promise<StoredFile>;
  list(user: AuthUser, owner: FileOwnerQuery): Promise<StoredFile[]>;
  /** The files of `ids` that `user` may see, in the order of `ids`. */
  listByIds(user: AuthUser, ids: number[]): Promise<StoredFile[]>;
  /** The stored file of a download key, with its bytes; 404 when either is missing, 403 when not the user's to see. */
  open(user: AuthUser, key: string): Promise<{ file: StoredFile; body: Readable }>;
  /** Deletes a file (its row with its trail entry, as `actor`; then the bytes). */
  remove(user: AuthUser, id: number, actor: TrailActor): Promise<void>;
  /** For a module deleting a record: its files go too (rows now, bytes right after). */
  removeAllOf(db: Database, entity: string, codid: number): Promise<void>;
}

/** The after-commit work of an entity's onChange: its failure is the entity's to report, never the file's. */
async function runAfterCommit(after: AfterCommit | void): Promise<void> {
  if (after) await after().catch(() => undefined);
}

/** The trail's words for `action` on file `id` of record `codid` of `entity` (never the file's name: it may name someone). */
export function fileFact(action: TrailFact['action'], id: number, entity: string, codid: number): TrailFact {
  const subject = fileEntity(entity)?.trailSubject;
  return { action, record: { type: 'arquivo', id }, subject: subject ? { type: subject, id: codid } : null, details: { entidade: entity, registro: codid } };
}

/** 32 hex characters: the file's name in the storage and in its url, never the client's name. */
const newKey = () => randomBytes(16).toString('hex');

export function createFilesService(db: Database, storage: FileStorage, maxBytes: number): FilesService {
  const may = (user: AuthUser, entity: FileEntity) => entity.roles.some((role) => grants(user.roles, role));

  async function requireAccess(user: AuthUser, owner: FileOwnerQuery): Promise<FileEntity> {
    const entity = fileEntity(owner.entity);
    if (!entity) throw badRequest(FILE_MESSAGES.UNKNOWN_ENTITY);
    if (!may(user, entity)) throw forbidden(FILE_MESSAGES.FORBIDDEN);
    if (!(await entity.exists(db, owner.codid))) throw notFound(FILE_MESSAGES.RECORD_NOT_FOUND);
    if (entity.mayAccess && !(await entity.mayAccess(db, user, owner.codid))) throw entity.hiddenWhenDenied ? notFound(FILE_MESSAGES.RECORD_NOT_FOUND) : forbidden(FILE_MESSAGES.FORBIDDEN);
    return entity;
  }

  /** Access to an existing file: a file of an unknown entity or of a record that is gone is not found. */
  async function requireFileAccess(user: AuthUser, row: repo.FileRow): Promise<void> {
    const entity = fileEntity(row.entity);
    if (!entity) throw notFound(FILE_MESSAGES.NOT_FOUND);
    if (!may(user, entity)) throw forbidden(FILE_MESSAGES.FORBIDDEN);
    if (!(await entity.exists(db, row.codid))) throw notFound(FILE_MESSAGES.NOT_FOUND);
    if (entity.mayAccess && !(await entity.mayAccess(db, user, row.codid))) throw entity.hiddenWhenDenied ? notFound(FILE_MESSAGES.NOT_FOUND) : forbidden(FILE_MESSAGES.FORBIDDEN);
  }

  const dropBytes = (keys: string[]) => Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));

  return {
    requireAccess,

    async upload(user, owner, part, actor) {
      const entity = await requireAccess(user, owner);
      const name = sanitizeFileName(part.filename);
      const key = newKey();
      const checked = new CheckedFile(name, () => part.file.truncated);
      // Errors of the part (a broken upload) reach `checked`, which the storage is reading.
      // The part may have failed already (a short body is parsed before this runs), or fail while streaming.
      let brokenUpload = part.file.errored != null;
      part.file.once('error', () => {
        brokenUpload = true;
      });
      pipeline(part.file, checked, () => undefined);
      try {
        await storage.put(key, checked);
      } catch (error) {
        await dropBytes([key]);
        // The rest of the request is not read: the client learns at once.
        part.file.resume();
        if (error instanceof FileTypeRefused) throw badRequest(FILE_MESSAGES.WRONG_TYPE);
        if (error instanceof PdfRefused) throw badRequest(error.message);
        if (error instanceof FileTooLarge || part.file.truncated) throw new HttpError(413, fileTooLargeMessage(maxBytes));
        if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, fileTooLargeMessage(maxBytes));
        // The multipart body ended early or was malformed (the client's side); a storage failure stays a 500.
        if (brokenUpload) throw badRequest(FILE_MESSAGES.MALFORMED);
        throw error;
      }
      if (checked.size === 0 || !checked.type) {
        await dropBytes([key]);
        throw badRequest(FILE_MESSAGES.EMPTY);
      }
      try {
        const type = checked.type;
        const { id, after } = await withTransaction(db, async (tx) => {
          const id = await repo.insertFile(tx, {
            entity: entity.name,
            codid: owner.codid,
            name,
            contentType: type.mime,
            size: checked.size,
            storageKey: key,
            authorId: user.id,
          });
          const after = await entity.onChange?.(tx, { action: 'added', codid: owner.codid, name, user });
          await traceWrite(tx, actor, fileFact('create', id, entity.name, owner.codid));
          return { id, after };
        });
        await runAfterCommit(after);
        return repo.toStoredFile((await repo.findFile(db, id))!);
      } catch (error) {
        await dropBytes([key]);
        throw error;
      }
    },

    async list(user, owner) {
      const entity = await requireAccess(user, owner);
      return (await repo.listFiles(db, entity.name, owner.codid)).map(repo.toStoredFile);
    },

    async listByIds(user, ids) {
      const rows = new Map((await repo.findFilesByIds(db, ids)).map((r) => [r.id, r]));
      const out: StoredFile[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (!row) continue;
        const allowed = await requireFileAccess(user, row).then(
          () => true,
          () => false,
        );
        if (allowed) out.push(repo.toStoredFile(row));
      }
      return out;
    },

    async open(user, key) {
      if (!FILE_KEY_PATTERN.test(key)) throw notFound(FILE_MESSAGES.NOT_FOUND);
      const row = await repo.findFileByKey(db, key);
      if (!row) throw notFound(FILE_MESSAGES.NOT_FOUND);
      await requireFileAccess(user, row);
      const body = await storage.get(key);
      if (!body) throw notFound(FILE_MESSAGES.NOT_FOUND);
      return { file: repo.toStoredFile(row), body };
    },

    async remove(user, id, actor) {
      const row = await repo.findFile(db, id);
      if (!row) throw notFound(FILE_MESSAGES.NOT_FOUND);
      await requireFileAccess(user, row);
      const entity = fileEntity(row.entity);
      const after = await withTransaction(db, async (tx) => {
        await repo.deleteFile(tx, id);
        const after = await entity?.onChange?.(tx, { action: 'removed', codid: row.codid, name: row.name, user });
        await traceWrite(tx, actor, fileFact('delete', id, row.entity, row.codid));
        return after;
      });
      await dropBytes([row.storageKey]);
      await runAfterCommit(after);
    },

    async removeAllOf(tx, entity, codid) {
      await dropBytes(await repo.deleteFilesOf(tx, entity, codid));
    },
  };
}
