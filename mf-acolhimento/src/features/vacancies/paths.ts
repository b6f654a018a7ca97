import { SCREENS } from '@sisacte/contracts/shell/screens';
import { familyPaths } from '@sisacte/ui';

/** Tabs of the vacancy screen, in the address as ?tab= ('referred': the people referred to it). */
export const VACANCY_TABS = ['info', 'referred'] as const;
export type VacancyTab = (typeof VACANCY_TABS)[number];

export const VACANCY_PATHS = familyPaths(SCREENS.vacancies, VACANCY_TABS);
