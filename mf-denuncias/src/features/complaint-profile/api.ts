import { http, openPdf } from '@sisacte/api-client';
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
