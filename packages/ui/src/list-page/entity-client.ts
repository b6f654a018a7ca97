import { http, openPdf, saveFile, type SearchParams } from '@sisacte/api-client';
import { fillPath } from '@sisacte/contracts/common/api-path';
import type { Page } from '@sisacte/contracts/common/page';

/** The paths of an entity's page and record: without `remove`, DELETE goes to `one`. */
export interface RecordPaths {
  list: string;
  one: `${string}/:id`;
  save: string;
  remove?: `${string}/:id`;
}

/** The standard paths of an entity staff keep (contracts' `entityPaths`): the record's and the list's PDF and XLSX. */
export interface EntityPaths extends RecordPaths {
  remove: `${string}/:id`;
  report: string;
  reportXlsx: string;
}

export interface RecordClientOptions<F> {
  /** The list's query from its filters: only those set. */
  query: (filters: F) => SearchParams;
  /** The order of the list and its PDF ('id,desc'); none: the server's. */
  sort?: string;
  /** Records per page of the list. */
  size?: number;
}

export interface EntityClientOptions<F> extends RecordClientOptions<F> {
  /** The name the XLSX is saved under. */
  xlsxName: string;
}

/** The calls of an entity's list and form: the page, one record, create, update and delete. */
export interface RecordClient<E, B, F> {
  list: (filters: F, page: number) => Promise<Page<E>>;
  get: (id: number) => Promise<E>;
  create: (body: B) => Promise<E>;
  update: (body: B & { id: number }) => Promise<E>;
  remove: (id: number) => Promise<unknown>;
}

/** …and the list's PDF (in a new window) and XLSX (saved), both of the filtered list. */
export interface EntityClient<E, B, F> extends RecordClient<E, B, F> {
  pdf: (filters: F) => Promise<void>;
  xlsx: (filters: F) => Promise<void>;
}

/** The calls of an entity's list and form; with report paths and `xlsxName`, the list's PDF and XLSX too. */
export function entityClient<E, B, F>(paths: EntityPaths, options: EntityClientOptions<F>): EntityClient<E, B, F>;
export function entityClient<E, B, F>(paths: RecordPaths, options: RecordClientOptions<F>): RecordClient<E, B, F>;
export function entityClient<E, B, F>(paths: RecordPaths & Partial<EntityPaths>, options: RecordClientOptions<F> & { xlsxName?: string }) {
  const { query, sort, size = 20, xlsxName } = options;
  const sorted = sort ? { sort } : {};
  const record: RecordClient<E, B, F> = {
    list: (filters, page) => http.get<Page<E>>(paths.list, { ...query(filters), page, size, ...sorted }),
    get: (id) => http.get<E>(fillPath(paths.one, { id })),
    create: (body) => http.create<E>(paths.save, body),
    update: (body) => http.put<E>(paths.save, body),
    remove: (id) => http.delete(fillPath(paths.remove ?? paths.one, { id })),
  };
  const { report, reportXlsx } = paths;
  if (!report || !reportXlsx || !xlsxName) return record;
  return {
    ...record,
    pdf: (filters: F) => openPdf(report, { ...query(filters), ...sorted }),
    xlsx: (filters: F) => saveFile(reportXlsx, xlsxName, query(filters)),
  };
}
