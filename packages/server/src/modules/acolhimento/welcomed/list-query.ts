import { WELCOMED_SORT_FIELDS, type WelcomedListItem } from '@sisacte/contracts/acolhimento/welcomed';
import { type WelcomedFilter } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { countries, users, welcomeds } from '../../../db/schema';
import { parseSort, type PageSql } from '../../../lib/paging';
import { iso, personAge, ref } from '../shared/person-columns';
import { welcomedFilterConditions } from './filters';

/*
 * The people list (GET /api/welcomeds and the PDF list): the registered filters, a capped count,
 * and a page whose plan depends on that count. Every filter and sort has an index behind it
 * (migrations/0003_acolhimento.sql).
 */

// ---------------------------------------------------------------- sorting

type SortField = (typeof WELCOMED_SORT_FIELDS)[number];
const SORT_EXPRESSIONS: Record<SortField, SQL> = {
  name: sql`${welcomeds.nameKey}`,
  id: sql`${welcomeds.id}`,
  birthdate: sql`${welcomeds.birthdate}`,
  date_of_register: sql`${welcomeds.dateOfRegister}`,
  gender: sql`${welcomeds.gender}`,
  cpf: sql`${welcomeds.cpf}`,
};

/**
 * ORDER BY of `sort=field,dir` (default name ascending), with the id as tie-breaker.
 * `sortMatches`: order the matching rows rather than walk the name index (see listWelcomeds).
 */
export function orderByOf(sort: string | undefined, options: { sortMatches?: boolean } = {}): SQL {
  const parsed = sort ? parseSort(sort, WELCOMED_SORT_FIELDS) : { field: 'name' as const, direction: 'asc' as const };
  const dir = parsed.direction === 'desc' ? sql`DESC` : sql`ASC`;
  // `|| ''` and `+ 0` change nothing but keep the planner off the (status, name_key, id) index order.
  const id = options.sortMatches ? sql`(${welcomeds.id} + 0)` : sql`${welcomeds.id}`;
  if (parsed.field === 'id') return sql`${id} ${dir}`;
  const key = parsed.field === 'name' && options.sortMatches ? sql`(${welcomeds.nameKey} || '')` : SORT_EXPRESSIONS[parsed.field];
  // name_key is never null (and so keeps its index order both ways); people without the other values come last.
  const nulls = parsed.field === 'name' ? sql`` : sql` NULLS LAST`;
  return sql`${key} ${dir}${nulls}, ${id} ${dir}`;
}

// ---------------------------------------------------------------- rows

/** The columns of a list row. */
export const listFields = {
  id: welcomeds.id,
  name: welcomeds.name,
  gender: welcomeds.gender,
  birthdate: welcomeds.birthdate,
  age: personAge,
  nacionalityId: welcomeds.nacionalityId,
  nacionalityName: countries.nomePt,
  cpf: welcomeds.cpf,
  rg: welcomeds.rg,
  dateOfRegister: welcomeds.dateOfRegister,
  status: welcomeds.status,
  authorId: welcomeds.authorId,
  authorName: users.name,
  civilStatus: welcomeds.civilStatus,
  scholarity: welcomeds.scholarity,
  familyId: welcomeds.familyId,
  nameKey: welcomeds.nameKey,
};

/** A select of list rows from welcomeds, with the nationality and author names. */
export const selectListRows = (db: DbOrTx) =>
  db
    .select(listFields)
    .from(welcomeds)
    .leftJoin(countries, eq(countries.id, welcomeds.nacionalityId))
    .leftJoin(users, eq(users.id, welcomeds.authorId));

export type ListRow = Awaited<ReturnType<typeof selectListRows>>[number];

export function toListItem(r: ListRow): WelcomedListItem {
  return {
    id: r.id,
    name: r.name,
    gender: r.gender as WelcomedListItem['gender'],
    birthdate: r.birthdate,
    age: r.age,
    nacionality: ref(r.nacionalityId, { id: r.nacionalityId!, nome_pt: r.nacionalityName ?? '' }),
    cpf: r.cpf,
    rg: r.rg,
    date_of_register: iso(r.dateOfRegister),
    status: r.status as WelcomedListItem['status'],
    author: ref(r.authorId, { id: r.authorId!, name: r.authorName ?? '' }),
    civil_status: r.civilStatus as WelcomedListItem['civil_status'],
    scholarity: r.scholarity as WelcomedListItem['scholarity'],
    family: ref(r.familyId, { id: r.familyId! }),
    monitors: 0, // monitoring visits do not exist yet
  };
}

// ---------------------------------------------------------------- the list

/**
 * Counts up to this many matches exactly (a bounded amount of work whatever the filter). Beyond it the total is the planner's estimate (and the
 * page says `totalExact: false`): counting 50,000 matches on every page costs more than the page
 * itself, while "about 50,000" serves the user as well. `last` stays exact (one row more is read).
 */
export const EXACT_COUNT_LIMIT = 1000;

export async function listWelcomeds(
  db: DbOrTx,
  filter: WelcomedFilter,
  sort: string | undefined,
  page: Pick<PageSql, 'limit' | 'offset'>,
  exactLimit: number = EXACT_COUNT_LIMIT,
) {
  const where = and(...welcomedFilterConditions(filter));
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(welcomeds)
    .where(and(...welcomedFilterConditions(filter, { forCount: true })))
    .limit(exactLimit + 1)
    .as('capped');
  // The page reads one row more, to know whether another follows.
  const pageQuery = (sortMatches: boolean) =>
    selectListRows(db)
      .where(where)
      .orderBy(orderByOf(sort, { sortMatches }))
      .limit(page.limit + 1)
      .offset(page.offset);

  // Count first (capped, so bounded). With few matches, sort just them; with many, walk the name
  // index, which finds a page at once. Walking it for few matches would read most of the table:
  // e.g. people matching a first name all sit together in name order, or five filters keep 0.1%.
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const count = counted?.n ?? 0;
  const rows = await pageQuery(count <= exactLimit);
  const hasMore = rows.length > page.limit;
  const content = rows.slice(0, page.limit).map(toListItem);
  if (count <= exactLimit) return { content, total: count, exact: true, hasMore };

  const estimate = await estimateRows(db, db.select({ one: sql`1` }).from(welcomeds).where(where).getSQL());
  const seen = page.offset + content.length + (hasMore ? 1 : 0);
  // Never fewer than what is known to exist; past the real end, no more than the rows before this page.
  let total = Math.max(estimate, exactLimit + 1, seen);
  if (content.length === 0 && page.offset > 0) total = Math.max(exactLimit + 1, Math.min(total, page.offset));
  if (!hasMore && content.length > 0) total = seen;
  return { content, total, exact: !hasMore && content.length > 0, hasMore };
}

/** The planner's estimate of the rows `query` returns. EXPLAIN has no builder form: raw, and nothing is read. */
async function estimateRows(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
