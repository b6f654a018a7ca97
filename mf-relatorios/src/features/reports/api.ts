import { api, http, normalise, saveFile } from '@sisacte/api-client';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import { type GeoConfig, type GeoPlace, GEO_API } from '@sisacte/contracts/geo/geo';
import {
  AUDITOR_API,
  type AuditorEmbargo,
  type AuditorNdfc,
  type AuditorNoticeDetail,
  type AuditorNotices,
} from '@sisacte/contracts/relatorios/auditor';
import { REPORTS_API, type Report, type ReportListItem, type ReportSave } from '@sisacte/contracts/relatorios/reports';
import { onlyDigits } from '@sisacte/contracts/common/cpf';
import { type ReportFilterValues, toReportQuery } from './report-filters';

/** GET /api/relatorio: id descending, 20 per page. */
export const listReports = (filters: ReportFilterValues, page: number) =>
  http.get<Page<ReportListItem>>(REPORTS_API.list, { ...toReportQuery(filters), page, size: 20, sort: 'id,desc' });
export const getReport = (id: number) => http.get<Report>(fillPath(REPORTS_API.one, { id }));
/** POST /api/relatorio: creates (no id; with an Idempotency-Key) or updates (with id); answers the id. */
export const saveReport = (body: ReportSave) =>
  body.id ? http.post<{ id: number }>(REPORTS_API.save, body) : http.create<{ id: number }>(REPORTS_API.save, body);
export const deleteReport = (id: number) => http.delete(fillPath(REPORTS_API.remove, { id }));

/** GET /api/relatorio/report/{id}: the PDF as a blob (shown inside the page). */
export async function fetchReportPdf(id: number): Promise<Blob> {
  try {
    return await api.get(fillPath(REPORTS_API.pdf, { id }).replace(/^\//, '')).blob();
  } catch (error) {
    throw await normalise(error);
  }
}
export const saveReportPdf = (id: number) => saveFile(fillPath(REPORTS_API.pdf, { id }), `relatorio-${id}.pdf`);

const nr = (nrInscricao: string) => ({ nrInscricao: onlyDigits(nrInscricao) });
export const auditor = {
  employer: (nrInscricao: string) => http.get<AuditorNoticeDetail>(fillPath(AUDITOR_API.employer, nr(nrInscricao))),
  notices: (nrInscricao: string) => http.get<AuditorNotices>(fillPath(AUDITOR_API.notices, nr(nrInscricao))),
  notice: (nrInscricao: string, nrAuto: string, cdDownload: string) =>
    http.get<AuditorNoticeDetail>(fillPath(AUDITOR_API.notice, nr(nrInscricao)), { nrAuto, cdDownload }),
  embargoes: (nrInscricao: string) => http.get<AuditorEmbargo[]>(fillPath(AUDITOR_API.embargoes, nr(nrInscricao))),
  ndfcs: (nrInscricao: string) => http.get<AuditorNdfc[]>(fillPath(AUDITOR_API.ndfcs, nr(nrInscricao))),
  noticeFile: (nrInscricao: string, nrAuto: string, cdDownload: string) =>
    saveFile(fillPath(AUDITOR_API.noticeFile, nr(nrInscricao)), `${nrAuto}.zip`, { nrAuto, cdDownload }),
  embargoFile: (nrInscricao: string, nrEmbargo: string) => saveFile(fillPath(AUDITOR_API.embargoFile, nr(nrInscricao)), `${nrEmbargo}.zip`, { nrEmbargo }),
  ndfcFile: (nrInscricao: string, nrNdfc: string, cdDownload: string) =>
    saveFile(fillPath(AUDITOR_API.ndfcFile, nr(nrInscricao)), `${nrNdfc}.zip`, { nrNdfc, cdDownload }),
};

export const getGeoConfig = () => http.get<GeoConfig>(GEO_API.config);
export const searchPlaces = (q: string) => http.get<GeoPlace[]>(GEO_API.search, { q });
