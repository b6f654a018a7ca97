import { type Vacancy, type VACANCY_STATUSES } from '@sisacte/contracts/acolhimento/vacancies';

/** What the vacancy form holds. */
export interface VacancyFormValues {
  employer: number | null;
  function: number | null;
  places: number | null;
  salary: number | null;
  period: string;
  status: (typeof VACANCY_STATUSES)[number];
  notes: string;
}

export const toVacancyFormValues = (v?: Vacancy): VacancyFormValues => ({
  employer: v?.employer.id ?? null,
  function: v?.function?.id ?? null,
  places: v?.places ?? 1,
  salary: v?.salary ?? null,
  period: v?.period ?? '',
  status: v?.status ?? 'Aberta',
  notes: v?.notes ?? '',
});
