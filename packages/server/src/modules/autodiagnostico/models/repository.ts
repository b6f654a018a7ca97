import { RISK_LEVELS, type ModelImport, type RiskLevel } from '@sisacte/contracts/autodiagnostico/models';
import type { ContentLanguage, TranslationLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import { and, asc, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { autodiagAnswers, autodiagBlocks, autodiagEvaluations, autodiagModels, autodiagOptions, autodiagQuestions, autodiagSuggestedMeasures } from '../../../db/schema';
import { inLanguage, isTranslated } from './localized-repository';

export const riskLevelOf = (stored: number): RiskLevel => RISK_LEVELS[stored] ?? 'Zero';
export const riskValueOf = (level: RiskLevel): number => RISK_LEVELS.indexOf(level);

/** A model's columns, its name and description in `language` (Portuguese where not translated). */
const modelColumns = (language: ContentLanguage = 'pt') => ({
  id: autodiagModels.id,
  codigo: autodiagModels.codigo,
  versao: autodiagModels.versao,
  nome: inLanguage(autodiagModels.nome, autodiagModels.traducoes, language),
  descricao: inLanguage(autodiagModels.descricao, autodiagModels.traducoes, language),
  traduzido: isTranslated(autodiagModels.nome, autodiagModels.traducoes, language),
  ativo: autodiagModels.ativo,
  createdAt: autodiagModels.createdAt,
  blocos: sql<number>`(SELECT count(*)::int FROM autodiag_blocks b WHERE b.model_id = autodiag_models.id)`,
  questoes: sql<number>`(SELECT count(*)::int FROM autodiag_questions q JOIN autodiag_blocks b ON b.id = q.block_id WHERE b.model_id = autodiag_models.id)`,
});

/** The models offered for new evaluations: the active version of each, by name (in `language`). */
export async function listActiveModels(db: DbOrTx, language: ContentLanguage = 'pt') {
  const columns = modelColumns(language);
  return db.select(columns).from(autodiagModels).where(eq(autodiagModels.ativo, true)).orderBy(asc(columns.nome));
}

/** Every version of every model, newest version first within a model, with its evaluations counted. */
export async function listAllModels(db: DbOrTx) {
  return db
    .select({
      ...modelColumns(),
      idiomas: sql<string[]>`ARRAY(SELECT jsonb_object_keys(${autodiagModels.traducoes}) ORDER BY 1)`,
      avaliacoes: sql<number>`(SELECT count(*)::int FROM autodiag_evaluations e WHERE e.model_id = autodiag_models.id)`,
      finalizadas: sql<number>`(SELECT count(*)::int FROM autodiag_evaluations e WHERE e.model_id = autodiag_models.id AND e.finalizada_em IS NOT NULL)`,
    })
    .from(autodiagModels)
    .orderBy(asc(autodiagModels.codigo), desc(autodiagModels.versao));
}

export async function findModel(db: DbOrTx, id: number, language: ContentLanguage = 'pt') {
  const [row] = await db.select(modelColumns(language)).from(autodiagModels).where(eq(autodiagModels.id, id));
  return row ?? null;
}

export async function blocksOfModel(db: DbOrTx, modelId: number, language: ContentLanguage = 'pt') {
  return db
    .select({
      id: autodiagBlocks.id,
      titulo: inLanguage(autodiagBlocks.titulo, autodiagBlocks.traducoes, language),
      descricao: inLanguage(autodiagBlocks.descricao, autodiagBlocks.traducoes, language),
      ordem: autodiagBlocks.ordem,
      questoes: sql<number>`(SELECT count(*)::int FROM autodiag_questions q WHERE q.block_id = autodiag_blocks.id)`,
    })
    .from(autodiagBlocks)
    .where(eq(autodiagBlocks.modelId, modelId))
    .orderBy(asc(autodiagBlocks.ordem));
}

export async function modelCodeExists(db: DbOrTx, codigo: string): Promise<boolean> {
  const [row] = await db.select({ id: autodiagModels.id }).from(autodiagModels).where(eq(autodiagModels.codigo, codigo)).limit(1);
  return row !== undefined;
}

/**
 * Stores `model` as the next version of its code (1 for a new code) and makes it the one offered;
 * older versions stay as they are, with their evaluations. Call inside a transaction.
 */
export async function insertModelVersion(tx: DbOrTx, model: ModelImport): Promise<{ id: number; versao: number }> {
  // Serialises imports of the same code (the version number and the one active version).
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`autodiag-model:${model.codigo}`}))`);
  const [latest] = await tx.select({ versao: max(autodiagModels.versao) }).from(autodiagModels).where(eq(autodiagModels.codigo, model.codigo));
  const versao = (latest?.versao ?? 0) + 1;
  await tx.update(autodiagModels).set({ ativo: false }).where(and(eq(autodiagModels.codigo, model.codigo), eq(autodiagModels.ativo, true)));
  const [created] = await tx
    .insert(autodiagModels)
    .values({ codigo: model.codigo, versao, nome: model.nome, descricao: model.descricao, traducoes: model.traducoes, ativo: true })
    .returning({ id: autodiagModels.id });
  const modelId = created!.id;

  const blockIds = await tx
    .insert(autodiagBlocks)
    .values(model.blocos.map((b, i) => ({ modelId, titulo: b.titulo, descricao: b.descricao, traducoes: b.traducoes, ordem: i + 1 })))
    .returning({ id: autodiagBlocks.id, ordem: autodiagBlocks.ordem });
  const blockIdAt = new Map(blockIds.map((b) => [b.ordem, b.id]));

  const questionRows = model.blocos.flatMap((b, bi) => b.questoes.map((q, qi) => ({ blockId: blockIdAt.get(bi + 1)!, enunciado: q.enunciado, referencia: q.referencia, traducoes: q.traducoes, ordem: qi + 1 })));
  const questionIds = await tx.insert(autodiagQuestions).values(questionRows).returning({ id: autodiagQuestions.id, blockId: autodiagQuestions.blockId, ordem: autodiagQuestions.ordem });
  const questionIdAt = new Map(questionIds.map((q) => [`${q.blockId}/${q.ordem}`, q.id]));

  const optionRows = model.blocos.flatMap((b, bi) =>
    b.questoes.flatMap((q, qi) =>
      q.opcoes.map((o, oi) => ({
        questionId: questionIdAt.get(`${blockIdAt.get(bi + 1)}/${qi + 1}`)!,
        texto: o.texto,
        risco: riskValueOf(o.risco),
        feedback: o.feedback,
        traducoes: o.traducoes,
        ordem: oi + 1,
      })),
    ),
  );
  const optionIds = await tx.insert(autodiagOptions).values(optionRows).returning({ id: autodiagOptions.id, questionId: autodiagOptions.questionId, ordem: autodiagOptions.ordem });
  const optionIdAt = new Map(optionIds.map((o) => [`${o.questionId}/${o.ordem}`, o.id]));

  const measureRows = model.blocos.flatMap((b, bi) =>
    b.questoes.flatMap((q, qi) => {
      const questionId = questionIdAt.get(`${blockIdAt.get(bi + 1)}/${qi + 1}`)!;
      return q.opcoes.flatMap((o, oi) =>
        o.medidas_sugeridas.map((texto, mi) => ({ optionId: optionIdAt.get(`${questionId}/${oi + 1}`)!, texto, traducoes: measureTranslations(o.medidas_traducoes, mi), ordem: mi + 1 })),
      );
    }),
  );
  if (measureRows.length > 0) await tx.insert(autodiagSuggestedMeasures).values(measureRows);
  return { id: modelId, versao };
}

/** The translations of the `index`-th suggested measure: `{es: {texto}}` from the option's lists. */
function measureTranslations(lists: ModelImport['blocos'][number]['questoes'][number]['opcoes'][number]['medidas_traducoes'], index: number) {
  const out: Partial<Record<TranslationLanguage, { texto: string }>> = {};
  for (const [language, list] of Object.entries(lists) as [TranslationLanguage, string[] | undefined][]) {
    const texto = list?.[index]?.trim();
    if (texto) out[language] = { texto };
  }
  return out;
}

/**
 * Anonymous aggregates of finished evaluations: per block of a model version, the answers of each
 * risk; and per CNAE section (the division's first two digits), how many evaluations and answers of
 * each risk. No name, city or id of an evaluation leaves this query.
 */
export async function riskAnswersPerBlock(db: DbOrTx, modelId: number) {
  return db
    .select({
      blocoId: autodiagBlocks.id,
      titulo: autodiagBlocks.titulo,
      ordem: autodiagBlocks.ordem,
      risco: autodiagOptions.risco,
      respostas: sql<number>`count(*)::int`,
    })
    .from(autodiagEvaluations)
    .innerJoin(autodiagAnswers, eq(autodiagAnswers.evaluationId, autodiagEvaluations.id))
    .innerJoin(autodiagOptions, eq(autodiagOptions.id, autodiagAnswers.optionId))
    .innerJoin(autodiagQuestions, eq(autodiagQuestions.id, autodiagOptions.questionId))
    .innerJoin(autodiagBlocks, eq(autodiagBlocks.id, autodiagQuestions.blockId))
    .where(and(eq(autodiagEvaluations.modelId, modelId), isNotNull(autodiagEvaluations.finalizadaEm)))
    .groupBy(autodiagBlocks.id, autodiagBlocks.titulo, autodiagBlocks.ordem, autodiagOptions.risco)
    .orderBy(asc(autodiagBlocks.ordem), asc(autodiagOptions.risco));
}

export async function riskAnswersPerCnaeDivision(db: DbOrTx, modelId: number) {
  const division = sql<string>`substr(${autodiagEvaluations.cnae}, 1, 2)`;
  return db
    .select({
      divisao: division,
      risco: autodiagOptions.risco,
      respostas: sql<number>`count(*)::int`,
    })
    .from(autodiagEvaluations)
    .innerJoin(autodiagAnswers, eq(autodiagAnswers.evaluationId, autodiagEvaluations.id))
    .innerJoin(autodiagOptions, eq(autodiagOptions.id, autodiagAnswers.optionId))
    .where(and(eq(autodiagEvaluations.modelId, modelId), isNotNull(autodiagEvaluations.finalizadaEm)))
    .groupBy(division, autodiagOptions.risco)
    .orderBy(division, asc(autodiagOptions.risco));
}

export async function finishedPerCnaeDivision(db: DbOrTx, modelId: number) {
  const division = sql<string>`substr(${autodiagEvaluations.cnae}, 1, 2)`;
  return db
    .select({ divisao: division, avaliacoes: sql<number>`count(*)::int` })
    .from(autodiagEvaluations)
    .where(and(eq(autodiagEvaluations.modelId, modelId), isNotNull(autodiagEvaluations.finalizadaEm)))
    .groupBy(division);
}

/** The tables of a model's texts, each with its translated fields (the Portuguese column names). */
const TRANSLATED_TABLES = {
  models: { table: autodiagModels, fields: ['nome', 'descricao'] },
  blocks: { table: autodiagBlocks, fields: ['titulo', 'descricao'] },
  questions: { table: autodiagQuestions, fields: ['enunciado', 'referencia'] },
  options: { table: autodiagOptions, fields: ['texto', 'feedback'] },
  measures: { table: autodiagSuggestedMeasures, fields: ['texto'] },
} as const;
export type TranslatedTable = keyof typeof TRANSLATED_TABLES;

/** Whether any row of any model (any version) has a translation. */
export async function anyModelTranslated(db: DbOrTx): Promise<boolean> {
  for (const { table } of Object.values(TRANSLATED_TABLES)) {
    const [row] = await db.select({ id: table.id }).from(table).where(sql`${table.traducoes} <> '{}'::jsonb`).limit(1);
    if (row) return true;
  }
  return false;
}

/** Every row of `kind` with its Portuguese texts (by column name) and its translations. */
export async function modelTexts(db: DbOrTx, kind: TranslatedTable): Promise<{ id: number; texts: Record<string, string>; traducoes: Record<string, Record<string, string>> }[]> {
  const { table, fields } = TRANSLATED_TABLES[kind];
  const columns = table as unknown as Record<string, PgColumn>;
  const rows = await db
    .select({ id: table.id, traducoes: table.traducoes, ...Object.fromEntries(fields.map((f) => [f, columns[f]!])) })
    .from(table);
  return rows.map((r) => {
    const row = r as unknown as { id: number; traducoes: Record<string, Record<string, string>> } & Record<string, string>;
    return { id: row.id, traducoes: row.traducoes, texts: Object.fromEntries(fields.map((f) => [f, row[f]!])) };
  });
}

/** Replaces the translations of one row of `kind`. */
export async function setModelTranslations(tx: DbOrTx, kind: TranslatedTable, id: number, traducoes: Record<string, Record<string, string>>): Promise<void> {
  const { table } = TRANSLATED_TABLES[kind];
  await tx.update(table).set({ traducoes }).where(eq(table.id, id));
}
