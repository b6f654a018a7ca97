import { z } from 'zod';
import { onlyDigits } from '../common/cpf';
import { pageQuerySchema } from '../common/page';
import { idList, queryAge, queryDate, queryEnum, queryId, queryText, yesNo } from '../common/query';
import { CIVIL_STATUSES, GENDERS, SCHOLARITIES, WELCOMED_STATUS_FILTERS } from './welcomed';

/**
 * Every filter of the people list (also the reports and the search modal). Each one narrows the result; absent/'' means no filter.
 *
 * `stays` (Hospedados / Não Hospedados): people with an open stay (staying now) / everyone else.
 * `forwardings`, `monitors` (yes/no: Encaminhados, Monitorados), `monitor_date_ini`/`monitor_date_end`
 * and `forwarding_types` use the referrals and monitoring visits (see their modules).
 */
export const welcomedFilterSchema = z.object({
  name: queryText('Nome', 150),
  age_min: queryAge('Idade mínima'),
  age_max: queryAge('Idade máxima'),
  /** Digits or masked; matched on its digits (prefix). */
  cpf: z
    .string()
    .trim()
    .max(14, 'CPF deve ter no máximo 14 caracteres')
    .optional()
    .transform((v) => (v ? onlyDigits(v) || undefined : undefined)),
  /** CRNM, contains (case-insensitive). */
  rg: queryText('CRNM', 30),
  gender: queryEnum(GENDERS, 'Sexo deve ser Masculino ou Feminino'),
  scholarity: queryEnum(SCHOLARITIES, 'Escolaridade inválida'),
  nacionality: queryId('Nacionalidade'),
  state: queryId('Estado'),
  city: queryId('Cidade'),
  foreing_state: queryText('Estado estrangeiro', 100),
  foreing_city: queryText('Cidade estrangeira', 100),
  civil_status: queryEnum(CIVIL_STATUSES, 'Estado civil inválido'),
  /** Hospedados: an open stay (staying now); false: no open stay. */
  stays: yesNo('Hospedados'),
  forwardings: yesNo('Encaminhados'),
  monitors: yesNo('Monitorados'),
  author: queryId('Autor'),
  /** date_of_register from this day (inclusive). */
  date_ini: queryDate('Data inicial'),
  /** date_of_register up to this day (inclusive). */
  date_end: queryDate('Data final'),
  /** Monitored on or after / on or before this day (the search modal's monitoring dates). */
  monitor_date_ini: queryDate('Monitoramento a partir de'),
  monitor_date_end: queryDate('Monitoramento até'),
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? 'active' : v === 'drashed' ? 'trashed' : v),
    z.enum(WELCOMED_STATUS_FILTERS, { error: "status deve ser 'active' ou 'trashed'" }),
  ),
  forwarding_types: idList('Tipos de encaminhamento'),
  functions: idList('Profissões'),
});
export const welcomedListQuerySchema = pageQuerySchema.extend(welcomedFilterSchema.shape);

/**
 * The filters of a list of a person's records (stays, referrals, monitoring visits): the people-list
 * filters, applied to the record's person (active people by default), then the person itself
 * (`welcomed_id`) and the record's `own` filters.
 */
export const personRecordFilterOf = <S extends z.ZodRawShape>(own: S) => welcomedFilterSchema.extend({ welcomed_id: queryId('Pessoa'), ...own });
export type WelcomedFilter = z.output<typeof welcomedFilterSchema>;

export const AGE_RANGE_MESSAGE = 'Idade mínima não pode ser maior que a idade máxima';
/** 'Check-in: a data inicial não pode ser posterior à data final' */
export const reversedDatesMessage = (what: string) => `${what}: a data inicial não pode ser posterior à data final`;

/** The reversed ranges of a people-list filter (age, registration and monitoring dates), as messages; [] when none. */
export function welcomedFilterRangeProblems(f: Partial<Pick<WelcomedFilter, 'age_min' | 'age_max' | 'date_ini' | 'date_end' | 'monitor_date_ini' | 'monitor_date_end'>>): string[] {
  const problems: string[] = [];
  if (f.age_min !== undefined && f.age_max !== undefined && f.age_min > f.age_max) problems.push(AGE_RANGE_MESSAGE);
  if (f.date_ini && f.date_end && f.date_ini > f.date_end) problems.push(reversedDatesMessage('Data de cadastro'));
  if (f.monitor_date_ini && f.monitor_date_end && f.monitor_date_ini > f.monitor_date_end) problems.push(reversedDatesMessage('Monitoramento'));
  return problems;
}
export type WelcomedListQuery = z.input<typeof welcomedListQuerySchema>;
export type WelcomedListQueryParsed = z.output<typeof welcomedListQuerySchema>;
