import { http, openPdf, saveFile } from '@sisacte/api-client';
import {
  type Monitor,
  type MonitorCreate,
  MONITOR_DEFAULT_SORT,
  MONITORS_API,
  type MonitorUpdate,
} from '@sisacte/contracts/acolhimento/monitors';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import { toListQuery, type WelcomedFilterValues } from '../../shared/welcomed-filters/filters';

export const MONITOR_PAGE_SIZE = 20;

/** GET /api/monitors: every person's visits with the people filters (and the visits' dates); id ascending, 20 per page. */
export const listMonitors = (filters: WelcomedFilterValues, page: number) =>
  http.get<Page<Monitor>>(MONITORS_API.list, { ...toListQuery(filters), sort: MONITOR_DEFAULT_SORT, page, size: MONITOR_PAGE_SIZE });
/** PDF of the filtered list (first 2,000 visits), in a new tab. */
export const openMonitorsReport = (filters: WelcomedFilterValues) => openPdf(MONITORS_API.report, { ...toListQuery(filters), sort: MONITOR_DEFAULT_SORT });
/** XLSX of the filtered list (every visit), saved. */
export const saveMonitorsXlsx = (filters: WelcomedFilterValues) => saveFile(MONITORS_API.reportXlsx, 'monitoramentos.xlsx', { ...toListQuery(filters), sort: MONITOR_DEFAULT_SORT });
/** One person's visits (a person in the trash keeps theirs). */
export const listMonitorsOf = (person: Pick<Welcomed, 'id' | 'status'>, page: number) =>
  http.get<Page<Monitor>>(MONITORS_API.list, {
    welcomed_id: person.id,
    status: person.status === 'drashed' ? 'trashed' : 'active',
    sort: MONITOR_DEFAULT_SORT,
    page,
    size: MONITOR_PAGE_SIZE,
  });
export const getMonitor = (id: number) => http.get<Monitor>(fillPath(MONITORS_API.one, { id }));
export const createMonitor = (body: MonitorCreate) => http.create<Monitor>(MONITORS_API.save, body);
export const updateMonitor = (body: MonitorUpdate) => http.put<Monitor>(MONITORS_API.save, body);
export const deleteMonitor = (id: number) => http.delete(fillPath(MONITORS_API.one, { id }));
/** Removes one stored row of a visit's family composition. */
export const deleteFamilyRow = (id: number) => http.delete(fillPath(MONITORS_API.familyComposition, { id }));
