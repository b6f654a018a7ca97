import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, smallint, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { complaints } from './denuncias';
import { cities } from './localization';

// Mirrors migrations/0022_operations.sql (the SQL is the source of truth).

export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nome: varchar('nome', { length: 120 }).notNull(),
  cor: varchar('cor', { length: 7 }).notNull(),
  status: smallint('status').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 200 }).notNull(),
  },
  (t) => [index('team_members_team_idx').on(t.teamId, t.id)],
);

export const operations = pgTable(
  'operations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    dataIni: date('data_ini', { mode: 'string' }).notNull(),
    dataFim: date('data_fim', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('Programada'),
    authorId: integer('author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operations_team_idx').on(t.teamId, t.id), index('operations_dates_idx').on(t.dataIni, t.dataFim), index('operations_status_idx').on(t.status, t.id)],
);

export const operationCities = pgTable(
  'operation_cities',
  {
    operationId: integer('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (t) => [primaryKey({ columns: [t.operationId, t.cityId] })],
);

export const operationComplaints = pgTable(
  'operation_complaints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operationId: integer('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    situacao: varchar('situacao', { length: 40 }).notNull().default('Denúncia Incluída'),
    texto: varchar('texto', { length: 2000 }),
    /** Whether its operation is open (Programada, Em andamento): at most one open row per complaint. */
    open: boolean('open').notNull().default(true),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('operation_complaints_operation_id_complaint_id_key').on(t.operationId, t.complaintId),
    uniqueIndex('operation_complaints_one_open_idx').on(t.complaintId).where(sql`open`),
    index('operation_complaints_complaint_idx').on(t.complaintId, t.id),
  ],
);
