import { and, eq, exists, isNull, not } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stays, welcomeds } from '../../../db/schema';
import type { WelcomedFilterPredicate } from '../welcomed/filters';

const qb = new QueryBuilder();

/**
 * People-list filter `stays`: Hospedados are the people staying in the shelter now (an open stay:
 * no check-out yet), Não Hospedados everyone else — what a case worker means by the word, and what
 * the stays list labels 'Hospedado(a)'. A probe of the partial index stays_open_key per person.
 */
export const staysWelcomedFilter: WelcomedFilterPredicate = (f) => {
  if (f.stays === undefined) return undefined;
  const housedNow = exists(qb.select({ id: stays.id }).from(stays).where(and(eq(stays.welcomedId, welcomeds.id), isNull(stays.checkout))));
  return f.stays ? housedNow : not(housedNow);
};
