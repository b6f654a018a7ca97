import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { autodiagEvaluations, autodiagMeasures, autodiagSuggestedMeasures } from '../../../db/schema';
import { inLanguage } from '../models/localized-repository';

/** The saved measures of an evaluation, by question. */
export async function measuresOf(db: DbOrTx, evaluationId: number) {
  return db
    .select({
      id: autodiagMeasures.id,
      questionId: autodiagMeasures.questionId,
      acoes: autodiagMeasures.acoes,
      responsavel: autodiagMeasures.responsavel,
      dataInicio: autodiagMeasures.dataInicio,
      dataFim: autodiagMeasures.dataFim,
    })
    .from(autodiagMeasures)
    .where(eq(autodiagMeasures.evaluationId, evaluationId));
}

/** The model's suggested measures of each option, in order, in `language` (Portuguese where not translated). */
export async function suggestionsFor(db: DbOrTx, optionIds: readonly number[], language: ContentLanguage = 'pt'): Promise<Map<number, string[]>> {
  const bySuggestion = new Map<number, string[]>();
  if (optionIds.length === 0) return bySuggestion;
  const rows = await db
    .select({ optionId: autodiagSuggestedMeasures.optionId, texto: inLanguage(autodiagSuggestedMeasures.texto, autodiagSuggestedMeasures.traducoes, language) })
    .from(autodiagSuggestedMeasures)
    .where(inArray(autodiagSuggestedMeasures.optionId, [...optionIds]))
    .orderBy(asc(autodiagSuggestedMeasures.optionId), asc(autodiagSuggestedMeasures.ordem));
  for (const row of rows) bySuggestion.set(row.optionId, [...(bySuggestion.get(row.optionId) ?? []), row.texto]);
  return bySuggestion;
}

/** Creates or replaces the measure of one question; true when it was new. The evaluation counts as used now. */
export async function upsertMeasure(
  tx: DbOrTx,
  row: { evaluationId: number; questionId: number; acoes: string; responsavel: string; dataInicio: string; dataFim: string },
): Promise<boolean> {
  const [saved] = await tx
    .insert(autodiagMeasures)
    .values(row)
    .onConflictDoUpdate({
      target: [autodiagMeasures.evaluationId, autodiagMeasures.questionId],
      set: { acoes: row.acoes, responsavel: row.responsavel, dataInicio: row.dataInicio, dataFim: row.dataFim, updatedAt: sql`now()` },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  await tx.update(autodiagEvaluations).set({ updatedAt: sql`now()` }).where(eq(autodiagEvaluations.id, row.evaluationId));
  return saved!.created;
}
