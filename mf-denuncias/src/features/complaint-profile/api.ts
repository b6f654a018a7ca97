import { http, openPdf, saveFile } from '@sisacte/api-client';
import { TRAIL_API, TRAIL_PAGE_SIZE, type TrailEntry, type TrailUser } from '@sisacte/contracts/audit/trail';
import { type Page } from '@sisacte/contracts/common/page';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { COMPLAINT_HISTORY_API, type ComplaintHistoryEntry } from '@sisacte/contracts/denuncias/complaint-history';
import { COMPLAINT_PROFILE_API, type ComplaintProfile } from '@sisacte/contracts/denuncias/complaint-profile';
import { EXTRAS_API, type Extra, type ExtraCreate } from '@sisacte/contracts/denuncias/extras';

/** GET /api/denuncias/{id}: the complaint as staff see it (404 outside what the user may see). */
export const getComplaint = (id: number) => http.get<ComplaintProfile>(fillPath(COMPLAINT_PROFILE_API.one, { id }));
/** GET /api/denuncias/report/{id}: the complaint's PDF, in a new window. */
export const openComplaintReport = (id: number) => openPdf(fillPath(COMPLAINT_PROFILE_API.report, { id }));

/** GET /api/extras/{id}: the complaint's extras, newest first. */
export const listExtras = (complaintId: number) => http.get<Extra[]>(fillPath(EXTRAS_API.list, { id: complaintId }));
/** POST /api/extras. */
export const createExtra = (body: ExtraCreate) => http.create<Extra>(EXTRAS_API.create, body);
/** GET /api/extras/report/{id}: PDF of the complaint's extras. */
export const openExtrasReport = (complaintId: number) => openPdf(fillPath(EXTRAS_API.report, { id: complaintId }));

/** GET /api/denuncias/historico/{id}: every change, newest first. */
export const getComplaintHistory = (complaintId: number) => http.get<ComplaintHistoryEntry[]>(fillPath(COMPLAINT_HISTORY_API.list, { id: complaintId }));

/** The 'Acessos' tab's filters: a user's id and the period (YYYY-MM-DD), '' for none. */
export interface AccessFilters {
  usuario: string;
  data_ini: string;
  data_fim: string;
}
const accessQuery = (complaintId: number, f: AccessFilters) => ({
  titular_tipo: 'denuncia',
  titular_id: complaintId,
  ...(f.usuario ? { usuario: f.usuario } : {}),
  ...(f.data_ini ? { data_ini: f.data_ini } : {}),
  ...(f.data_fim ? { data_fim: f.data_fim } : {}),
});
/** GET /api/trilha of the complaint: its accesses, newest first, 20 per page. */
export const listComplaintAccesses = (complaintId: number, f: AccessFilters, page: number) =>
  http.get<Page<TrailEntry>>(TRAIL_API.list, { ...accessQuery(complaintId, f), page, size: TRAIL_PAGE_SIZE });
/** The same accesses as XLSX, saved. */
export const saveComplaintAccessesXlsx = (complaintId: number, f: AccessFilters) => saveFile(TRAIL_API.reportXlsx, 'trilha-de-acessos.xlsx', accessQuery(complaintId, f));
/** The users the filter may name. */
export const listTrailUsers = () => http.get<TrailUser[]>(TRAIL_API.users);
