import { ACTION_PLAN_SAVED_MESSAGE, type Measure, type MeasuresByRisk, type MeasureSave, NO_RISK_FOR_QUESTION_MESSAGE } from '@sisacte/contracts/autodiagnostico/action-plan';
import { RISK_LEVELS } from '@sisacte/contracts/autodiagnostico/models';
import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import { type Database, type DbOrTx, withTransaction } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-errors';
import type { ResumeCodes } from '../evaluations/access';
import { questionsWithAnswers } from '../evaluations/repository';
import { riskCountsPerBlock, toEvaluation } from '../evaluations/service';
import type { DiagnosisReport } from './reports';
import { riskLevelOf } from '../models/repository';
import * as repo from './repository';

/**
 * The measures of an evaluation: one per question answered with a risk, highest risk first, then in
 * wizard order. A measure not saved yet shows the model's suggestions as its actions.
 */
async function planOf(db: DbOrTx, evaluationId: number, modelId: number, language: ContentLanguage): Promise<Measure[]> {
  const risky = (await questionsWithAnswers(db, modelId, evaluationId, language)).filter((r) => r.risco !== null && r.risco > 0);
  const saved = new Map((await repo.measuresOf(db, evaluationId)).map((m) => [m.questionId, m]));
  const suggestions = await repo.suggestionsFor(
    db,
    risky.filter((r) => !saved.has(r.questionId)).map((r) => r.optionId!),
    language,
  );
  return risky
    .map((r, order) => ({ r, order }))
    .sort((a, b) => b.r.risco! - a.r.risco! || a.order - b.order)
    .map(({ r }) => {
      const measure = saved.get(r.questionId);
      return {
        id: measure?.id ?? null,
        questao_id: r.questionId,
        bloco: r.blockTitulo,
        enunciado: r.enunciado,
        resposta: r.optionTexto!,
        risco: riskLevelOf(r.risco!),
        acoes: measure?.acoes ?? (suggestions.get(r.optionId!) ?? []).join('\n'),
        responsavel: measure?.responsavel ?? null,
        data_inicio: measure?.dataInicio ?? null,
        data_fim: measure?.dataFim ?? null,
      };
    });
}

/**
 * The plan with the model's texts (block, question, answer, suggested actions) in `language`; what the
 * user wrote in a saved measure stays as written.
 */
export async function plan(db: DbOrTx, codes: ResumeCodes, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<Measure[]> {
  const evaluation = await codes.open(db, id, code);
  return planOf(db, evaluation.id, evaluation.modelId, language);
}

/** GET /api/plano-de-acao/riscos/{id}: the measure cards grouped by risk, Alto first; risks without measures are left out. */
export async function measuresByRisk(db: DbOrTx, codes: ResumeCodes, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<MeasuresByRisk> {
  const measures = await plan(db, codes, id, code, language);
  return [...RISK_LEVELS]
    .reverse()
    .map((risco) => ({ risco, medidas: measures.filter((m) => m.risco === risco) }))
    .filter((g) => g.medidas.length > 0);
}

/** GET /api/plano-de-acao/medidas/{id}: the saved measures only. */
export async function savedMeasures(db: DbOrTx, codes: ResumeCodes, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<Measure[]> {
  return (await plan(db, codes, id, code, language)).filter((m) => m.id !== null);
}

export async function firstMeasure(db: DbOrTx, codes: ResumeCodes, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<Measure | null> {
  return (await plan(db, codes, id, code, language))[0] ?? null;
}

/** The measure after `questionId` in the plan's order; null after the last. */
export async function nextMeasure(db: DbOrTx, codes: ResumeCodes, questionId: number, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<Measure | null> {
  const measures = await plan(db, codes, id, code, language);
  const at = measures.findIndex((m) => m.questao_id === questionId);
  if (at < 0) throw notFound(NO_RISK_FOR_QUESTION_MESSAGE);
  return measures[at + 1] ?? null;
}

export async function measureOf(db: DbOrTx, codes: ResumeCodes, questionId: number, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<Measure> {
  const measure = (await plan(db, codes, id, code, language)).find((m) => m.questao_id === questionId);
  if (!measure) throw notFound(NO_RISK_FOR_QUESTION_MESSAGE);
  return measure;
}

/** POST /api/plano-de-acao/medida: only for a question answered with a risk in this evaluation. */
export async function saveMeasure(
  db: Database,
  codes: ResumeCodes,
  body: MeasureSave,
  code: string | undefined,
  language: ContentLanguage = 'pt',
): Promise<{ created: boolean; measure: Measure; message: string }> {
  const evaluation = await codes.open(db, body.avaliacao_id, code);
  if (!(await planOf(db, evaluation.id, evaluation.modelId, 'pt')).some((m) => m.questao_id === body.questao_id)) throw badRequest(NO_RISK_FOR_QUESTION_MESSAGE);
  const created = await withTransaction(db, (tx) =>
    repo.upsertMeasure(tx, { evaluationId: evaluation.id, questionId: body.questao_id, acoes: body.acoes, responsavel: body.responsavel, dataInicio: body.data_inicio, dataFim: body.data_fim }),
  );
  const measure = (await planOf(db, evaluation.id, evaluation.modelId, language)).find((m) => m.questao_id === body.questao_id)!;
  return { created, measure, message: ACTION_PLAN_SAVED_MESSAGE };
}

/** Everything the diagnosis PDF shows, read once behind the resume code. */
export async function diagnosisReport(db: DbOrTx, codes: ResumeCodes, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<DiagnosisReport> {
  const evaluation = await codes.open(db, id, code, language);
  const rows = await questionsWithAnswers(db, evaluation.modelId, evaluation.id, language);
  return {
    evaluation: toEvaluation(evaluation, rows),
    status: { avaliacao_id: evaluation.id, finalizou: evaluation.finalizadaEm !== null, blocos: riskCountsPerBlock(rows) },
    answers: rows.map((r) => ({ bloco: r.blockTitulo, enunciado: r.enunciado, referencia: r.referencia, resposta: r.optionTexto, risco: r.risco === null ? null : riskLevelOf(r.risco) })),
    measures: await planOf(db, evaluation.id, evaluation.modelId, language),
  };
}
