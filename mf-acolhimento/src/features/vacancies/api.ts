import { http } from '@sisacte/api-client';
import { EMPLOYERS_API } from '@sisacte/contracts/acolhimento/employers';
import { REFERRED_PAGE_SIZE, type Vacancy, VACANCIES_API, WELCOMED_VACANCIES_API, type WELCOMED_VACANCY_STATUSES } from '@sisacte/contracts/acolhimento/vacancies';
import { entityClient } from '@sisacte/ui';
import { linkedPeopleClient } from '../../shared/search-record-modal/linked-people-client';
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
export const referredApi = (vacancy: number) =>
  linkedPeopleClient<ReferralStatus>(WELCOMED_VACANCIES_API, { key: 'vacancy', size: REFERRED_PAGE_SIZE, xlsxName: 'encaminhados-vaga.xlsx' }, vacancy);
