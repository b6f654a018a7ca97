import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields';
import { authorStamp, positiveId, updateSchemaOf } from '../common/ids';
import { pageQuerySchema, pageSchema, reportQueryOf } from '../common/page';
import { refId, requiredWelcomedRef, welcomedRefSchema } from './refs';
import { personRecordFilterOf } from './welcomed-filter';
import { HOME_TYPES, MAX_FAMILY_COMPOSITION, MONITOR_BENEFITS, MONITOR_RISKS, NEEDS, SUPPORT_LEVELS } from './monitor-rules';

// The paths, fixed lists and messages (no zod) are in monitor-rules.ts; re-exported here, so both import paths work.
export * from './monitor-rules';

export const familyCompositionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.string().nullable(),
  age: z.number().int().nullable(),
  disabled: z.boolean().nullable(),
});
export type FamilyCompositionRow = z.infer<typeof familyCompositionSchema>;

/** A monitoring visit; `created_at` is the time of its record (the monitoring date filters use its day in Brasília). */
export const monitorSchema = z.object({
  id: z.number().int(),
  welcomed: welcomedRefSchema,
  ...authorStamp,
  working: z.boolean().nullable(),
  signed_work_card: z.boolean().nullable(),
  like_work: z.boolean().nullable(),
  /** Ids of MONITOR_BENEFITS, ascending. */
  benefits: z.array(z.number().int()),
  /** Ids of MONITOR_RISKS, ascending. */
  riscs: z.array(z.number().int()),
  /** Id of HOME_TYPES. */
  home_type: z.number().int().nullable(),
  support_levels: z.array(z.enum(SUPPORT_LEVELS)),
  needs: z.array(z.enum(NEEDS)),
  notes: z.string().nullable(),
  family_composition: z.array(familyCompositionSchema),
});
export type Monitor = z.infer<typeof monitorSchema>;
export const monitorPageSchema = pageSchema(monitorSchema);

const optionalBoolean = (label: string) =>
  z
    .boolean({ error: `${label}: use verdadeiro ou falso` })
    .nullish()
    .transform((v) => v ?? null);

/** A list of catalogue ids (or `{id}`), each between 1 and `max`, without repeats, ascending. */
const catalogueIds = (label: string, max: number) =>
  z
    .array(refId(`${label}: item inválido`).refine((v) => v <= max, { error: `${label}: item inválido` }), { error: `${label} devem ser uma lista` })
    .max(max, `${label}: no máximo ${max}`)
    .nullish()
    .transform((v) => [...new Set(v ?? [])].sort((a, b) => a - b));

const enumList = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .array(z.enum(values, { error: `${label}: item inválido` }), { error: `${label} devem ser uma lista` })
    .max(values.length, `${label}: no máximo ${values.length}`)
    .nullish()
    .transform((v) => [...new Set(v ?? [])] as T[number][]);

/** A row of the family composition: `id` for a stored row (kept and updated); without it, a new row. `disabled` is the screen's and is kept as sent. */
export const familyCompositionInputSchema = z.object({
  id: positiveId('Membro da composição familiar inválido').optional(),
  name: requiredText('Nome do membro da família', 150),
  relation: optionalText('Parentesco', 60),
  age: z
    .number({ error: 'Idade do membro da família inválida' })
    .int('Idade do membro da família inválida')
    .min(0, 'Idade do membro da família inválida')
    .max(150, 'Idade do membro da família inválida')
    .nullish()
    .transform((v) => v ?? null),
  // The screen sends this flag as text ('true'/'false'); a JSON boolean is as good.
  disabled: z
    .union([z.boolean(), z.enum(['true', 'false', ''])], { error: "Deficiência do membro da família: use verdadeiro ou falso ('true' ou 'false')" })
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v === true || v === 'true')),
});

const familyCompositionList = z
  .array(familyCompositionInputSchema, { error: 'Composição familiar deve ser uma lista' })
  .max(MAX_FAMILY_COMPOSITION, `Composição familiar: no máximo ${MAX_FAMILY_COMPOSITION} pessoas`)
  .nullish();

/** POST /api/monitor. */
export const monitorCreateSchema = z.object({
  welcomed: requiredWelcomedRef,
  working: optionalBoolean('Trabalhando'),
  signed_work_card: optionalBoolean('Carteira assinada'),
  like_work: optionalBoolean('Gosta do trabalho'),
  benefits: catalogueIds('Benefícios', MONITOR_BENEFITS.length),
  riscs: catalogueIds('Riscos', MONITOR_RISKS.length),
  home_type: refId('Tipo de moradia inválido')
    .refine((v) => v <= HOME_TYPES.length, { error: 'Tipo de moradia inválido' })
    .nullish()
    .transform((v) => v ?? null),
  support_levels: enumList(SUPPORT_LEVELS, 'Níveis de apoio'),
  needs: enumList(NEEDS, 'Necessidades'),
  notes: optionalText('Observações', 2000),
  family_composition: familyCompositionList.transform((v) => v ?? []),
});
/**
 * PUT /api/monitor: the same plus the id. An explicit `family_composition` list replaces the stored rows
 * (rows with an id kept and updated, the others removed); without the field (or null) they stay as they are.
 */
export const monitorUpdateSchema = updateSchemaOf(monitorCreateSchema, 'id do monitoramento inválido').extend({
  family_composition: familyCompositionList.transform((v) => v ?? undefined),
});
export type MonitorCreate = z.input<typeof monitorCreateSchema>;
export type MonitorCreateParsed = z.output<typeof monitorCreateSchema>;
export type MonitorUpdate = z.input<typeof monitorUpdateSchema>;
export type MonitorUpdateParsed = z.output<typeof monitorUpdateSchema>;

/** The people-list filters (on the visited person) plus the person; monitor_date_ini/end keep the visits of those days. */
export const monitorFilterSchema = personRecordFilterOf({});
export type MonitorFilter = z.output<typeof monitorFilterSchema>;
export const monitorListQuerySchema = pageQuerySchema.extend(monitorFilterSchema.shape);
export const monitorReportQuerySchema = reportQueryOf(monitorListQuerySchema);
