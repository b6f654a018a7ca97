import { bigint, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Mirrors migrations/0017_files.sql (the SQL is the source of truth).
export const files = pgTable('files', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  entity: varchar('entity', { length: 40 }).notNull(),
  codid: integer('codid').notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  contentType: varchar('content_type', { length: 120 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storageKey: varchar('storage_key', { length: 64 }).notNull(),
  authorId: integer('author_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
