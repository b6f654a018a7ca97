import { z } from 'zod';
import { pageQuerySchema } from '../common/page';
import { labelledId } from '../common/ids';
import { isoDateBetween, requiredText } from '../common/fields';
import { INDICATOR_PAGE_SIZE, MAX_INDICATOR_PESO } from './indicator-rules';

// The paths, categories, labels and limits (no zod) are in indicator-rules.ts; re-exported here, so both import paths work.
export * from './indicator-rules';

export const indicatorSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  peso: z.number().int(),
  categoria_indicador: z.string(),
  status: z.number().int(),
  created_at: z.string(),
});
export type Indicator = z.infer<typeof indicatorSchema>;

export const indicatorUpsertSchema = z.object({
  id: labelledId('id do indicador').optional().nullable(),
  nome: requiredText('Nome', 200),
  descricao: z
    .string()
    .trim()
    .max(1000, 'Descrição deve ter no máximo 1000 caracteres')
    .nullish()
    .transform((v) => (v ? v : null)),
  peso: z
    .number({ error: 'Peso deve ser um número' })
    .int('Peso deve ser um número inteiro')
    .min(0, 'Peso deve ser 0 ou mais')
    .max(MAX_INDICATOR_PESO, `Peso deve ser no máximo ${MAX_INDICATOR_PESO}`),
  categoria_indicador: requiredText('Categoria do indicador', 120, { feminine: true }),
  status: z.union([z.literal(0), z.literal(1)], { error: 'Situação deve ser 1 (ativo) ou 0 (inativo)' }).default(1),
});
export type IndicatorUpsert = z.input<typeof indicatorUpsertSchema>;

const isoDateQuery = (label: string) => isoDateBetween(label).optional();
const intQuery = (label: string) =>
  z.coerce.number({ error: `${label} deve ser um número` }).int(`${label} deve ser um número inteiro`).min(0, `${label} deve ser 0 ou mais`).max(1_000_000, `${label} muito grande`).optional();

/** GET /api/indicadores: dates filter created_at (inclusive days), peso between peso_ini and peso_fim. Default sort id,asc; size 20. */
export const indicatorListQuerySchema = pageQuerySchema.extend({
  data_ini: isoDateQuery('Data inicial'),
  data_fim: isoDateQuery('Data final'),
  peso_ini: intQuery('Peso inicial'),
  peso_fim: intQuery('Peso final'),
  categoria_indicador: z.string().trim().max(120, 'Categoria muito longa').optional(),
  status: z.coerce.number({ error: 'Situação deve ser 0 ou 1' }).int().min(0, 'Situação deve ser 0 ou 1').max(1, 'Situação deve ser 0 ou 1').optional(),
  size: pageQuerySchema.shape.size.default(INDICATOR_PAGE_SIZE),
});
export type IndicatorListQuery = z.infer<typeof indicatorListQuerySchema>;
