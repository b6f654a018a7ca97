import { type CivilStatus, type Gender, type Scholarity, WELCOMED_DEFAULT_SORT, WELCOMED_PAGE_SIZE, type WelcomedStatusFilter } from '@sisacte/contracts/acolhimento/welcomed';
import { type WelcomedListQuery } from '@sisacte/contracts/acolhimento/welcomed-filter';
import type { SearchParams } from '@sisacte/api-client';
import type { UrlFilterCodec } from '@sisacte/ui';

/** Yes/no selects keep 'true'/'false' (the API accepts them as they are); undefined = Todos. */
type YesNo = 'true' | 'false';

/** The values of the filter box (list page and 'Pesquisar Cadastro' modal), named as the API's query fields. */
export interface WelcomedFilterValues {
  name?: string;
  age_min?: number;
  age_max?: number;
  cpf?: string;
  rg?: string;
  gender?: Gender;
  scholarity?: Scholarity;
  nacionality?: number;
  state?: number;
  city?: number;
  foreing_state?: string;
  foreing_city?: string;
  civil_status?: CivilStatus;
  stays?: YesNo;
  forwardings?: YesNo;
  monitors?: YesNo;
  author?: number;
  date_ini?: string;
  date_end?: string;
  status?: WelcomedStatusFilter;
  forwarding_types?: number[];
  functions?: number[];
  /** Modal only: monitoring start and end dates. */
  monitor_date_ini?: string;
  monitor_date_end?: string;
}

const NUMBER_KEYS = ['age_min', 'age_max', 'nacionality', 'state', 'city', 'author'] as const;
const LIST_KEYS = ['forwarding_types', 'functions'] as const;
const TEXT_KEYS = [
  'name', 'cpf', 'rg', 'gender', 'scholarity', 'foreing_state', 'foreing_city', 'civil_status',
  'stays', 'forwardings', 'monitors', 'date_ini', 'date_end', 'status', 'monitor_date_ini', 'monitor_date_end',
] as const;

const FILTER_KEYS: readonly (keyof WelcomedFilterValues)[] = [...TEXT_KEYS, ...NUMBER_KEYS, ...LIST_KEYS];

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Drops empty values, trims texts; status defaults to active (a search starts with the active people). */
function cleanFilters(values: WelcomedFilterValues): WelcomedFilterValues {
  const out: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const v = values[key];
    if (isEmpty(v)) continue;
    out[key] = typeof v === 'string' ? v.trim() : v;
  }
  if (!out.status) out.status = 'active';
  return out as WelcomedFilterValues;
}

/** The query of GET /api/welcomeds (and of its PDF/XLSX reports, which take the same filters without paging). */
export function toListQuery(values: WelcomedFilterValues, page?: number): SearchParams {
  const f = cleanFilters(values);
  const query: SearchParams = { ...f };
  if (page !== undefined) Object.assign(query, { page, size: WELCOMED_PAGE_SIZE, sort: WELCOMED_DEFAULT_SORT });
  else query.sort = WELCOMED_DEFAULT_SORT;
  return query;
}

/** Filters → address query (?name=..&functions=1&functions=2), so a reload or a shared link keeps them. */
export function filtersToSearchParams(values: WelcomedFilterValues, into = new URLSearchParams()): URLSearchParams {
  for (const key of FILTER_KEYS) into.delete(key);
  const f = cleanFilters(values);
  for (const [key, v] of Object.entries(f)) {
    if (key === 'status' && v === 'active') continue; // the default stays out of the address
    if (Array.isArray(v)) v.forEach((x) => into.append(key, String(x)));
    else into.set(key, String(v));
  }
  return into;
}

/** Address query → filters (unknown or malformed values are ignored). */
export function filtersFromSearchParams(params: URLSearchParams): WelcomedFilterValues {
  const out: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) {
    const v = params.get(key);
    if (v) out[key] = v;
  }
  for (const key of NUMBER_KEYS) {
    const n = Number(params.get(key) ?? '');
    if (params.get(key) && Number.isFinite(n) && n >= 0) out[key] = n;
  }
  for (const key of LIST_KEYS) {
    const list = params.getAll(key).map(Number).filter((n) => Number.isInteger(n) && n > 0);
    if (list.length) out[key] = list;
  }
  if (out.status !== 'trashed') out.status = 'active';
  return out as WelcomedFilterValues;
}

/** How many filters are set besides the status (shown on the collapsed filter box). */
export function countActiveFilters(values: WelcomedFilterValues): number {
  const f = cleanFilters(values);
  return Object.keys(f).filter((k) => k !== 'status').length + (f.status === 'trashed' ? 1 : 0);
}

/** A stable key of the filters (for useServerPage). */
const filtersKey = (values: WelcomedFilterValues) => JSON.stringify(cleanFilters(values));

/** What 'Limpar' goes back to, and where the search modal starts: the active people. */
export const DEFAULT_FILTERS: WelcomedFilterValues = { status: 'active' };

/** The people list's filters in the address (for useUrlFilters). */
export const welcomedFilterCodec: UrlFilterCodec<WelcomedFilterValues> = {
  read: filtersFromSearchParams,
  write: filtersToSearchParams,
  key: filtersKey,
};

/** Compile-time check: every list filter here is a query field of the contract. */
type ContractKey<K extends keyof WelcomedListQuery> = K;
export type FilterKeysOfContract = ContractKey<keyof WelcomedFilterValues>;
