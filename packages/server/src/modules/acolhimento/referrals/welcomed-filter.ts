import { and, eq, exists, inArray, not } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { forwardingForwardingTypes, forwardings, welcomeds } from '../../../db/schema';
import type { WelcomedFilterPredicate } from '../welcomed/filters';

const qb = new QueryBuilder();

/**
 * People-list filters `forwardings` (Encaminhados: at least one referral; false: none) and
 * `forwarding_types` (referred at least once with any of the types). Probes of forwardings_welcomed_idx.
 */
export const referralsWelcomedFilter: WelcomedFilterPredicate = (f) => {
  const referred = exists(qb.select({ id: forwardings.id }).from(forwardings).where(eq(forwardings.welcomedId, welcomeds.id)));
  const types = f.forwarding_types && f.forwarding_types.length > 0 ? f.forwarding_types : undefined;
  return and(
    f.forwardings === undefined ? undefined : f.forwardings ? referred : not(referred),
    types
      ? exists(
          qb
            .select({ id: forwardings.id })
            .from(forwardings)
            .innerJoin(forwardingForwardingTypes, eq(forwardingForwardingTypes.forwardingId, forwardings.id))
            .where(and(eq(forwardings.welcomedId, welcomeds.id), inArray(forwardingForwardingTypes.forwardingTypeId, types))),
        )
      : undefined,
  );
};
