import { type PageQuery } from '@sisacte/contracts/common/page';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './http-errors';

export type SortDirection = 'asc' | 'desc';
export interface Sort<F extends string = string> {
  field: F;
  direction: SortDirection;
}

export interface PageSqlOptions<F extends string> {
  /** The sortable fields as clients name them (`sort=name,asc`), and the column or expression behind each. */
  fields: Record<F, AnyColumn | SQL>;
  /** Used when the query has no `sort`. */
  defaultSort: Sort<F>;
  /** Appended to every order so that rows with equal sort keys never move between pages (usually the id). */
  tieBreaker?: AnyColumn;
}

export interface PageSql {
  page: number;
  size: number;
  limit: number;
  offset: number;
  orderBy: SQL[];
}

/** Reads `field,dir` and refuses fields outside `allowed` with a 400 naming the valid ones. */
export function parseSort<F extends string>(sort: string, allowed: readonly F[]): Sort<F> {
  const [field = '', dir = 'asc'] = sort.split(',');
  if (!(allowed as readonly string[]).includes(field)) {
    throw badRequest(`Campo de ordenação inválido: "${field}". Use um destes: ${allowed.join(', ')}`);
  }
  return { field: field as F, direction: dir.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** Turns `page`, `size`, `sort` of a validated list query into LIMIT/OFFSET/ORDER BY for drizzle. */
export function pageQueryToSql<F extends string>(
  query: Pick<PageQuery, 'page' | 'size' | 'sort'>,
  options: PageSqlOptions<F>,
): PageSql {
  const fieldNames = Object.keys(options.fields) as F[];
  const sort = query.sort ? parseSort(query.sort, fieldNames) : options.defaultSort;
  const order = sort.direction === 'desc' ? desc : asc;
  const orderBy = [order(options.fields[sort.field])];
  if (options.tieBreaker && options.fields[sort.field] !== options.tieBreaker) orderBy.push(order(options.tieBreaker));

  const offset = query.page * query.size;
  if (!Number.isSafeInteger(offset)) throw badRequest('page muito grande');
  return { page: query.page, size: query.size, limit: query.size, offset, orderBy };
}
