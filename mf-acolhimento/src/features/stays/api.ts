import { http, openPdf, saveFile } from '@sisacte/api-client';
import { type Stay, type StayCheckin, type StayUpdate } from '@sisacte/contracts/acolhimento/stays';
import { STAY_DEFAULT_SORT, STAY_PAGE_SIZE, STAYS_API } from '@sisacte/contracts/acolhimento/stays-api';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import { toStayQuery, type StayFilterValues } from './stay-filters';

/** GET /api/stays with the list's filters: id descending, 20 per page. */
export const listStays = (filters: StayFilterValues, page: number) =>
  http.get<Page<Stay>>(STAYS_API.list, { ...toStayQuery(filters), page, size: STAY_PAGE_SIZE, sort: STAY_DEFAULT_SORT });
export const getStay = (id: number) => http.get<Stay>(fillPath(STAYS_API.one, { id }));
export const checkin = (body: StayCheckin) => http.create<Stay>(STAYS_API.checkin, body);
/** The check-out, or any change of the stay's dates. */
export const updateStay = (body: StayUpdate) => http.put<Stay>(STAYS_API.checkout, body);
export const deleteStay = (id: number) => http.delete(fillPath(STAYS_API.one, { id }));

/** PDF of the filtered list, in a new window. */
export const openStaysReport = (filters: StayFilterValues) => openPdf(STAYS_API.report, { ...toStayQuery(filters), sort: STAY_DEFAULT_SORT });
/** XLSX of the filtered list, saved. */
export const saveStaysXlsx = (filters: StayFilterValues) => saveFile(STAYS_API.reportXlsx, 'estadias.xlsx', toStayQuery(filters));
