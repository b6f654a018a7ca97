import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';

const qb = new QueryBuilder();
const listSelect = (aggregate: SQL) => qb.select({ list: aggregate });

/**
 * A JSON array as one column of a query (a referral's types, a visit's family, a person's functions):
 * one object of `fields` ({ key: column }) per row that `rows` selects (its FROM, joins and WHERE,
 * correlated to the outer row), in `orderBy` order; [] when there is none, parsed when the driver
 * answers the JSON as text.
 */
export function jsonList<T extends object>(fields: { [K in keyof T & string]: SQLWrapper }, orderBy: SQLWrapper[], rows: (select: ReturnType<typeof listSelect>) => SQLWrapper): SQL<T[]> {
  const pairs = Object.entries<SQLWrapper>(fields).map(([key, column]) => {
    if (!/^\w+$/.test(key)) throw new Error(`jsonList: '${key}' is not a plain key`); // it is written into the SQL
    return sql`${sql.raw(`'${key}'`)}, ${column}`;
  });
  const list = rows(listSelect(sql`json_agg(json_build_object(${sql.join(pairs, sql`, `)}) ORDER BY ${sql.join(orderBy, sql`, `)})`));
  return sql`coalesce(${list}, '[]'::json)`.mapWith((value: unknown): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value as T[])));
}
