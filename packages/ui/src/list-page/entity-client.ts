import { http, openPdf, saveFile, type SearchParams } from '@sisacte/api-client';
import { fillPath } from '@sisacte/contracts/common/api-path';
import type { Page } from '@sisacte/contracts/common/page';

/** The standard paths of an entity staff keep (contracts' `entityPaths`). */
export interface EntityPaths {
  list: string;
  one: `${string}/:id`;
  save: string;
  remove: `${string}/:id`;
  report: string;
  reportXlsx: string;
}

export interface EntityClientOptions<F> {
  /** The list's query from its filters: only those set. */
  query: (filters: F) => SearchParams;
  /** The order of the list and its PDF ('id,desc'); none: the server's. */
  sort?: string;
  /** Records per page of the list. */
  size?: number;
  /** The name the XLSX is saved under. */
  xlsxName: string;
}

/** The calls of an entity's list and form: the page, one record, create, update, delete, and the list's PDF and XLSX. */
export function entityClient<E, B, F>(paths: EntityPaths, { query, sort, size = 20, xlsxName }: EntityClientOptions<F>) {
  const sorted = sort ? { sort } : {};
  return {
    list: (filters: F, page: number) => http.get<Page<E>>(paths.list, { ...query(filters), page, size, ...sorted }),
    get: (id: number) => http.get<E>(fillPath(paths.one, { id })),
    create: (body: B) => http.create<E>(paths.save, body),
    update: (body: B & { id: number }) => http.put<E>(paths.save, body),
    remove: (id: number) => http.delete(fillPath(paths.remove, { id })),
    /** PDF of the filtered list, in a new window. */
    pdf: (filters: F) => openPdf(paths.report, { ...query(filters), ...sorted }),
    /** XLSX of the filtered list, saved. */
    xlsx: (filters: F) => saveFile(paths.reportXlsx, xlsxName, query(filters)),
  };
}
