import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CategoryTranslations, OptionTranslations, QuestionTranslations } from '@sisacte/contracts/denuncias/questions';
import { users } from './auth';
import { cities } from './localization';

// Mirrors migrations/0004_denuncias.sql and the back office's 0018_complaints_back_office.sql; the SQL files are the source of truth for the database.

export const questionCategories = pgTable('question_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  titulo: varchar('titulo', { length: 200 }).notNull().unique(),
  ordem: integer('ordem').notNull(),
  // 0032_public_translations.sql: {"es": {"titulo": "…"}, …}
  traducoes: jsonb('traducoes').$type<CategoryTranslations>().notNull().default({}),
});

export const indicators = pgTable(
  'indicators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nome: varchar('nome', { length: 200 }).notNull(),
    descricao: varchar('descricao', { length: 1000 }),
    peso: integer('peso').notNull(),
    categoriaIndicador: varchar('categoria_indicador', { length: 120 }).notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('indicators_created_at_idx').on(t.createdAt, t.id),
    index('indicators_peso_idx').on(t.peso, t.id),
    index('indicators_categoria_idx').on(t.categoriaIndicador, t.id),
    index('indicators_status_idx').on(t.status, t.id),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => questionCategories.id),
    enunciado: varchar('enunciado', { length: 500 }).notNull(),
    tipo: smallint('tipo').notNull().default(1),
    requerido: boolean('requerido').notNull().default(false),
    ordem: integer('ordem').notNull(),
    status: smallint('status').notNull().default(1),
    parentId: integer('parent_id'),
    parentAnswer: varchar('parent_answer', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // 0032_public_translations.sql: the help text, and {"es": {"enunciado": "…", "ajuda": "…"}, …}
    ajuda: varchar('ajuda', { length: 500 }),
    traducoes: jsonb('traducoes').$type<QuestionTranslations>().notNull().default({}),
  },
  (t) => [
    index('questions_categoria_idx').on(t.categoriaId, t.status, t.ordem, t.id),
    index('questions_parent_idx').on(t.parentId).where(sql`${t.parentId} IS NOT NULL`),
  ],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    valor: varchar('valor', { length: 200 }).notNull(),
    ordem: integer('ordem').notNull().default(0),
    ativa: boolean('ativa').notNull().default(true),
    // 0032_public_translations.sql: {"es": {"valor": "…"}, …}
    traducoes: jsonb('traducoes').$type<OptionTranslations>().notNull().default({}),
  },
  (t) => [index('question_options_question_idx').on(t.questionId, t.ativa, t.ordem, t.id)],
);

export const optionIndicators = pgTable(
  'option_indicators',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => questionOptions.id, { onDelete: 'cascade' }),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.indicatorId] }), index('option_indicators_indicator_idx').on(t.indicatorId)],
);

export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nome: varchar('nome', { length: 200 }).notNull().unique(),
  sigla: varchar('sigla', { length: 30 }),
  status: smallint('status').notNull().default(1),
});

/**
 * The organizations a user works for (migration 0018): a staff user without VisualizarTodasDemandas
 * sees the complaints addressed to one of them.
 */
export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] }), index('user_organizations_org_idx').on(t.organizationId)],
);

export const complaintProtocolCounters = pgTable('complaint_protocol_counters', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    numerodemanda: varchar('numerodemanda', { length: 30 }).notNull().unique(),
    nomefantasia: varchar('nomefantasia', { length: 200 }).notNull(),
    enderecoempresa: varchar('enderecoempresa', { length: 300 }).notNull(),
    municipioId: integer('municipio_id')
      .notNull()
      .references(() => cities.id),
    uf: varchar('uf', { length: 2 }).notNull(),
    cadastrador: varchar('cadastrador', { length: 120 }),
    nomeCadastrador: varchar('nome_cadastrador', { length: 120 }),
    cadastradorId: integer('cadastrador_id').references(() => users.id),
    status: varchar('status', { length: 40 }).notNull().default('Protocolada'),
    arquivada: boolean('arquivada').notNull().default(false),
    score: integer('score').notNull().default(0),
    /** x = longitude, y = latitude. */
    estabelecimento: point('estabelecimento', { mode: 'xy' }),
    estabelecimentoEncerramento: date('estabelecimento_encerramento', { mode: 'string' }),
    /** `$hmac-sha256$<salt>$<mac>` (complaints/receipt.ts), or an argon2id hash for receipts given before migration 0008. */
    receiptHash: text('receipt_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The ids of complaint_organizations, kept by a trigger (migration 0026): the visibility rule and the organization filter read it. */
    organizationIds: integer('organization_ids').array().notNull().default(sql`'{}'`),
    /** The language it was filed in: pt, es, en, fr or ht (migration 0034). */
    idioma: varchar('idioma', { length: 2 }).notNull().default('pt'),
  },
  (t) => [
    index('complaints_created_at_idx').on(t.arquivada, t.createdAt, t.id),
    index('complaints_score_idx').on(t.arquivada, t.score, t.id),
    index('complaints_uf_idx').on(t.uf, t.id),
    index('complaints_municipio_idx').on(t.municipioId, t.id),
    index('complaints_status_idx').on(t.status, t.id),
    index('complaints_idioma_idx').on(t.idioma, t.id),
  ],
);

export const complaintAnswers = pgTable(
  'complaint_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    resposta: text('resposta').notNull(),
    optionIds: integer('option_ids').array().notNull().default(sql`'{}'`),
  },
  (t) => [unique().on(t.complaintId, t.questionId), index('complaint_answers_question_idx').on(t.questionId)],
);

export const complaintIndicators = pgTable(
  'complaint_indicators',
  {
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.indicatorId] }), index('complaint_indicators_indicator_idx').on(t.indicatorId)],
);

export const complaintOrganizations = pgTable(
  'complaint_organizations',
  {
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.organizationId] }), index('complaint_organizations_org_idx').on(t.organizationId)],
);

export const captchaUsed = pgTable('captcha_used', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: varchar('key', { length: 200 }).primaryKey(),
  complaintId: integer('complaint_id')
    .notNull()
    .references(() => complaints.id, { onDelete: 'cascade' }),
  requestHash: varchar('request_hash', { length: 64 }).notNull(),
  receiptSealed: text('receipt_sealed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row: bumped by triggers on every write to the questionnaire's tables (migration 0008), so that every instance's cache knows when to reload. */
export const questionnaireVersion = pgTable(
  'questionnaire_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull(),
  },
  (t) => [check('questionnaire_version_id_check', sql`${t.id}`)],
);

// The complaints back office.

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
