import type { Column, Table } from 'drizzle-orm';

/**
 * What the drivers answer for a column in a raw query (`queryRows`): drizzle's value where the two
 * agree; timestamps come back as text (drizzle's driver settings), and int8, numeric and point in
 * each engine's own way, so a raw query casts those itself (`::int`, `::text`) and types them by hand.
 */
type RawValue<C extends Column> = C['_']['columnType'] extends 'PgTimestamp' | 'PgTimestampString'
  ? string
  : C['_']['columnType'] extends 'PgBigInt53' | 'PgBigInt64' | 'PgNumeric' | 'PgNumericNumber' | 'PgNumericBigInt' | 'PgPointObject' | 'PgPointTuple'
    ? unknown
    : C['_']['data'];

/**
 * A table's row as a raw query returns it: keyed by the database's column names (`parent_id`, not
 * `parentId`). Type a raw query's row with a pick of it: `queryRows<Pick<RawRow<typeof questions>, 'id' | 'parent_id'>>`.
 */
export type RawRow<T extends Table> = {
  [K in keyof T['_']['columns'] as T['_']['columns'][K]['_']['name']]: T['_']['columns'][K]['_']['notNull'] extends true
    ? RawValue<T['_']['columns'][K]>
    : RawValue<T['_']['columns'][K]> | null;
};
