import { bigint, char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// Mirrors migrations/0031_release_health.sql (the SQL files are the source of truth for the database).

/** What browsers report about each remote's versions: no personal data, kept 30 days. */
export const releaseHealthReports = pgTable(
  'release_health_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    remote: varchar('remote', { length: 40 }).notNull(),
    version: varchar('version', { length: 100 }).notNull(),
    /** The route pattern, never the address. */
    route: varchar('route', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    durationMs: integer('duration_ms'),
    /** A random id made by the browser tab. */
    sessionKey: char('session_key', { length: 32 }).notNull(),
  },
  (t) => [
    index('release_health_reports_version_idx').on(t.remote, t.version, t.kind, t.id),
    index('release_health_reports_received_at_idx').on(t.receivedAt),
  ],
);
