import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../db/client';
import {
  autodiagAnswers,
  autodiagBlocks,
  autodiagEvaluations,
  autodiagIdempotencyKeys,
  autodiagModels,
  autodiagOptions,
  autodiagQuestions,
  cities,
  cnae,
  states,
  type RawRow,
} from '../../../db/schema';
import { inLanguage, isTranslated } from '../models/localized-repository';

export async function ufExists(db: DbOrTx, uf: string): Promise<boolean> {
  const [row] = await db.select({ id: states.id }).from(states).where(eq(states.uf, uf)).limit(1);
  return row !== undefined;
}

/** Whether `digits` (7) is a subclass of the CNAE table. */
export async function cnaeExists(db: DbOrTx, digits: string): Promise<boolean> {
  const [row] = await db.select({ digits: cnae.codDigits }).from(cnae).where(eq(cnae.codDigits, digits)).limit(1);
  return row !== undefined;
}

export async function insertEvaluation(
  db: DbOrTx,
  row: { modelId: number; codigoHash: string; nomeEstabelecimento: string; cnae: string; uf: string; municipioId: number | null },
): Promise<number> {
  const [created] = await db.insert(autodiagEvaluations).values(row).returning({ id: autodiagEvaluations.id });
  return created!.id;
}

/** An evaluation with its model's name (in `language`) and version and its city; null when unknown. */
export async function findEvaluation(db: DbOrTx, id: number, language: ContentLanguage = 'pt') {
  const [row] = await db
    .select({
      id: autodiagEvaluations.id,
      modelId: autodiagEvaluations.modelId,
      codigoHash: autodiagEvaluations.codigoHash,
      nomeEstabelecimento: autodiagEvaluations.nomeEstabelecimento,
      cnae: autodiagEvaluations.cnae,
      uf: autodiagEvaluations.uf,
      municipioId: autodiagEvaluations.municipioId,
      municipioNome: cities.nome,
      createdAt: autodiagEvaluations.createdAt,
      finalizadaEm: autodiagEvaluations.finalizadaEm,
      modelNome: inLanguage(autodiagModels.nome, autodiagModels.traducoes, language),
      modelVersao: autodiagModels.versao,
    })
    .from(autodiagEvaluations)
    .innerJoin(autodiagModels, eq(autodiagModels.id, autodiagEvaluations.modelId))
    .leftJoin(cities, eq(cities.id, autodiagEvaluations.municipioId))
    .where(eq(autodiagEvaluations.id, id));
  return row ?? null;
}
export type EvaluationRow = NonNullable<Awaited<ReturnType<typeof findEvaluation>>>;

/**
 * Every question of a model in wizard order (block, then question), with the option chosen in
 * `evaluationId` (null when unanswered, or when no evaluation is given) and its risk.
 */
export async function questionsWithAnswers(db: DbOrTx, modelId: number, evaluationId: number | null, language: ContentLanguage = 'pt') {
  return db
    .select({
      blockId: autodiagBlocks.id,
      blockTitulo: inLanguage(autodiagBlocks.titulo, autodiagBlocks.traducoes, language),
      blockDescricao: inLanguage(autodiagBlocks.descricao, autodiagBlocks.traducoes, language),
      blockOrdem: autodiagBlocks.ordem,
      questionId: autodiagQuestions.id,
      enunciado: inLanguage(autodiagQuestions.enunciado, autodiagQuestions.traducoes, language),
      referencia: inLanguage(autodiagQuestions.referencia, autodiagQuestions.traducoes, language),
      questionOrdem: autodiagQuestions.ordem,
      optionId: autodiagOptions.id,
      // a left join: no translation to look up where there is no answer
      optionTexto: sql<string | null>`${inLanguage(autodiagOptions.texto, autodiagOptions.traducoes, language)}`,
      risco: autodiagOptions.risco,
    })
    .from(autodiagQuestions)
    .innerJoin(autodiagBlocks, eq(autodiagBlocks.id, autodiagQuestions.blockId))
    .leftJoin(autodiagAnswers, and(eq(autodiagAnswers.questionId, autodiagQuestions.id), eq(autodiagAnswers.evaluationId, evaluationId ?? 0)))
    .leftJoin(autodiagOptions, eq(autodiagOptions.id, autodiagAnswers.optionId))
    .where(eq(autodiagBlocks.modelId, modelId))
    .orderBy(asc(autodiagBlocks.ordem), asc(autodiagQuestions.ordem));
}
export type QuestionAnswerRow = Awaited<ReturnType<typeof questionsWithAnswers>>[number];

export async function findBlock(db: DbOrTx, id: number, language: ContentLanguage = 'pt') {
  const [row] = await db
    .select({
      id: autodiagBlocks.id,
      modelId: autodiagBlocks.modelId,
      titulo: inLanguage(autodiagBlocks.titulo, autodiagBlocks.traducoes, language),
      descricao: inLanguage(autodiagBlocks.descricao, autodiagBlocks.traducoes, language),
      ordem: autodiagBlocks.ordem,
    })
    .from(autodiagBlocks)
    .where(eq(autodiagBlocks.id, id));
  return row ?? null;
}

/** A question (its texts in `language`, and whether its statement is translated) with the model it belongs to; null when unknown. */
export async function findQuestion(db: DbOrTx, id: number, language: ContentLanguage = 'pt') {
  const [row] = await db
    .select({
      id: autodiagQuestions.id,
      blockId: autodiagQuestions.blockId,
      enunciado: inLanguage(autodiagQuestions.enunciado, autodiagQuestions.traducoes, language),
      referencia: inLanguage(autodiagQuestions.referencia, autodiagQuestions.traducoes, language),
      traduzida: isTranslated(autodiagQuestions.enunciado, autodiagQuestions.traducoes, language),
      ordem: autodiagQuestions.ordem,
      modelId: autodiagBlocks.modelId,
    })
    .from(autodiagQuestions)
    .innerJoin(autodiagBlocks, eq(autodiagBlocks.id, autodiagQuestions.blockId))
    .where(eq(autodiagQuestions.id, id));
  return row ?? null;
}

export async function optionsOf(db: DbOrTx, questionId: number, language: ContentLanguage = 'pt') {
  return db
    .select({ id: autodiagOptions.id, texto: inLanguage(autodiagOptions.texto, autodiagOptions.traducoes, language), risco: autodiagOptions.risco, ordem: autodiagOptions.ordem })
    .from(autodiagOptions)
    .where(eq(autodiagOptions.questionId, questionId))
    .orderBy(asc(autodiagOptions.ordem));
}

export async function findOption(db: DbOrTx, id: number, language: ContentLanguage = 'pt') {
  const [row] = await db
    .select({
      id: autodiagOptions.id,
      questionId: autodiagOptions.questionId,
      risco: autodiagOptions.risco,
      feedback: inLanguage(autodiagOptions.feedback, autodiagOptions.traducoes, language),
      texto: inLanguage(autodiagOptions.texto, autodiagOptions.traducoes, language),
    })
    .from(autodiagOptions)
    .where(eq(autodiagOptions.id, id));
  return row ?? null;
}

export async function chosenOption(db: DbOrTx, evaluationId: number, questionId: number): Promise<number | null> {
  const [row] = await db
    .select({ optionId: autodiagAnswers.optionId })
    .from(autodiagAnswers)
    .where(and(eq(autodiagAnswers.evaluationId, evaluationId), eq(autodiagAnswers.questionId, questionId)));
  return row?.optionId ?? null;
}

/** Stores (or changes) the answer to a question; the evaluation counts as used now. */
export async function saveAnswer(tx: DbOrTx, evaluationId: number, questionId: number, optionId: number): Promise<void> {
  await tx
    .insert(autodiagAnswers)
    .values({ evaluationId, questionId, optionId })
    .onConflictDoUpdate({ target: [autodiagAnswers.evaluationId, autodiagAnswers.questionId], set: { optionId, answeredAt: sql`now()` } });
}

/** Marks the evaluation used now and, when every question is answered, its risk phase finished (once). Returns whether it is finished. */
export async function touchEvaluation(tx: DbOrTx, evaluationId: number, modelId: number): Promise<boolean> {
  const unanswered = sql`EXISTS (SELECT 1 FROM autodiag_questions q JOIN autodiag_blocks b ON b.id = q.block_id
                                 WHERE b.model_id = ${modelId}
                                   AND NOT EXISTS (SELECT 1 FROM autodiag_answers a WHERE a.evaluation_id = ${evaluationId} AND a.question_id = q.id))`;
  const [row] = await tx
    .update(autodiagEvaluations)
    .set({ updatedAt: sql`now()`, finalizadaEm: sql`CASE WHEN ${autodiagEvaluations.finalizadaEm} IS NULL AND NOT ${unanswered} THEN now() ELSE ${autodiagEvaluations.finalizadaEm} END` })
    .where(eq(autodiagEvaluations.id, evaluationId))
    .returning({ finalizadaEm: autodiagEvaluations.finalizadaEm });
  return row?.finalizadaEm != null;
}

/** Deletes unfinished evaluations untouched for `days` days (answers and measures go with them). Returns how many. */
export async function deleteAbandoned(db: DbOrTx, days: number): Promise<number> {
  const deleted = await db
    .delete(autodiagEvaluations)
    .where(and(isNull(autodiagEvaluations.finalizadaEm), lt(autodiagEvaluations.updatedAt, sql`now() - ${days}::int * interval '1 day'`)))
    .returning({ id: autodiagEvaluations.id });
  return deleted.length;
}

/** How long an Idempotency-Key of a create answers again (with the sealed resume code). */
export const IDEMPOTENCY_KEY_HOURS = 24;

export interface IdempotencyHit {
  evaluationId: number;
  requestHash: string;
  codeSealed: string;
}

/** The evaluation an earlier create with `key` made, within the last 24 hours; null otherwise. */
export async function findIdempotencyKey(db: DbOrTx, key: string): Promise<IdempotencyHit | null> {
  const [row] = await queryRows<Pick<RawRow<typeof autodiagIdempotencyKeys>, 'evaluation_id' | 'request_hash' | 'code_sealed'>>(
    db,
    sql`SELECT evaluation_id, request_hash, code_sealed FROM autodiag_idempotency_keys
        WHERE key = ${key} AND created_at > now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
  );
  return row ? { evaluationId: row.evaluation_id, requestHash: row.request_hash.trim(), codeSealed: row.code_sealed } : null;
}

/** Keeps `key` with the evaluation it created (same transaction); an expired row with the same key is replaced. */
export async function storeIdempotencyKey(tx: DbOrTx, row: { key: string; evaluationId: number; requestHash: string; codeSealed: string }): Promise<void> {
  await tx.execute(sql`DELETE FROM autodiag_idempotency_keys WHERE key = ${row.key} AND created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`);
  await tx.execute(
    sql`INSERT INTO autodiag_idempotency_keys (key, evaluation_id, request_hash, code_sealed) VALUES (${row.key}, ${row.evaluationId}, ${row.requestHash}, ${row.codeSealed})`,
  );
}

/** Deletes the keys older than 24 hours (and with them the sealed resume codes). Returns how many. */
export async function forgetOldIdempotencyKeys(db: DbOrTx): Promise<number> {
  const rows = await queryRows<Pick<typeof autodiagIdempotencyKeys.$inferSelect, 'key'>>(db, sql`DELETE FROM autodiag_idempotency_keys WHERE created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS}) RETURNING key`);
  return rows.length;
}
