// Paths, page size and default order of the stays, without zod (stays.ts re-exports them with the schemas): the
// stays' list needs only these.
import { listPaths } from '../common/api-path';

/**
 * Stays (estadias): a person checks in on a day and checks out on a later (or the same) day. A person
 * has at most one open stay (no check-out yet) and their stays never overlap. Dates are calendar days.
 * The list takes the person filters of the people list plus the stay's own (stayListQuerySchema);
 * `one` also takes DELETE; the PDF opens in a new window, the XLSX (estadias.xlsx) is saved.
 */
export const STAYS_API = {
  ...listPaths('stays'),
  /** POST stayCheckinSchema. */
  checkin: '/api/stay/checkin',
  /** PUT stayUpdateSchema: the check-out, or any change of a stay (the edit screen). */
  checkout: '/api/stay/checkout',
} as const;

export const STAY_PAGE_SIZE = 20;
export const STAY_DEFAULT_SORT = 'id,desc';
