import { type WelcomedRef } from '@sisacte/contracts/acolhimento/refs';
import { and, eq } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgInsertValue, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../../db/client';
import { users, welcomeds } from '../../../../db/schema';
import { deleteById, findById, insertReturningId, readPage, updateById, type FindOptions, type TableWithId } from '../../../shared/crud/repository';
import type { PageRequest } from '../../../shared/crud/routes';
import { authorStamp } from './person-columns';
import { toWelcomedRef, welcomedRefFields } from './welcomed-ref';

/*
 * The tables that link a person to a record with a status (welcomed_courses, welcomed_vacancies): one
 * link, the links of a record or of a person by name, and the writes. Each feature names its parent
 * column and maps a link to its API shape.
 */

type LinkTable = TableWithId & { welcomedId: AnyPgColumn; status: AnyPgColumn; authorId: AnyPgColumn; createdAt: AnyPgColumn; updatedAt: AnyPgColumn };

/** A link as read: the person, the parent's id, the status, who linked them and when. */
export interface LinkRecord {
  id: number;
  welcomed: WelcomedRef;
  parentId: number;
  status: string;
  author: { id: number; name: string } | null;
  created_at: string;
}

/**
 * The reads and writes of the link `table` whose parent is `parentKey` ('courseId'); `authorAlias`
 * names the join of its author; `toLink` gives a link its API shape.
 */
export function membershipLinks<T extends LinkTable, K extends keyof T & string, Link>(table: T, parentKey: K, authorAlias: string, toLink: (link: LinkRecord) => Link) {
  const parent = table[parentKey] as AnyPgColumn;
  const author = alias(users, authorAlias);
  const fields = { id: table.id, parentId: parent, status: table.status, createdAt: table.createdAt, authorId: table.authorId, authorName: author.name, ...welcomedRefFields };
  const select = (db: DbOrTx) =>
    db.select(fields).from(table as LinkTable).innerJoin(welcomeds, eq(welcomeds.id, table.welcomedId)).leftJoin(author, eq(author.id, table.authorId)).$dynamic();
  const toRecord = (r: Awaited<ReturnType<typeof select>>[number]): Link =>
    toLink({ id: r.id as number, welcomed: toWelcomedRef(r), parentId: r.parentId as number, status: r.status as string, ...authorStamp(r) });
  const where = (parentId: number | undefined, welcomedId: number | undefined) =>
    and(parentId === undefined ? undefined : eq(parent, parentId), welcomedId === undefined ? undefined : eq(table.welcomedId, welcomedId));

  return {
    find: (db: DbOrTx, id: number, options: FindOptions = {}) => findById(db, table, id, options, select(db), toRecord),
    /** The people linked to a parent (or a person's links), by name. */
    list: (db: DbOrTx, f: { parentId?: number | undefined; welcomedId?: number | undefined }, page: PageRequest) =>
      readPage(db, select(db), table, where(f.parentId, f.welcomedId), { orderBy: [welcomeds.nameKey, table.id], limit: page.size, offset: page.page * page.size }, toRecord),
    /** Every link of a parent, by name. */
    ofParent: async (db: DbOrTx, parentId: number) => (await select(db).where(where(parentId, undefined)).orderBy(welcomeds.nameKey, table.id)).map(toRecord),
    linkOf: async (db: DbOrTx, parentId: number, welcomedId: number) => {
      const [row] = await db.select({ id: table.id }).from(table as LinkTable).where(where(parentId, welcomedId));
      return row ?? null;
    },
    insert: (tx: DbOrTx, parentId: number, welcomedId: number, authorId: number) => insertReturningId(tx, table, { [parentKey]: parentId, welcomedId, authorId } as PgInsertValue<T>),
    setStatus: (tx: DbOrTx, id: number, status: string) => updateById(tx, table, id, { status } as PgUpdateSetSource<T>),
    remove: (tx: DbOrTx, id: number) => deleteById(tx, table, id),
  };
}
