// The page every list endpoint returns, and its limits: no zod, so that a list screen's table does not bring the
// schemas (page.ts, which re-exports this file, has them).

/** The page shape every list endpoint returns. */
export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  /** Lists that estimate big totals (people, stays, referrals, monitoring visits): false when `totalElements` is the database's estimate. */
  totalExact?: boolean;
}

/**
 * A list whose total is an estimate (`totalExact: false`) serves its first this-many rows (as many
 * as its PDF holds); a page further down is refused (the server's reasons: modules/acolhimento/welcomed/list-query.ts).
 * The tables offer no page past it.
 */
export const ESTIMATED_LIST_MAX_ROWS = 2_000;

export const MAX_PAGE_SIZE = 100;

export function makePage<T>(content: T[], totalElements: number, page: number, size: number): Page<T> {
  return { content, ...pageFields(totalElements, page, size) };
}

/** A page's fields but its content, in the order of Page (an answer that writes its content as JSON text itself: the people list). */
export function pageFields(totalElements: number, page: number, size: number): Omit<Page<never>, 'content'> {
  const totalPages = Math.ceil(totalElements / size);
  return { number: page, size, totalElements, totalPages, first: page === 0, last: page >= totalPages - 1 };
}
