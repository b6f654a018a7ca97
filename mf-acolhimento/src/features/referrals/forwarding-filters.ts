import type { SearchParams } from '@sisacte/api-client';
import { type UrlFilterCodec } from '@sisacte/ui';
import { countActiveFilters, filtersFromSearchParams, filtersToSearchParams, toListQuery, type WelcomedFilterValues } from '../../shared/welcomed-filters/filters';

/** The referrals' own filters, beside the people filters (which apply to the referred person). Dates YYYY-MM-DD. */
interface OwnFilters {
  forwarding_date_ini?: string;
  forwarding_date_end?: string;
  /** One person's referrals (a link from elsewhere); no field of its own. */
  welcomed_id?: string;
}
export type ForwardingFilterValues = WelcomedFilterValues & OwnFilters;

const OWN_KEYS = ['forwarding_date_ini', 'forwarding_date_end', 'welcomed_id'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const cleanOwn = (key: (typeof OWN_KEYS)[number], v: string | undefined): string | undefined => {
  const t = v?.trim() ?? '';
  if (key === 'welcomed_id') return /^[1-9]\d{0,9}$/.test(t) ? t : undefined;
  return ISO_DATE.test(t) ? t : undefined;
};

export const DEFAULT_FORWARDING_FILTERS: ForwardingFilterValues = { status: 'active' };

export const forwardingFilterCodec: UrlFilterCodec<ForwardingFilterValues> = {
  read: (params) => {
    const values: ForwardingFilterValues = filtersFromSearchParams(params);
    for (const k of OWN_KEYS) {
      const v = cleanOwn(k, params.get(k) ?? undefined);
      if (v) values[k] = v;
    }
    return values;
  },
  write: (values, into) => {
    const next = filtersToSearchParams(values, new URLSearchParams(into));
    for (const k of OWN_KEYS) {
      const v = cleanOwn(k, values[k]);
      if (v) next.set(k, v);
      else next.delete(k);
    }
    return next;
  },
  key: (values) => JSON.stringify(toForwardingQuery(values)),
};

/** How many filters are set (the badge of the 'Filtros' box). */
export const countForwardingFilters = (values: ForwardingFilterValues) =>
  countActiveFilters(values) + OWN_KEYS.filter((k) => cleanOwn(k, values[k])).length;

/** The API's query: the people filters (nacionality, state and city as ids) and the referral's own; id descending. */
export function toForwardingQuery(values: ForwardingFilterValues): SearchParams {
  const query: SearchParams = { ...toListQuery(values), sort: 'id,desc' };
  for (const k of OWN_KEYS) {
    const v = cleanOwn(k, values[k]);
    if (v) query[k] = v;
  }
  return query;
}
