import { type WelcomedFilter, welcomedFilterRangeProblems } from '@sisacte/contracts/acolhimento/welcomed-filter';
import type { SQL } from 'drizzle-orm';
import { badRequest } from '../../../../lib/http-errors';

/*
 * The people-list filter (GET /api/welcomeds, its PDF and XLSX reports): a list of predicate
 * contributors, each turning the filters it understands into one WHERE condition on `welcomeds`.
 * A module that adds a filter (stays, referrals, monitoring…) registers its own contributor from
 * its own folder; the list query ANDs whatever the contributors return.
 */

export interface WelcomedFilterContext {
  /**
   * True while the capped count runs. A contributor may then pick another plan for the same
   * condition (the count starts from the matches; a page walks the name index and probes each row).
   */
  forCount: boolean;
}

/** One condition on `welcomeds` for the filters it handles, or undefined when they are not set. */
export type WelcomedFilterPredicate = (filter: WelcomedFilter, ctx: WelcomedFilterContext) => SQL | undefined;

const contributors = new Map<string, WelcomedFilterPredicate>();
let changes = 0;

/** Counts the registry's changes: a statement rendered from the conditions (the people list keeps them) names the version it was rendered at. */
export const welcomedFiltersVersion = (): number => changes;

/**
 * Adds the contributor `key` (or replaces the one already under that key, so that registering
 * again is harmless). Returns a function that undoes this registration.
 */
export function registerWelcomedFilter(key: string, predicate: WelcomedFilterPredicate): () => void {
  const previous = contributors.get(key);
  contributors.set(key, predicate);
  changes++;
  return () => {
    if (contributors.get(key) !== predicate) return;
    if (previous) contributors.set(key, previous);
    else contributors.delete(key);
    changes++;
  };
}

/** Refuses (400) a filter with a reversed range (age_min above age_max, a start date after its end). */
export function checkWelcomedFilterRanges(filter: WelcomedFilter): void {
  const problems = welcomedFilterRangeProblems(filter);
  if (problems.length > 0) throw badRequest(problems[0]!, ...problems.slice(1));
}

/** The WHERE conditions of `filter`, in registration order (a reversed range is refused, 400). */
export function welcomedFilterConditions(filter: WelcomedFilter, ctx: WelcomedFilterContext = { forCount: false }): SQL[] {
  checkWelcomedFilterRanges(filter);
  const conditions: SQL[] = [];
  for (const predicate of contributors.values()) {
    const condition = predicate(filter, ctx);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** Keys of the registered contributors, in order (for tests and diagnostics). */
export const registeredWelcomedFilters = (): string[] => [...contributors.keys()];
