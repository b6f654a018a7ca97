import { fieldsFilter } from '@sisacte/ui';

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const stayFilters = fieldsFilter<StayFilterValues>({
  name: (v) => v.trim(),
  checkin_ini: (v) => (ISO_DATE.test(v) ? v : ''),
  checkin_end: (v) => (ISO_DATE.test(v) ? v : ''),
  open: (v) => (v === 'true' || v === 'false' ? v : ''),
  welcomed_id: (v) => (/^[1-9]\d{0,9}$/.test(v) ? v : ''),
});

export const stayFilterCodec = stayFilters.codec;
/** How many filters are set (the badge of the 'Filtros' box). */
export const countStayFilters = stayFilters.count;
/** The filters as the API's query: only those set. */
export const toStayQuery = stayFilters.query;
