import { http, openPdf, saveFile } from '@sisacte/api-client';
import { EMPLOYERS_API } from '@sisacte/contracts/acolhimento/employers';
import {
  REFERRED_PAGE_SIZE,
  type Vacancy,
  VACANCIES_API,
  type WelcomedVacancy,
  WELCOMED_VACANCIES_API,
  type WELCOMED_VACANCY_STATUSES,
} from '@sisacte/contracts/acolhimento/vacancies';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import { entityClient } from '@sisacte/ui';
import { toVacancyQuery, type VacancyFilterValues } from './vacancy-filters';
import { type VacancyFormValues } from './vacancy-form-values';

const SORT = 'id,desc';

export type ReferralStatus = (typeof WELCOMED_VACANCY_STATUSES)[number];
export interface EmployerOption {
  id: number;
  name: string;
  document: string;
}

/** The vacancies (GET /api/vacancies: id descending, 20 per page, with the list's filters), one vacancy, and the list's PDF and XLSX. */
export const vacancyApi = entityClient<Vacancy, VacancyFormValues, VacancyFilterValues>(VACANCIES_API, { query: toVacancyQuery, sort: SORT, xlsxName: 'vagas.xlsx' });

/** Every employer by name (GET /api/employers-list), for the vacancy's employer. */
export const listEmployerOptions = () => http.get<EmployerOption[]>(EMPLOYERS_API.all);

/** The people referred to a vacancy (GET /api/welcomed-vacancies?vacancy=), 100 per page, and what is done with them. */
export const referredApi = (vacancy: number) => ({
  list: (page: number) => http.get<Page<WelcomedVacancy>>(WELCOMED_VACANCIES_API.list, { vacancy, page, size: REFERRED_PAGE_SIZE }),
  add: (welcomed: number) => http.create<WelcomedVacancy>(WELCOMED_VACANCIES_API.list, { welcomed, vacancy }),
  setStatus: (id: number, status: ReferralStatus) => http.put<WelcomedVacancy>(fillPath(WELCOMED_VACANCIES_API.one, { id }), { status }),
  remove: (id: number) => http.delete(fillPath(WELCOMED_VACANCIES_API.one, { id })),
  pdf: () => openPdf(WELCOMED_VACANCIES_API.report, { vacancy }),
  xlsx: () => saveFile(WELCOMED_VACANCIES_API.reportXlsx, 'encaminhados-vaga.xlsx', { vacancy }),
});
