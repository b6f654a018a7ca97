import { type UrlFilterCodec } from '@sisacte/ui';

/** The employers list's filters, as the address keeps them. */
export interface EmployerFilterValues {
  name: string;
  /** CPF or CNPJ, masked or digits (matched on the digits, as a prefix). */
  document: string;
}

export const EMPTY_EMPLOYER_FILTERS: EmployerFilterValues = { name: '', document: '' };
const KEYS = ['name', 'document'] as const;
const clean = (v: string | null) => (v ?? '').trim().slice(0, 200);

export const employerFilterCodec: UrlFilterCodec<EmployerFilterValues> = {
  read: (params) => ({ name: clean(params.get('name')), document: clean(params.get('document')) }),
  write: (values, into) => {
    const next = new URLSearchParams(into);
    for (const k of KEYS) {
      const v = clean(values[k]);
      if (v) next.set(k, v);
      else next.delete(k);
    }
    return next;
  },
  key: (values) => KEYS.map((k) => clean(values[k])).join('|'),
};

export const countEmployerFilters = (values: EmployerFilterValues) => KEYS.filter((k) => clean(values[k]) !== '').length;

/** The filters as the API's query: only those set. */
export function toEmployerQuery(values: EmployerFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const k of KEYS) {
    const v = clean(values[k]);
    if (v) query[k] = v;
  }
  return query;
}
