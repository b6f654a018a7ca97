import { customType, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0007_rate_limits.sql (UNLOGGED tables; the SQL files are the source of truth
// for the database). Used only on PostgreSQL, where the limits are shared by every API instance.

/** HMAC-SHA256 digest of a limit's scope and subject (never a client address in clear). */
const digest = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Fixed windows of the per-route request limits (@fastify/rate-limit). */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: digest('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_resets_at_idx').on(t.resetsAt)],
);

/** Sliding windows (failed logins, accepted complaints): the recent event times of each key. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    key: digest('key').primaryKey(),
    times: timestamp('times', { withTimezone: true }).array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_events_expires_at_idx').on(t.expiresAt)],
);
