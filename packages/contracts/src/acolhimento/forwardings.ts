import { z } from 'zod';
import { isoDateBetween, optionalText } from '../common/fields';
import { recordSchema, updateSchemaOf } from '../common/ids';
import { pageQuerySchema, pageSchema, reportQueryOf } from '../common/page';
import { queryDate } from '../common/query';
import { forwardingTypeSchema } from './forwarding-types';
import { refIdList, requiredWelcomedRef, welcomedRefSchema } from './refs';
import { personRecordFilterOf } from './welcomed-filter';
import { MAX_FORWARDING_TYPES } from './forwarding-rules';

// The paths, fixed lists and messages (no zod) are in forwarding-rules.ts; re-exported here, so both import paths work.
export * from './forwarding-rules';

export const forwardingSchema = recordSchema({
  welcomed: welcomedRefSchema,
  /** The day of the referral, YYYY-MM-DD. */
  date_of_register: z.string(),
  /** By title. */
  forwardingTypes: z.array(forwardingTypeSchema),
  notes: z.string().nullable(),
});
export type Forwarding = z.infer<typeof forwardingSchema>;
export const forwardingPageSchema = pageSchema(forwardingSchema);

/** POST /api/forwarding: the person and the types as ids or {id}; the day defaults to today (Brasília). */
export const forwardingCreateSchema = z.object({
  welcomed: requiredWelcomedRef,
  date_of_register: z
    .preprocess((v) => (v === '' ? null : v), isoDateBetween('Data do encaminhamento', { max: 'today' }).nullish())
    .transform((v) => v ?? null),
  forwardingTypes: refIdList('Tipo de encaminhamento inválido', MAX_FORWARDING_TYPES, 'Tipos de encaminhamento').refine((v) => v.length > 0, {
    error: 'Escolha ao menos um tipo de encaminhamento',
  }),
  notes: optionalText('Observações', 2000),
});
export const forwardingUpdateSchema = updateSchemaOf(forwardingCreateSchema, 'id do encaminhamento inválido');
export type ForwardingCreate = z.input<typeof forwardingCreateSchema>;
export type ForwardingCreateParsed = z.output<typeof forwardingCreateSchema>;
export type ForwardingUpdate = z.input<typeof forwardingUpdateSchema>;
export type ForwardingUpdateParsed = z.output<typeof forwardingUpdateSchema>;

/**
 * The people-list filters on the referred person, then the referrals' own. `forwarding_types` keeps
 * the referrals with any of the types.
 */
export const forwardingFilterSchema = personRecordFilterOf({
  forwarding_date_ini: queryDate('Encaminhado a partir de'),
  forwarding_date_end: queryDate('Encaminhado até'),
});
export type ForwardingFilter = z.output<typeof forwardingFilterSchema>;
export const forwardingListQuerySchema = pageQuerySchema.extend(forwardingFilterSchema.shape);
export const forwardingReportQuerySchema = reportQueryOf(forwardingListQuerySchema);
