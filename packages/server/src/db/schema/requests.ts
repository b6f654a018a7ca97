import { char, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Mirrors migrations/0006_idempotent_requests.sql; the SQL files are the source of truth for the database.

/** The first answer to each Idempotency-Key of a staff create POST, kept 24 hours. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotent_requests_created_at_idx').on(t.createdAt)],
);
