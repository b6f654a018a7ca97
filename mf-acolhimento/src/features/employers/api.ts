import { type Employer, type EmployerCreate, EMPLOYERS_API } from '@sisacte/contracts/acolhimento/employers';
import { type CnaeOption } from '@sisacte/contracts/localization/cnae';
import { entityClient, locationApi } from '@sisacte/ui';
import { type EmployerFilterValues, toEmployerQuery } from './employer-filters';

/**
 * The employers (GET /api/employers: id descending, 20 per page, with the list's filters), one employer, and the
 * list's PDF and XLSX. A delete is refused (400, with the reason) while the employer has vacancies.
 */
export const employerApi = entityClient<Employer, EmployerCreate, EmployerFilterValues>(EMPLOYERS_API, { query: toEmployerQuery, sort: 'id,desc', xlsxName: 'empregadores.xlsx' });

/** CNAE subclasses by code or description (GET /api/cnae/search?name). */
export const searchCnae = (name: string): Promise<CnaeOption[]> => locationApi.cnae(name);
