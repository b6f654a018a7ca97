import { sql } from 'drizzle-orm';
import type { Translations } from '@sisacte/contracts/denuncias/questions-translations';
import { boolean, char, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cities } from './localization';

// Mirrors migrations/0009_autodiagnostico.sql, 0021_autodiag_idempotency_keys.sql and 0032_public_translations.sql (traducoes); the SQL files are the source of truth for the database.

export const autodiagModels = pgTable(
  'autodiag_models',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    codigo: varchar('codigo', { length: 60 }).notNull(),
    versao: integer('versao').notNull(),
    nome: varchar('nome', { length: 200 }).notNull(),
    descricao: varchar('descricao', { length: 2000 }).notNull().default(''),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    traducoes: jsonb('traducoes').$type<Translations<'nome' | 'descricao'>>().notNull().default({}),
  },
  (t) => [unique().on(t.codigo, t.versao), uniqueIndex('autodiag_models_one_active').on(t.codigo).where(sql`ativo`)],
);

export const autodiagBlocks = pgTable(
  'autodiag_blocks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    modelId: integer('model_id')
      .notNull()
      .references(() => autodiagModels.id),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    descricao: varchar('descricao', { length: 2000 }).notNull().default(''),
    ordem: integer('ordem').notNull(),
    traducoes: jsonb('traducoes').$type<Translations<'titulo' | 'descricao'>>().notNull().default({}),
  },
  (t) => [unique().on(t.modelId, t.ordem)],
);

export const autodiagQuestions = pgTable(
  'autodiag_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    blockId: integer('block_id')
      .notNull()
      .references(() => autodiagBlocks.id),
    enunciado: varchar('enunciado', { length: 1000 }).notNull(),
    referencia: varchar('referencia', { length: 300 }).notNull().default(''),
    ordem: integer('ordem').notNull(),
    traducoes: jsonb('traducoes').$type<Translations<'enunciado' | 'referencia'>>().notNull().default({}),
  },
  (t) => [unique().on(t.blockId, t.ordem)],
);

export const autodiagOptions = pgTable(
  'autodiag_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => autodiagQuestions.id),
    texto: varchar('texto', { length: 300 }).notNull(),
    risco: smallint('risco').notNull(),
    feedback: varchar('feedback', { length: 2000 }).notNull(),
    ordem: integer('ordem').notNull(),
    traducoes: jsonb('traducoes').$type<Translations<'texto' | 'feedback'>>().notNull().default({}),
  },
  (t) => [unique().on(t.questionId, t.ordem), unique().on(t.id, t.questionId), check('autodiag_options_risco_check', sql`${t.risco} BETWEEN 0 AND 3`)],
);

export const autodiagSuggestedMeasures = pgTable(
  'autodiag_suggested_measures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    optionId: integer('option_id')
      .notNull()
      .references(() => autodiagOptions.id),
    texto: varchar('texto', { length: 1000 }).notNull(),
    ordem: integer('ordem').notNull(),
    traducoes: jsonb('traducoes').$type<Translations<'texto'>>().notNull().default({}),
  },
  (t) => [unique().on(t.optionId, t.ordem)],
);

export const autodiagEvaluations = pgTable(
  'autodiag_evaluations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    modelId: integer('model_id')
      .notNull()
      .references(() => autodiagModels.id),
    codigoHash: varchar('codigo_hash', { length: 200 }).notNull(),
    nomeEstabelecimento: varchar('nome_estabelecimento', { length: 200 }).notNull(),
    cnae: varchar('cnae', { length: 7 }).notNull(),
    uf: varchar('uf', { length: 2 }).notNull(),
    municipioId: integer('municipio_id').references(() => cities.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finalizadaEm: timestamp('finalizada_em', { withTimezone: true }),
  },
  (t) => [
    index('autodiag_evaluations_unfinished_idx').on(t.updatedAt).where(sql`finalizada_em IS NULL`),
    index('autodiag_evaluations_finished_idx').on(t.modelId).where(sql`finalizada_em IS NOT NULL`),
  ],
);

export const autodiagAnswers = pgTable(
  'autodiag_answers',
  {
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => autodiagEvaluations.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => autodiagQuestions.id),
    optionId: integer('option_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.evaluationId, t.questionId] }),
    foreignKey({ columns: [t.optionId, t.questionId], foreignColumns: [autodiagOptions.id, autodiagOptions.questionId] }),
  ],
);

export const autodiagMeasures = pgTable(
  'autodiag_measures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => autodiagEvaluations.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => autodiagQuestions.id),
    acoes: varchar('acoes', { length: 4000 }).notNull(),
    responsavel: varchar('responsavel', { length: 200 }).notNull(),
    dataInicio: date('data_inicio').notNull(),
    dataFim: date('data_fim').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.evaluationId, t.questionId), check('autodiag_measures_check', sql`${t.dataFim} >= ${t.dataInicio}`)],
);

/**
 * Idempotency-Key of the public self-diagnosis create: the evaluation a key created, a digest of its
 * request and the evaluation's resume code sealed with a key derived from the server secret, so that
 * a retry gets the same evaluation and the same code. Rows are deleted after 24 hours, and with their evaluation.
 */
export const autodiagIdempotencyKeys = pgTable(
  'autodiag_idempotency_keys',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => autodiagEvaluations.id, { onDelete: 'cascade' }),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    codeSealed: text('code_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('autodiag_idempotency_keys_evaluation_idx').on(t.evaluationId), index('autodiag_idempotency_keys_created_at_idx').on(t.createdAt)],
);
