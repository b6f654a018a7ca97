import { z } from 'zod';
import { entityPaths, listPaths } from '../common/api-path';
import { oneOf, optionalText, savedMessages } from '../common/fields';
import { recordSchema, updateSchemaOf } from '../common/ids';
import { pageQuerySchema, pageSchema, reportQueryOf } from '../common/page';
import { queryEnum, queryId } from '../common/query';
import { membership } from './memberships';
import { refId } from './refs';

/**
 * Job vacancies (vagas) of an employer: the list takes ?employer, ?function and ?status (id
 * descending by default); `remove` deletes the vacancy with its referred people; the XLSX is vagas.xlsx.
 */
export const VACANCIES_API = entityPaths('vacancies', 'vacancy');

/**
 * The people referred to a vacancy (welcomed vacancies): the list takes ?vacancy=ID (a page of 100)
 * and a POST of welcomedVacancyCreateSchema; `one` also takes PUT (the status) and DELETE; the
 * exports take ?vacancy=ID (the XLSX is encaminhados-vaga.xlsx).
 */
export const WELCOMED_VACANCIES_API = listPaths('welcomed-vacancies');

export const VACANCY_MESSAGES = savedMessages('Vaga Cadastrada!');
export const VACANCY_NOT_FOUND_MESSAGE = 'Vaga não encontrada';
export const WELCOMED_VACANCY_NOT_FOUND_MESSAGE = 'Encaminhamento à vaga não encontrado';
export const UNKNOWN_EMPLOYER_MESSAGE = 'Empregador inexistente';
export const UNKNOWN_FUNCTION_MESSAGE = 'Função inexistente';
export const UNKNOWN_VACANCY_MESSAGE = 'Vaga inexistente';
/** A referral is made to an open vacancy only ('Preenchida' or 'Cancelada' refuse new people). */
export const closedVacancyMessage = (status: string) => `Esta vaga está ${status.toLowerCase()}: só é possível encaminhar pessoas a vagas abertas`;
export const alreadyReferredToVacancyMessage = (name: string) => `${name} já foi encaminhado(a) a esta vaga`;

export const VACANCY_STATUSES = ['Aberta', 'Preenchida', 'Cancelada'] as const;
/** A referral to a vacancy starts as Encaminhado. */
export const WELCOMED_VACANCY_STATUSES = ['Encaminhado', 'Contratado', 'Não contratado', 'Desistente'] as const;
export const REFERRED_PAGE_SIZE = 100;
export const VACANCY_SORT_FIELDS = ['id', 'created_at'] as const;

export const vacancySchema = recordSchema({
  employer: z.object({ id: z.number().int(), name: z.string() }),
  function: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  places: z.number().int(),
  /** Monthly, in reais. */
  salary: z.number().nullable(),
  /** Working period or hours, free text ('Diurno, 44h'). */
  period: z.string().nullable(),
  status: z.enum(VACANCY_STATUSES),
  notes: z.string().nullable(),
  /** People referred to it (any status). */
  referred: z.number().int(),
});
export type Vacancy = z.infer<typeof vacancySchema>;
export const vacancyPageSchema = pageSchema(vacancySchema);

/** POST /api/vacancy: employer and function as ids or {id}. */
export const vacancyCreateSchema = z.object({
  employer: refId('Empregador inválido', 'Empregador é obrigatório'),
  function: refId('Função inválida')
    .nullish()
    .transform((v) => v ?? null),
  places: z.number({ error: 'Número de vagas inválido' }).int('Número de vagas inválido').min(1, 'Número de vagas deve ser ao menos 1').max(10_000, 'Número de vagas deve ser no máximo 10.000'),
  salary: z
    .number({ error: 'Salário inválido' })
    .min(0, 'Salário não pode ser negativo')
    .max(1_000_000, 'Salário deve ser no máximo 1.000.000')
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : Math.round(v * 100) / 100)),
  period: optionalText('Período', 100),
  status: oneOf('Situação da vaga', VACANCY_STATUSES)
    .nullish()
    .transform((v) => v ?? 'Aberta'),
  notes: optionalText('Observações', 2000),
});
export const vacancyUpdateSchema = updateSchemaOf(vacancyCreateSchema, 'id da vaga inválido');
export type VacancyCreateParsed = z.output<typeof vacancyCreateSchema>;
export type VacancyUpdateParsed = z.output<typeof vacancyUpdateSchema>;

export const vacancyFilterSchema = z.object({
  employer: queryId('Empregador'),
  function: queryId('Função'),
  status: queryEnum(VACANCY_STATUSES, 'Situação da vaga inválida'),
});
export type VacancyFilter = z.output<typeof vacancyFilterSchema>;
export const vacancyListQuerySchema = pageQuerySchema.extend(vacancyFilterSchema.shape);

// ---------------------------------------------------------------- referred people

/** POST /api/welcomed-vacancies: one person referred to one open vacancy, as Encaminhado; PUT {id}: the status. */
export const VACANCY_REFERRALS = membership({
  paths: WELCOMED_VACANCIES_API, field: 'vacancy', parentLabel: 'Vaga', parentRef: refId('Vaga inválida'),
  statuses: WELCOMED_VACANCY_STATUSES, pageSize: REFERRED_PAGE_SIZE,
  messages: { notFound: WELCOMED_VACANCY_NOT_FOUND_MESSAGE, unknownParent: UNKNOWN_VACANCY_MESSAGE, alreadyLinked: alreadyReferredToVacancyMessage },
});
export type WelcomedVacancy = z.infer<typeof VACANCY_REFERRALS.schema>;

export const vacancyReportQuerySchema = reportQueryOf(vacancyListQuerySchema);
