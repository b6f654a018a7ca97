import { http, openPdf, saveFile } from '@sisacte/api-client';
import { type Welcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { type Anonymisation, LGPD_API, type LgpdRequest } from '@sisacte/contracts/audit/lgpd';
import { fillPath } from '@sisacte/contracts/common/api-path';

/** Whether, when and why the person was anonymised (null: not). */
export const getAnonymisation = (id: number) => http.get<Anonymisation>(fillPath(LGPD_API.anonymisation, { id }));
/** The person's data report: the PDF in a new window, the JSON saved. Traced with the request's date and reference. */
export const downloadDataReport = (id: number, formato: 'pdf' | 'json', pedido: LgpdRequest) => {
  const path = fillPath(LGPD_API.dataReport, { id });
  const params = { formato, data_pedido: pedido.data_pedido, referencia: pedido.referencia };
  return formato === 'pdf' ? openPdf(path, params) : saveFile(path, `dados-pessoais-${id}.json`, params);
};
/** Anonymises the person (irreversible); answers the record as it is now. */
export const anonymisePerson = (id: number, pedido: LgpdRequest) => http.post<Welcomed>(fillPath(LGPD_API.anonymise, { id }), pedido);
