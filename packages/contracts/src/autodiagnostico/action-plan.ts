import { z } from 'zod';
import { isoDateBetween, requiredText } from '../common/fields';
import { labelledId } from '../common/ids';
import { riskLevelSchema } from './models';

/**
 * The action plan of an evaluation: one measure per question answered with a risk (Baixo, Médio,
 * Alto), prefilled from the model's suggested measures until the user saves it. Every call sends
 * the evaluation's resume code (`X-Codigo-Avaliacao`, see evaluations.ts).
 */
export const ACTION_PLAN_API = {
  /** Measures grouped by risk, Alto first. */
  risks: '/api/plano-de-acao/riscos/:id',
  firstQuestion: '/api/plano-de-acao/primeira-questao/:id',
  nextQuestion: '/api/plano-de-acao/proxima-questao/:id/:avaliation_id',
  question: '/api/plano-de-acao/questao/:id',
  measures: '/api/plano-de-acao/medidas/:id',
  save: '/api/plano-de-acao/medida',
  /**
   * The whole diagnosis (answers and risks per block) and the action plan, readable by an inspector.
   * Like every call about an evaluation it needs the X-Codigo-Avaliacao header: the page fetches it
   * and opens the file (a blob URL) in a new window.
   */
  pdf: '/api/plano-de-acao/report/:id',
  /** The measures (saved ones and, for the others, the suggestions) as a spreadsheet. */
  xlsx: '/api/plano-de-acao/report-xlsx/:id',
} as const;

export const ACTION_PLAN_SAVED_MESSAGE = 'Plano de Ação!';
export const NO_RISK_FOR_QUESTION_MESSAGE = 'Esta questão não tem risco identificado nesta avaliação';

/** A measure as shown on its card: saved (`id`) or still the suggestion (`id` null). */
export const measureSchema = z.object({
  id: z.number().int().nullable(),
  questao_id: z.number().int(),
  bloco: z.string(),
  enunciado: z.string(),
  resposta: z.string(),
  risco: riskLevelSchema,
  acoes: z.string(),
  responsavel: z.string().nullable(),
  data_inicio: z.string().nullable(),
  data_fim: z.string().nullable(),
});
export type Measure = z.infer<typeof measureSchema>;

export const measuresByRiskSchema = z.array(z.object({ risco: riskLevelSchema, medidas: z.array(measureSchema) }));
export type MeasuresByRisk = z.infer<typeof measuresByRiskSchema>;

/** The step of the measures wizard: the measure, or null after the last one. */
export const measureStepSchema = measureSchema.nullable();

/** `?avaliacao_id=` on GET /api/plano-de-acao/questao/{id}. */
export const measureQuestionQuerySchema = z.object({ avaliacao_id: z.coerce.number({ error: 'avaliacao_id inválido' }).pipe(labelledId('avaliacao_id')) });

/** POST /api/plano-de-acao/medida: creates or replaces the measure of one risky question. */
export const measureSaveSchema = z
  .object({
    avaliacao_id: labelledId('avaliacao_id'),
    questao_id: labelledId('questao_id'),
    acoes: z.string({ error: 'Ações são obrigatórias' }).trim().min(3, 'Ações devem ter ao menos 3 caracteres').max(4000, 'Ações devem ter no máximo 4000 caracteres'),
    responsavel: requiredText('Responsável', 200, { min: 2 }),
    data_inicio: isoDateBetween('Data de início', { min: '2000-01-01' }),
    data_fim: isoDateBetween('Data de fim', { min: '2000-01-01' }),
  })
  .refine((m) => m.data_fim >= m.data_inicio, { error: 'Data de fim não pode ser anterior à data de início', path: ['data_fim'] });
export type MeasureSave = z.infer<typeof measureSaveSchema>;

/** The answer to a save: the measure as stored and the success title ('Plano de Ação!'). */
export const measureSavedSchema = z.object({ message: z.string(), medida: measureSchema });
