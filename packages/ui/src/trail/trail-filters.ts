import { TRAIL_ACTIONS, TRAIL_RECORD_TYPES } from '@sisacte/contracts/audit/trail-rules';
import { fieldsFilter } from '../list-page/fields-filter';

/** The trail's filters as the address keeps them (dates YYYY-MM-DD, the user's id), '' for none. */
export interface TrailFilterValues {
  usuario: string;
  tipo: string;
  acao: string;
  data_ini: string;
  data_fim: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = (values: readonly string[]) => (v: string) => (values.includes(v) ? v : '');

export const trailFilters = fieldsFilter<TrailFilterValues>({
  usuario: (v) => (/^[1-9]\d{0,9}$/.test(v) ? v : ''),
  tipo: oneOf(TRAIL_RECORD_TYPES),
  acao: oneOf(TRAIL_ACTIONS),
  data_ini: (v) => (ISO_DATE.test(v) ? v : ''),
  data_fim: (v) => (ISO_DATE.test(v) ? v : ''),
});

export const EMPTY_TRAIL_FILTERS = trailFilters.empty;
