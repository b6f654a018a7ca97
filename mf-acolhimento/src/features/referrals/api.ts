import { http, openPdf, saveFile } from '@sisacte/api-client';
import {
  type Forwarding,
  type ForwardingCreate,
  FORWARDINGS_API,
  type ForwardingUpdate,
} from '@sisacte/contracts/acolhimento/forwardings';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import { toForwardingQuery, type ForwardingFilterValues } from './forwarding-filters';

export const FORWARDING_PAGE_SIZE = 20;

/** GET /api/forwardings with the list's filters: id descending, 20 per page. */
export const listForwardings = (filters: ForwardingFilterValues, page: number) =>
  http.get<Page<Forwarding>>(FORWARDINGS_API.list, { ...toForwardingQuery(filters), page, size: FORWARDING_PAGE_SIZE });
export const getForwarding = (id: number) => http.get<Forwarding>(fillPath(FORWARDINGS_API.one, { id }));
export const createForwarding = (body: ForwardingCreate) => http.create<Forwarding>(FORWARDINGS_API.save, body);
export const updateForwarding = (body: ForwardingUpdate) => http.put<Forwarding>(FORWARDINGS_API.save, body);
export const deleteForwarding = (id: number) => http.delete(fillPath(FORWARDINGS_API.remove, { id }));

/** The referral as a letter to the partner service (PDF, new window). */
export const openForwardingLetter = (id: number) => openPdf(fillPath(FORWARDINGS_API.pdf, { id }));
/** PDF of the filtered list, in a new window. */
export const openForwardingsReport = (filters: ForwardingFilterValues) => openPdf(FORWARDINGS_API.report, toForwardingQuery(filters));
/** XLSX of the filtered list, saved. */
export const saveForwardingsXlsx = (filters: ForwardingFilterValues) => saveFile(FORWARDINGS_API.reportXlsx, 'encaminhamentos.xlsx', toForwardingQuery(filters));
