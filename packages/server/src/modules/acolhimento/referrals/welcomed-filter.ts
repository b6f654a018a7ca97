import { and, eq, exists, gt, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { forwardingForwardingTypes, forwardings, welcomeds } from '../../../db/schema';
import type { WelcomedFilterPredicate } from '../welcomed/filters';

const qb = new QueryBuilder();

/**
 * People-list filters `forwardings` (Encaminhados: at least one referral; false: none) and
 * `forwarding_types` (referred at least once with any of the types, probes of forwardings_welcomed_idx).
 * Whether a person was referred at all is their `forwardings_count`, kept by a trigger (migration 0025):
 * "none" is a partial index, not a probe of every person.
 */
export const referralsWelcomedFilter: WelcomedFilterPredicate = (f) => {
  const types = f.forwarding_types && f.forwarding_types.length > 0 ? f.forwarding_types : undefined;
  return and(
    f.forwardings === undefined ? undefined : f.forwardings ? gt(welcomeds.forwardingsCount, 0) : eq(welcomeds.forwardingsCount, 0),
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
