import { type EditorCategory, type EditorQuestion, type OptionTranslations, type QuestionTranslations } from '@sisacte/contracts/denuncias/questions';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { indicators, optionIndicators, questionCategories, questionOptions, questions } from '../../../db/schema';

interface OptionRow {
  id: number;
  questionId: number;
  valor: string;
  indicadores: number[];
  traducoes: OptionTranslations;
}

/** Active options of `questionIds`, in their order, each with its indicator ids. */
async function activeOptions(db: DbOrTx, questionIds: number[]): Promise<OptionRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .select({
      id: questionOptions.id,
      questionId: questionOptions.questionId,
      valor: questionOptions.valor,
      traducoes: questionOptions.traducoes,
      indicadores: sql<number[]>`coalesce((select array_agg(oi.indicator_id order by oi.indicator_id) from ${optionIndicators} oi where oi.option_id = question_options.id), '{}')`,
    })
    .from(questionOptions)
    .where(and(inArray(questionOptions.questionId, questionIds), eq(questionOptions.ativa, true)))
    .orderBy(asc(questionOptions.ordem), asc(questionOptions.id));
}

const questionColumns = {
  id: questions.id,
  categoriaId: questions.categoriaId,
  enunciado: questions.enunciado,
  tipo: questions.tipo,
  requerido: questions.requerido,
  ordem: questions.ordem,
  status: questions.status,
  parentId: questions.parentId,
  parentAnswer: questions.parentAnswer,
  ajuda: questions.ajuda,
  traducoes: questions.traducoes,
};

type QuestionRow = { [K in keyof typeof questionColumns]: (typeof questions.$inferSelect)[K] };

/** A question as stored: its Portuguese texts with their translations (what the editor reads). */
function toQuestion(row: QuestionRow, options: OptionRow[]): EditorQuestion {
  return {
    id: row.id,
    enunciado: row.enunciado,
    tipo: row.tipo as EditorQuestion['tipo'],
    requerido: row.requerido,
    ordem: row.ordem,
    status: row.status,
    categoria: { id: row.categoriaId },
    opcoes: options
      .filter((o) => o.questionId === row.id)
      .map((o) => ({ id: o.id, valor: o.valor, indicadores: (o.indicadores ?? []).map((id) => ({ id: Number(id) })), traducoes: o.traducoes ?? {} })),
    parent: row.parentId,
    parentAnswer: row.parentAnswer,
    ajuda: row.ajuda,
    traducoes: row.traducoes ?? {},
  };
}

/**
 * The live questionnaire: every category in panel order, with its active questions in `ordem` and their
 * active options, each with its translations.
 */
export async function loadQuestionnaire(db: DbOrTx): Promise<EditorCategory[]> {
  const categories = await db.select().from(questionCategories).orderBy(asc(questionCategories.ordem), asc(questionCategories.id));
  const rows = await db
    .select(questionColumns)
    .from(questions)
    .where(eq(questions.status, 1))
    .orderBy(asc(questions.ordem), asc(questions.id));
  const options = await activeOptions(
    db,
    rows.map((r) => r.id),
  );
  return categories.map((c) => ({
    id: c.id,
    titulo: c.titulo,
    ordem: c.ordem,
    traducoes: c.traducoes ?? {},
    questoes: rows.filter((r) => r.categoriaId === c.id).map((r) => toQuestion(r, options)),
  }));
}

/** Weight of each active indicator (what an option's indicators add to a complaint's IRTE score). */
export async function activeIndicatorWeights(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db.select({ id: indicators.id, peso: indicators.peso }).from(indicators).where(eq(indicators.status, 1));
  return new Map(rows.map((r) => [r.id, r.peso]));
}

export async function findActiveQuestion(db: DbOrTx, id: number): Promise<EditorQuestion | null> {
  const [row] = await db
    .select(questionColumns)
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.status, 1)));
  if (!row) return null;
  return toQuestion(row, await activeOptions(db, [id]));
}

/** Locks the question row until the end of the transaction. */
export async function lockActiveQuestion(tx: DbOrTx, id: number): Promise<QuestionRow | null> {
  const [row] = await tx
    .select(questionColumns)
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.status, 1)))
    .for('update');
  return row ?? null;
}

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: questionCategories.id }).from(questionCategories).where(eq(questionCategories.id, id));
  return rows.length > 0;
}

export async function activeChildren(db: DbOrTx, parentId: number): Promise<{ id: number; enunciado: string }[]> {
  return db
    .select({ id: questions.id, enunciado: questions.enunciado })
    .from(questions)
    .where(and(eq(questions.parentId, parentId), eq(questions.status, 1)))
    .orderBy(asc(questions.ordem));
}

export async function maxOrdem(db: DbOrTx, categoriaId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${questions.ordem}), 0)::int` })
    .from(questions)
    .where(and(eq(questions.categoriaId, categoriaId), eq(questions.status, 1)));
  return row?.max ?? 0;
}

export async function existingIndicatorIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: indicators.id }).from(indicators).where(inArray(indicators.id, ids));
  return new Set(rows.map((r) => r.id));
}

export interface QuestionWrite {
  categoriaId: number;
  enunciado: string;
  tipo: number;
  requerido: boolean;
  ordem: number;
  parentId: number | null;
  parentAnswer: string | null;
  ajuda: string | null;
  traducoes: QuestionTranslations;
}

export async function insertQuestion(tx: DbOrTx, data: QuestionWrite): Promise<number> {
  const [row] = await tx.insert(questions).values(data).returning({ id: questions.id });
  return row!.id;
}

export async function updateQuestion(tx: DbOrTx, id: number, data: Partial<QuestionWrite> & { status?: number }): Promise<void> {
  await tx
    .update(questions)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(questions.id, id));
}

export async function optionIdsOf(tx: DbOrTx, questionId: number): Promise<Set<number>> {
  const rows = await tx.select({ id: questionOptions.id }).from(questionOptions).where(eq(questionOptions.questionId, questionId));
  return new Set(rows.map((r) => r.id));
}

/**
 * Makes the question's active options exactly `options` (in that order): those with an id are
 * updated, the others inserted, and the ones left out deactivated (past answers keep pointing at them).
 */
export async function replaceOptions(
  tx: DbOrTx,
  questionId: number,
  options: { id?: number | null; valor: string; indicadores: { id: number }[]; traducoes: OptionTranslations }[],
): Promise<void> {
  const kept: number[] = [];
  for (const [index, option] of options.entries()) {
    let id = option.id ?? null;
    if (id) {
      await tx.update(questionOptions).set({ valor: option.valor, ordem: index, ativa: true, traducoes: option.traducoes }).where(eq(questionOptions.id, id));
    } else {
      const [row] = await tx.insert(questionOptions).values({ questionId, valor: option.valor, ordem: index, traducoes: option.traducoes }).returning({ id: questionOptions.id });
      id = row!.id;
    }
    kept.push(id);
    await tx.delete(optionIndicators).where(eq(optionIndicators.optionId, id));
    const indicatorIds = [...new Set(option.indicadores.map((i) => i.id))];
    if (indicatorIds.length > 0) await tx.insert(optionIndicators).values(indicatorIds.map((indicatorId) => ({ optionId: id, indicatorId })));
  }
  const dropped = await tx
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(and(eq(questionOptions.questionId, questionId), eq(questionOptions.ativa, true)));
  const toDeactivate = dropped.map((r) => r.id).filter((id) => !kept.includes(id));
  if (toDeactivate.length > 0) await tx.update(questionOptions).set({ ativa: false }).where(inArray(questionOptions.id, toDeactivate));
}

/** The active neighbour above (smaller ordem) or below (larger ordem) in the same category. */
export async function neighbour(tx: DbOrTx, q: { id: number; categoriaId: number; ordem: number }, direction: 'cima' | 'baixo') {
  const rows = await tx
    .select({ id: questions.id, ordem: questions.ordem })
    .from(questions)
    .where(
      and(
        eq(questions.categoriaId, q.categoriaId),
        eq(questions.status, 1),
        sql`${questions.id} <> ${q.id}`,
        direction === 'cima'
          ? sql`(${questions.ordem} < ${q.ordem} OR (${questions.ordem} = ${q.ordem} AND ${questions.id} < ${q.id}))`
          : sql`(${questions.ordem} > ${q.ordem} OR (${questions.ordem} = ${q.ordem} AND ${questions.id} > ${q.id}))`,
      ),
    )
    .orderBy(direction === 'cima' ? sql`${questions.ordem} DESC, ${questions.id} DESC` : sql`${questions.ordem} ASC, ${questions.id} ASC`)
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/** The questionnaire's version, which every write to it bumps (any instance). */
export async function readQuestionnaireVersion(db: DbOrTx): Promise<bigint> {
  const [row] = await queryRows<{ version: string }>(db, sql`SELECT version::text AS version FROM questionnaire_version`);
  return BigInt(row?.version ?? 0);
}
