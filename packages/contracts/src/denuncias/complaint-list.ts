import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../common/page';
import { queryDate, queryEnum, queryId, yesNo } from '../common/query';
import { COMPLAINT_LANGUAGE_MESSAGE, COMPLAINT_LANGUAGES, COMPLAINT_STATUSES, complaintLanguageSchema, complaintStatusSchema } from './complaints';
import { AREA_MESSAGES, CLOSING_FORECAST_OPTIONS, COMPLAINT_PAGE_SIZE, parseArea } from './complaint-list-rules';

// The paths, fixed lists and messages (no zod) are in complaint-list-rules.ts; re-exported here, so both import paths work.
export * from './complaint-list-rules';

const areaSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string({ error: AREA_MESSAGES.FORMAT })
    .max(12_000, AREA_MESSAGES.MANY)
    .transform((value, ctx) => {
      const parsed = parseArea(value);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.ring;
    })
    .optional(),
);

const scoreQuery = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: `${label} deve ser um número` }).int(`${label} deve ser um número inteiro`).min(0, `${label} deve ser 0 ou mais`).max(1_000_000, `${label} muito grande`).optional(),
  );

/**
 * The list filters (GET /api/denuncias, /pontos and /report), under the names clients send:
 * - data_ini, data_fim: created on or after / on or before these days (Brazil's time);
 * - score_ini, score_fim: IRTE score range, inclusive;
 * - encerramento: closing forecast within the next 30/45/60/90 days (from today to that day), or
 *   `sem_previsao` (no forecast, or more than 100 days away);
 * - uf, municipio (city id), organizacao (an organization's id, or its name or acronym), status;
 * - arquivada: false (default) the complaint list, true the archived list;
 * - idioma: the language it was filed in (pt, es, en, fr, ht);
 * - area: the map polygon (see parseArea); only complaints whose establishment point lies inside
 *   or on its edge.
 */
export const complaintFilterSchema = z.object({
  data_ini: queryDate('Data inicial'),
  data_fim: queryDate('Data final'),
  score_ini: scoreQuery('Pontuação mínima'),
  score_fim: scoreQuery('Pontuação máxima'),
  encerramento: queryEnum(CLOSING_FORECAST_OPTIONS, 'Previsão de encerramento deve ser 30, 45, 60, 90 ou sem_previsao'),
  uf: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'UF inválida').optional(),
  ),
  municipio: queryId('Município'),
  organizacao: z
    .string()
    .trim()
    .max(200, 'Organização deve ter no máximo 200 caracteres')
    .optional()
    .transform((v) => (v ? v : undefined)),
  status: queryEnum(COMPLAINT_STATUSES, 'Situação da denúncia inválida'),
  arquivada: yesNo('Arquivada').transform((v) => v ?? false),
  area: areaSchema,
  idioma: queryEnum(COMPLAINT_LANGUAGES, COMPLAINT_LANGUAGE_MESSAGE),
});
export type ComplaintFilter = z.output<typeof complaintFilterSchema>;
export type ComplaintFilterInput = z.input<typeof complaintFilterSchema>;

export const COMPLAINT_DATES_REVERSED_MESSAGE = 'A data final não pode ser anterior à data inicial';
export const COMPLAINT_SCORES_REVERSED_MESSAGE = 'A pontuação máxima não pode ser menor que a mínima';

/** A reversed range is a mistake to tell, not an empty list to show. */
function rangesInOrder(f: { data_ini?: string | undefined; data_fim?: string | undefined; score_ini?: number | undefined; score_fim?: number | undefined }, ctx: z.RefinementCtx) {
  if (f.data_ini && f.data_fim && f.data_fim < f.data_ini) ctx.addIssue({ code: 'custom', message: COMPLAINT_DATES_REVERSED_MESSAGE, path: ['data_fim'] });
  if (f.score_ini !== undefined && f.score_fim !== undefined && f.score_fim < f.score_ini)
    ctx.addIssue({ code: 'custom', message: COMPLAINT_SCORES_REVERSED_MESSAGE, path: ['score_fim'] });
}

export const complaintListQuerySchema = pageQuerySchema
  .extend({
    ...complaintFilterSchema.shape,
    size: pageQuerySchema.shape.size.default(COMPLAINT_PAGE_SIZE),
  })
  .superRefine(rangesInOrder);
export type ComplaintListQuery = z.input<typeof complaintListQuerySchema>;
export const complaintReportQuerySchema = complaintFilterSchema.extend({ sort: pageQuerySchema.shape.sort }).superRefine(rangesInOrder);

/** One row of the list. */
export const complaintListItemSchema = z.object({
  id: z.number().int(),
  /** The protocol number (DEN-2026-000123). */
  numerodemanda: z.string(),
  nomefantasia: z.string(),
  municipio: z.object({ id: z.number().int(), nome: z.string() }),
  uf: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
  score: z.number().int(),
  status: complaintStatusSchema,
  arquivada: z.boolean(),
  /** YYYY-MM-DD or null. */
  estabelecimento_encerramento: z.string().nullable(),
  /** 'Encerrado', 'Sem previsão' or the days left (daysRemainingLabel, computed when answered). */
  diasRestantes: z.string(),
  estabelecimento_latitude: z.number().nullable(),
  estabelecimento_longitude: z.number().nullable(),
  /** Who filed it (staff's name): only for holders of VisualizarTodasDemandas; null otherwise or when filed by the public. */
  nomeCadastrador: z.string().nullable(),
  /** The language it was filed in. */
  idioma: complaintLanguageSchema,
});
export type ComplaintListItem = z.infer<typeof complaintListItemSchema>;
export const complaintPageSchema = pageSchema(complaintListItemSchema);

/** One point of the map beside the list (complaints without a point are left out). */
export const complaintPointSchema = z.object({
  id: z.number().int(),
  numerodemanda: z.string(),
  score: z.number().int(),
  lat: z.number(),
  lng: z.number(),
});
export type ComplaintPoint = z.infer<typeof complaintPointSchema>;
export const complaintPointsSchema = z.object({
  points: z.array(complaintPointSchema),
  /** True when the filter matched more located complaints than COMPLAINT_MAP_MAX_POINTS. */
  truncated: z.boolean(),
});
export type ComplaintPoints = z.infer<typeof complaintPointsSchema>;
