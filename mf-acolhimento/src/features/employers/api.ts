import { http, openPdf, saveFile } from '@sisacte/api-client';
import { type Employer, type EmployerCreate, EMPLOYERS_API } from '@sisacte/contracts/acolhimento/employers';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import { type CnaeOption } from '@sisacte/contracts/localization/cnae';
import { locationApi } from '@sisacte/ui';
import { type EmployerFilterValues, toEmployerQuery } from './employer-filters';

const SORT = 'id,desc';

/** GET /api/employers: id descending, 20 per page. */
export const listEmployers = (filters: EmployerFilterValues, page: number) =>
  http.get<Page<Employer>>(EMPLOYERS_API.list, { ...toEmployerQuery(filters), page, size: 20, sort: SORT });
export const getEmployer = (id: number) => http.get<Employer>(fillPath(EMPLOYERS_API.one, { id }));
export const createEmployer = (body: EmployerCreate) => http.create<Employer>(EMPLOYERS_API.save, body);
export const updateEmployer = (body: EmployerCreate & { id: number }) => http.put<Employer>(EMPLOYERS_API.save, body);
/** Refused (400, with the reason) while the employer has vacancies. */
export const deleteEmployer = (id: number) => http.delete(fillPath(EMPLOYERS_API.remove, { id }));

/** PDF of the filtered list, in a new window. */
export const openEmployersReport = (filters: EmployerFilterValues) => openPdf(EMPLOYERS_API.report, { ...toEmployerQuery(filters), sort: SORT });
/** XLSX of the filtered list, saved. */
export const saveEmployersXlsx = (filters: EmployerFilterValues) => saveFile(EMPLOYERS_API.reportXlsx, 'empregadores.xlsx', toEmployerQuery(filters));

/** CNAE subclasses by code or description (GET /api/cnae/search?name). */
export const searchCnae = (name: string): Promise<CnaeOption[]> => locationApi.cnae(name);
