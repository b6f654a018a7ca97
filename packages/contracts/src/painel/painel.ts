import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR, YEAR_MESSAGE, type ServiceCountKey } from './rules';

// The dashboard's paths, labels, ranges and the year rule live in rules.ts (no zod: the dashboard's screen loads
// them); re-exported here, so both import paths work.
export * from './rules';

/** `?ano=2025`; absent or '' is the current year in Brazil. */
export const painelQuerySchema = z.object({
  ano: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.coerce.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(MIN_YEAR, YEAR_MESSAGE).max(MAX_YEAR, YEAR_MESSAGE).optional(),
  ),
});
export type PainelQuery = z.infer<typeof painelQuerySchema>;

export const monthCountSchema = z.object({ mes: z.number().int().min(1).max(12), quantidade: z.number().int() });
/** Twelve months, Jan to Dez, zero where nothing happened. */
export const monthlySchema = z.object({ ano: z.number().int(), meses: z.array(monthCountSchema) });
export type Monthly = z.infer<typeof monthlySchema>;

/** Every year with data up to `ano`, ascending. */
export const yearlySchema = z.object({ ano: z.number().int(), anos: z.array(z.object({ ano: z.number().int(), quantidade: z.number().int() })) });
export type Yearly = z.infer<typeof yearlySchema>;

/** Counts by category (a pie or a bar per category), largest first unless the categories have an order. */
export const categoriesSchema = z.object({
  ano: z.number().int(),
  itens: z.array(z.object({ rotulo: z.string(), quantidade: z.number().int() })),
});
export type Categories = z.infer<typeof categoriesSchema>;

export const serviceCountsSchema = z.object({
  cadastrados: z.number().int(),
  acolhidos: z.number().int(),
  pernoites: z.number().int(),
  refeicoes: z.number().int(),
  encaminhamentos: z.number().int(),
  monitoramentos: z.number().int(),
  // exactly the columns of rules.ts
} satisfies Record<ServiceCountKey, z.ZodType<number>>);
export type ServiceCounts = z.infer<typeof serviceCountsSchema>;

/** The service table: one row per month and the total of the year (acolhidos: distinct people in the year). */
export const servicesSchema = z.object({
  ano: z.number().int(),
  meses: z.array(serviceCountsSchema.extend({ mes: z.number().int().min(1).max(12) })),
  total: serviceCountsSchema,
});
export type Services = z.infer<typeof servicesSchema>;

/**
 * GET /api/painel/operacoes (the operations calendar's header and the dashboard's card): operations
 * per status this month (those whose days touch the current month, in Brazil's time), complaints
 * awaiting inspection (included in an open operation and not inspected), complaints inspected in
 * the year `ano` and the operations whose days touch that year; complaints counted only when the
 * user may see them.
 */
export const operationsSummarySchema = z.object({
  ano: z.number().int(),
  /** false while the system has no operation at all (mensagem says so). */
  registradas: z.boolean(),
  mensagem: z.string().nullable(),
  /** Operations whose days touch the year `ano`. */
  total: z.number().int().nullable(),
  /** The current month, YYYY-MM. */
  mes: z.string(),
  /** Operations touching the current month, one row per status (all four, zeros included). */
  porStatus: z.array(z.object({ rotulo: z.string(), quantidade: z.number().int() })),
  aguardandoFiscalizacao: z.number().int(),
  fiscalizadasNoAno: z.number().int(),
});
export type OperationsSummary = z.infer<typeof operationsSummarySchema>;
