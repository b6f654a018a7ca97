import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { complaints, users } from '../../db/schema';

// The complaints back office's tables: mirrors migrations/0018_complaints_back_office.sql (the SQL is the source of truth).

export const complaintExtras = pgTable('complaint_extras', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  complaintId: integer('complaint_id')
    .notNull()
    .references(() => complaints.id, { onDelete: 'cascade' }),
  titulo: varchar('titulo', { length: 200 }).notNull(),
  texto: text('texto').notNull(),
  authorId: integer('author_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface StoredComplaintChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

export const complaintHistory = pgTable('complaint_history', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  complaintId: integer('complaint_id')
    .notNull()
    .references(() => complaints.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').references(() => users.id),
  action: varchar('action', { length: 20 }).notNull(),
  descricao: varchar('descricao', { length: 500 }).notNull(),
  changes: jsonb('changes').$type<StoredComplaintChange[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const archiveRequests = pgTable('archive_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  complaintId: integer('complaint_id')
    .notNull()
    .references(() => complaints.id, { onDelete: 'cascade' }),
  tipo: varchar('tipo', { length: 20 }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('Em avaliação'),
  titulo: varchar('titulo', { length: 200 }).notNull(),
  justificativa: varchar('justificativa', { length: 5000 }).notNull(),
  authorId: integer('author_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedBy: integer('decided_by').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
