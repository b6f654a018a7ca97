import { and, eq, gt, sql } from 'drizzle-orm';
import { welcomeds } from '../../../db/schema';
import type { WelcomedFilterPredicate } from '../welcomed/filters';

/**
 * People-list filters `forwardings` (Encaminhados: at least one referral; false: none) and
 * `forwarding_types` (referred at least once with any of the types). Both read what each person
 * carries, kept by triggers: `forwardings_count` (migration 0025; "none" is a partial index, not a
 * probe of every person) and `forwarding_type_ids` (migration 0029; a GIN index, where an EXISTS
 * probe per person made the capped count a hash join over every referral).
 */
export const referralsWelcomedFilter: WelcomedFilterPredicate = (f) => {
  const types = f.forwarding_types && f.forwarding_types.length > 0 ? f.forwarding_types : undefined;
  return and(
    f.forwardings === undefined ? undefined : f.forwardings ? gt(welcomeds.forwardingsCount, 0) : eq(welcomeds.forwardingsCount, 0),
    types
      ? sql`${welcomeds.forwardingTypeIds} && ARRAY[${sql.join(
          types.map((id) => sql`${id}`),
          sql`, `,
        )}]::integer[]`
      : undefined,
  );
};
