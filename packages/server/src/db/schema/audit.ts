import { sql } from 'drizzle-orm';
import { bigint, char, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Mirrors migrations/0033_access_trail.sql; the SQL files are the source of truth for the database.

/**
 * The access trail (modules/audit): append-only (triggers refuse UPDATE, DELETE, TRUNCATE), each row
 * hash-chained to the previous one. `id`, `at`, `previous_hash` and `hash` are set by the insert
 * trigger (never by the app), so rows are written with raw SQL in the audit repository.
 */
export const accessTrail = pgTable(
  'access_trail',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    action: varchar('action', { length: 20 }).notNull(),
    recordType: varchar('record_type', { length: 40 }).notNull(),
    recordId: bigint('record_id', { mode: 'number' }),
    subjectType: varchar('subject_type', { length: 20 }),
    subjectId: bigint('subject_id', { mode: 'number' }),
    route: varchar('route', { length: 200 }),
    details: text('details'),
    previousHash: char('previous_hash', { length: 64 }).notNull(),
    hash: char('hash', { length: 64 }).notNull(),
  },
  (t) => [
    check(
      'access_trail_action_check',
      sql`${t.action} IN ('read', 'create', 'update', 'delete', 'export', 'download', 'data-report', 'anonymise', 'verify')`,
    ),
    check('access_trail_subject_check', sql`(${t.subjectType} IS NULL) = (${t.subjectId} IS NULL)`),
    index('access_trail_subject_idx').on(t.subjectType, t.subjectId, t.id).where(sql`${t.subjectType} IS NOT NULL`),
    index('access_trail_user_idx').on(t.userId, t.id),
    index('access_trail_at_idx').on(t.at),
    index('access_trail_record_type_idx').on(t.recordType, t.action, t.id),
  ],
);

/** The chain's end (one row): moved only by the trail's insert trigger. */
export const accessTrailHead = pgTable(
  'access_trail_head',
  {
    id: smallint('id').primaryKey(),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
    lastHash: char('last_hash', { length: 64 }).notNull(),
  },
  (t) => [check('access_trail_head_id_check', sql`${t.id} = 1`)],
);

/** Records anonymised by an LGPD request ('pedido') or by the retention ('retencao'). */
export const anonymisations = pgTable(
  'anonymisations',
  {
    recordType: varchar('record_type', { length: 20 }).notNull(),
    recordId: integer('record_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    reason: varchar('reason', { length: 20 }).notNull(),
    requestDate: date('request_date', { mode: 'string' }),
    requestReference: varchar('request_reference', { length: 100 }),
  },
  (t) => [
    primaryKey({ columns: [t.recordType, t.recordId] }),
    check('anonymisations_record_type_check', sql`${t.recordType} IN ('pessoa', 'denuncia')`),
    check('anonymisations_reason_check', sql`${t.reason} IN ('pedido', 'retencao')`),
  ],
);
