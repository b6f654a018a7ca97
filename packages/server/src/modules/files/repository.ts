import { FILES_API, type StoredFile } from '@sisacte/contracts/files/files';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, users } from '../../db/schema';

const fields = {
  id: files.id,
  entity: files.entity,
  codid: files.codid,
  name: files.name,
  contentType: files.contentType,
  size: files.size,
  storageKey: files.storageKey,
  authorId: files.authorId,
  authorName: users.name,
  createdAt: files.createdAt,
};
const selectFiles = (db: DbOrTx) => db.select(fields).from(files).leftJoin(users, eq(users.id, files.authorId));
export type FileRow = Awaited<ReturnType<typeof selectFiles>>[number];

export const toStoredFile = (r: FileRow): StoredFile => ({
  id: r.id,
  entity: r.entity,
  codid: r.codid,
  name: r.name,
  content_type: r.contentType,
  size: Number(r.size),
  url: fillPath(FILES_API.download, { filename: r.storageKey }),
  author: r.authorId === null ? null : { id: r.authorId, name: r.authorName ?? '' },
  created_at: (r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt)).toISOString(),
});

export async function findFile(db: DbOrTx, id: number): Promise<FileRow | null> {
  const [row] = await selectFiles(db).where(eq(files.id, id));
  return row ?? null;
}

export async function findFileByKey(db: DbOrTx, key: string): Promise<FileRow | null> {
  const [row] = await selectFiles(db).where(eq(files.storageKey, key));
  return row ?? null;
}

export async function findFilesByIds(db: DbOrTx, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return selectFiles(db).where(inArray(files.id, ids));
}

/** One record's files, newest first. */
export async function listFiles(db: DbOrTx, entity: string, codid: number): Promise<FileRow[]> {
  return selectFiles(db)
    .where(and(eq(files.entity, entity), eq(files.codid, codid)))
    .orderBy(desc(files.id));
}

export async function insertFile(
  db: DbOrTx,
  data: { entity: string; codid: number; name: string; contentType: string; size: number; storageKey: string; authorId: number },
): Promise<number> {
  const [row] = await db.insert(files).values(data).returning({ id: files.id });
  return row!.id;
}

export async function deleteFile(db: DbOrTx, id: number): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

/** Removes the rows of one record's files and answers their storage keys (to remove the bytes after the commit). */
export async function deleteFilesOf(db: DbOrTx, entity: string, codid: number): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(and(eq(files.entity, entity), eq(files.codid, codid)))
    .returning({ key: files.storageKey });
  return rows.map((r) => r.key);
}
