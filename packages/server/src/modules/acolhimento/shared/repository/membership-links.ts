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
 * column, the field that holds the parent in the API ('course') and the statuses a link takes.
 */

type LinkTable = TableWithId & { welcomedId: AnyPgColumn; status: AnyPgColumn; authorId: AnyPgColumn; createdAt: AnyPgColumn; updatedAt: AnyPgColumn };

/** A link as the API answers it: the person, the parent as { id } under its field ('course'), the status, who linked them and when. */
export type MembershipLink<F extends string, S extends string> = {
  id: number;
  welcomed: WelcomedRef;
  status: S;
  author: { id: number; name: string } | null;
  created_at: string;
} & { [P in F]: { id: number } };

/** A list's filter: the parent under its field (`?course=`), or the person (`?welcomed_id=`). */
export type MembershipFilter<F extends string> = { [P in F]?: number | undefined } & { welcomed_id?: number | undefined };

/**
 * The reads and writes of the link `table` whose parent column is `link.parent` ('courseId'), answered
 * with the parent under `link.field` ('course') and a status of `link.statuses`; `link.authorAlias`
 * names the join of its author.
 */
export function membershipLinks<T extends LinkTable, K extends keyof T & string, F extends string, S extends string>(
  table: T,
  link: { parent: K; field: F; statuses: readonly S[]; authorAlias: string },
) {
  const parent = table[link.parent] as AnyPgColumn;
  const author = alias(users, link.authorAlias);
  const fields = { id: table.id, parentId: parent, status: table.status, createdAt: table.createdAt, authorId: table.authorId, authorName: author.name, ...welcomedRefFields };
  const select = (db: DbOrTx) =>
    db.select(fields).from(table as LinkTable).innerJoin(welcomeds, eq(welcomeds.id, table.welcomedId)).leftJoin(author, eq(author.id, table.authorId)).$dynamic();
  const toRecord = (r: Awaited<ReturnType<typeof select>>[number]) =>
    ({
      id: r.id as number,
      welcomed: toWelcomedRef(r),
      [link.field]: { id: r.parentId as number },
      status: r.status as S, // the database checks the same values
      ...authorStamp(r),
    }) as MembershipLink<F, S>;
  const where = (parentId: number | undefined, welcomedId: number | undefined) =>
    and(parentId === undefined ? undefined : eq(parent, parentId), welcomedId === undefined ? undefined : eq(table.welcomedId, welcomedId));

  return {
    /** The API field that holds the parent ('course'). */
    field: link.field,
    find: (db: DbOrTx, id: number, options: FindOptions = {}) => findById(db, table, id, options, select(db), toRecord),
    /** The people linked to a parent (or a person's links), by name. */
    list: (db: DbOrTx, f: MembershipFilter<F>, page: PageRequest) =>
      readPage(db, select(db), table, where(f[link.field], f.welcomed_id), { orderBy: [welcomeds.nameKey, table.id], limit: page.size, offset: page.page * page.size }, toRecord),
    /** Every link of a parent, by name. */
    ofParent: async (db: DbOrTx, parentId: number) => (await select(db).where(where(parentId, undefined)).orderBy(welcomeds.nameKey, table.id)).map(toRecord),
    linkOf: async (db: DbOrTx, parentId: number, welcomedId: number) => {
      const [row] = await db.select({ id: table.id }).from(table as LinkTable).where(where(parentId, welcomedId));
      return row ?? null;
    },
    insert: (tx: DbOrTx, parentId: number, welcomedId: number, authorId: number) => insertReturningId(tx, table, { [link.parent]: parentId, welcomedId, authorId } as PgInsertValue<T>),
    setStatus: (tx: DbOrTx, id: number, status: S) => updateById(tx, table, id, { status } as PgUpdateSetSource<T>),
    remove: (tx: DbOrTx, id: number) => deleteById(tx, table, id),
  };
}
