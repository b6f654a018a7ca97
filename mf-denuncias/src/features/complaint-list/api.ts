import { http, openPdf } from '@sisacte/api-client';
import { COMPLAINT_DEFAULT_SORT, COMPLAINT_LIST_API } from '@sisacte/contracts/denuncias/complaint-list';
import { COMPLAINT_SCOPE_API, type ComplaintScope } from '@sisacte/contracts/denuncias/complaint-scope';
import { toComplaintQuery, type ComplaintFilterValues } from '../../shared/complaint-filters/complaint-filters';

// The list and its map points are fetched with the shared complaint filters (also the operation form's panel 3).
export { listComplaintPoints, listComplaints } from '../../shared/complaint-filters/api';

/** GET /api/denuncias/report: PDF of the filtered list, opened in a new window. */
export const openComplaintListReport = (filters: ComplaintFilterValues, arquivada: boolean) =>
  openPdf(COMPLAINT_LIST_API.report, { ...toComplaintQuery(filters, arquivada), sort: COMPLAINT_DEFAULT_SORT });

/** GET /api/denuncias/escopo: which complaints the user sees (every one, or those of their organizations). */
export const getComplaintScope = () => http.get<ComplaintScope>(COMPLAINT_SCOPE_API.mine);
