import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { welcomedFunctions, welcomeds } from '../../../db/schema';
import type { WelcomedFilterPredicate } from '../welcomed/filters';

const qb = new QueryBuilder();

/**
 * People-list filter `functions`: people holding any of the chosen functions. A page walks the
 * name index and probes each row (EXISTS, which the planner also estimates well); the capped count
 * starts from the holders instead, a primary-key lookup each, and stops at the cap.
 */
export const functionsWelcomedFilter: WelcomedFilterPredicate = (f, { forCount }) => {
  if (!f.functions || f.functions.length === 0) return undefined;
  const held = inArray(welcomedFunctions.functionId, f.functions);
  if (forCount) {
    const holders = qb.select({ id: welcomedFunctions.welcomedId }).from(welcomedFunctions).where(held);
    return sql`${welcomeds.id} = ANY (ARRAY${holders})`;
  }
  return exists(
    qb
      .select({ id: welcomedFunctions.welcomedId })
      .from(welcomedFunctions)
      .where(and(held, eq(welcomedFunctions.welcomedId, welcomeds.id))),
  );
};
