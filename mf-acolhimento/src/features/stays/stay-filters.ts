import { type UrlFilterCodec } from '@sisacte/ui';

/** 'true': still housed; 'false': checked out; '': every stay. */
export type OpenFilter = '' | 'true' | 'false';

/** The stays list's filters, as the address keeps them. Dates are YYYY-MM-DD. */
export interface StayFilterValues {
  name: string;
  checkin_ini: string;
  checkin_end: string;
  open: OpenFilter;
  /** One person's stays (a link from elsewhere); no field of its own. */
  welcomed_id: string;
}

export const EMPTY_STAY_FILTERS: StayFilterValues = { name: '', checkin_ini: '', checkin_end: '', open: '', welcomed_id: '' };
const KEYS = Object.keys(EMPTY_STAY_FILTERS) as (keyof StayFilterValues)[];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const clean: { [K in keyof StayFilterValues]: (v: string) => StayFilterValues[K] } = {
  name: (v) => v.trim(),
  checkin_ini: (v) => (ISO_DATE.test(v) ? v : ''),
  checkin_end: (v) => (ISO_DATE.test(v) ? v : ''),
  open: (v) => (v === 'true' || v === 'false' ? v : ''),
  welcomed_id: (v) => (/^[1-9]\d{0,9}$/.test(v) ? v : ''),
};

export const stayFilterCodec: UrlFilterCodec<StayFilterValues> = {
  read: (params) => {
    const values = { ...EMPTY_STAY_FILTERS };
    for (const k of KEYS) (values as Record<string, string>)[k] = clean[k](params.get(k) ?? '');
    return values;
  },
  write: (values, into) => {
    const next = new URLSearchParams(into);
    for (const k of KEYS) {
      const v = clean[k](values[k]);
      if (v) next.set(k, v);
      else next.delete(k);
    }
    return next;
  },
  key: (values) => KEYS.map((k) => values[k]).join('|'),
};

/** How many filters are set (the badge of the 'Filtros' box). */
export const countStayFilters = (values: StayFilterValues) => KEYS.filter((k) => values[k] !== '').length;

/** The filters as the API's query: only those set. */
export function toStayQuery(values: StayFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const k of KEYS) {
    const v = clean[k](values[k]);
    if (v) query[k] = v;
  }
  return query;
}
