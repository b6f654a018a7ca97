import { http, openPdf, saveFile } from '@sisacte/api-client';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import type { LinkedPeopleApi, LinkedPerson } from './linked-people-panel';

/** The paths of the links between people and a record (contracts' `listPaths`: page, one by id, PDF and XLSX). */
export interface LinkPaths {
  list: string;
  one: `${string}/:id`;
  report: string;
  reportXlsx: string;
}

export interface LinkedPeopleClientOptions {
  /** The query key of the record ('course', 'vacancy'); also the key of the record in a new link's body. */
  key: string;
  size: number;
  xlsxName: string;
}

/** The calls of LinkedPeoplePanel for one record: its people page by page, link one, set a status, unlink, PDF and XLSX. */
export function linkedPeopleClient<S extends string>(paths: LinkPaths, { key, size, xlsxName }: LinkedPeopleClientOptions, recordId: number): LinkedPeopleApi<S> {
  const record = { [key]: recordId };
  return {
    list: (page) => http.get<Page<LinkedPerson<S>>>(paths.list, { ...record, page, size }),
    add: (welcomed) => http.create(paths.list, { welcomed, ...record }),
    setStatus: (id, status) => http.put(fillPath(paths.one, { id }), { status }),
    remove: (id) => http.delete(fillPath(paths.one, { id })),
    pdf: () => openPdf(paths.report, record),
    xlsx: () => saveFile(paths.reportXlsx, xlsxName, record),
  };
}
