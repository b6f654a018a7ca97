import { RISK_LEVELS, type ModelImport, type RiskLevel } from '@sisacte/contracts/autodiagnostico/models';
import { and, asc, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { autodiagAnswers, autodiagBlocks, autodiagEvaluations, autodiagModels, autodiagOptions, autodiagQuestions, autodiagSuggestedMeasures } from '../../../db/schema';

export const riskLevelOf = (stored: number): RiskLevel => RISK_LEVELS[stored] ?? 'Zero';
export const riskValueOf = (level: RiskLevel): number => RISK_LEVELS.indexOf(level);

const modelColumns = {
  id: autodiagModels.id,
  codigo: autodiagModels.codigo,
  versao: autodiagModels.versao,
  nome: autodiagModels.nome,
  descricao: autodiagModels.descricao,
  ativo: autodiagModels.ativo,
  createdAt: autodiagModels.createdAt,
  blocos: sql<number>`(SELECT count(*)::int FROM autodiag_blocks b WHERE b.model_id = autodiag_models.id)`,
  questoes: sql<number>`(SELECT count(*)::int FROM autodiag_questions q JOIN autodiag_blocks b ON b.id = q.block_id WHERE b.model_id = autodiag_models.id)`,
};

/** The models offered for new evaluations: the active version of each, by name. */
export async function listActiveModels(db: DbOrTx) {
  return db.select(modelColumns).from(autodiagModels).where(eq(autodiagModels.ativo, true)).orderBy(asc(autodiagModels.nome));
}

/** Every version of every model, newest version first within a model, with its evaluations counted. */
export async function listAllModels(db: DbOrTx) {
  return db
    .select({
      ...modelColumns,
      avaliacoes: sql<number>`(SELECT count(*)::int FROM autodiag_evaluations e WHERE e.model_id = autodiag_models.id)`,
      finalizadas: sql<number>`(SELECT count(*)::int FROM autodiag_evaluations e WHERE e.model_id = autodiag_models.id AND e.finalizada_em IS NOT NULL)`,
    })
    .from(autodiagModels)
    .orderBy(asc(autodiagModels.codigo), desc(autodiagModels.versao));
}

export async function findModel(db: DbOrTx, id: number) {
  const [row] = await db.select(modelColumns).from(autodiagModels).where(eq(autodiagModels.id, id));
  return row ?? null;
}

export async function blocksOfModel(db: DbOrTx, modelId: number) {
  return db
    .select({
      id: autodiagBlocks.id,
      titulo: autodiagBlocks.titulo,
      descricao: autodiagBlocks.descricao,
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
    .values({ codigo: model.codigo, versao, nome: model.nome, descricao: model.descricao, ativo: true })
    .returning({ id: autodiagModels.id });
  const modelId = created!.id;

  const blockIds = await tx
    .insert(autodiagBlocks)
    .values(model.blocos.map((b, i) => ({ modelId, titulo: b.titulo, descricao: b.descricao, ordem: i + 1 })))
    .returning({ id: autodiagBlocks.id, ordem: autodiagBlocks.ordem });
  const blockIdAt = new Map(blockIds.map((b) => [b.ordem, b.id]));

  const questionRows = model.blocos.flatMap((b, bi) => b.questoes.map((q, qi) => ({ blockId: blockIdAt.get(bi + 1)!, enunciado: q.enunciado, referencia: q.referencia, ordem: qi + 1 })));
  const questionIds = await tx.insert(autodiagQuestions).values(questionRows).returning({ id: autodiagQuestions.id, blockId: autodiagQuestions.blockId, ordem: autodiagQuestions.ordem });
  const questionIdAt = new Map(questionIds.map((q) => [`${q.blockId}/${q.ordem}`, q.id]));

  const optionRows = model.blocos.flatMap((b, bi) =>
    b.questoes.flatMap((q, qi) =>
      q.opcoes.map((o, oi) => ({
        questionId: questionIdAt.get(`${blockIdAt.get(bi + 1)}/${qi + 1}`)!,
        texto: o.texto,
        risco: riskValueOf(o.risco),
        feedback: o.feedback,
        ordem: oi + 1,
      })),
    ),
  );
  const optionIds = await tx.insert(autodiagOptions).values(optionRows).returning({ id: autodiagOptions.id, questionId: autodiagOptions.questionId, ordem: autodiagOptions.ordem });
  const optionIdAt = new Map(optionIds.map((o) => [`${o.questionId}/${o.ordem}`, o.id]));

  const measureRows = model.blocos.flatMap((b, bi) =>
    b.questoes.flatMap((q, qi) => {
      const questionId = questionIdAt.get(`${blockIdAt.get(bi + 1)}/${qi + 1}`)!;
      return q.opcoes.flatMap((o, oi) => o.medidas_sugeridas.map((texto, mi) => ({ optionId: optionIdAt.get(`${questionId}/${oi + 1}`)!, texto, ordem: mi + 1 })));
    }),
  );
  if (measureRows.length > 0) await tx.insert(autodiagSuggestedMeasures).values(measureRows);
  return { id: modelId, versao };
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
