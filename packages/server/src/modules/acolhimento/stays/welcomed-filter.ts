import { eq, exists, not } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stays, welcomeds } from '../../../db/schema';
import type { WelcomedFilterPredicate } from '../welcomed/filters';

const qb = new QueryBuilder();

/**
 * People-list filter `stays`: Hospedados are the people with at least one stay (open or closed),
 * Não Hospedados those without any. A probe of stays_welcomed_idx per person.
 */
export const staysWelcomedFilter: WelcomedFilterPredicate = (f) => {
  if (f.stays === undefined) return undefined;
  const hasStay = exists(qb.select({ id: stays.id }).from(stays).where(eq(stays.welcomedId, welcomeds.id)));
  return f.stays ? hasStay : not(hasStay);
};
