import { VACANCY_STATUSES } from '@sisacte/contracts/acolhimento/vacancies';
import { fieldsFilter } from '@sisacte/ui';

/** The vacancies list's filters, as the address keeps them: the employer's id and the status. */
export interface VacancyFilterValues {
  employer: string;
  status: string;
}

/** The filters in the address (?employer=&status=, only well-formed values), how many are set, and none. */
export const vacancyFilters = fieldsFilter<VacancyFilterValues>({
  employer: (v) => (/^[1-9]\d{0,9}$/.test(v) ? v : ''),
  status: (v) => ((VACANCY_STATUSES as readonly string[]).includes(v) ? v : ''),
});

/** The filters as the API's query: only those set. */
export const toVacancyQuery = vacancyFilters.query;
