import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/** Tabs of the vacancy screen, in the address as ?tab= ('referred': the people referred to it). */
export const VACANCY_TABS = ['info', 'referred'] as const;
export type VacancyTab = (typeof VACANCY_TABS)[number];

export const VACANCY_PATHS = {
  list: SCREENS.vacancies.list,
  create: SCREENS.vacancies.create,
  edit: (id: number | string, tab?: VacancyTab) => fillPath(SCREENS.vacancies.edit, { vacancy_id: id }) + (tab === 'referred' ? '?tab=referred' : ''),
} as const;
