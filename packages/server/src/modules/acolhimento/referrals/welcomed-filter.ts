import { sql } from 'drizzle-orm';
import type { WelcomedFilterPredicate } from '../welcomed/filters';

/**
 * People-list filters `forwardings` (referred or not) and `forwarding_types`. Referrals do not
 * exist yet, so nobody is referred: `forwardings=true` or any referral type matches nobody,
 * `forwardings=false` everyone. The referrals module replaces this with EXISTS subqueries on its tables.
 */
export const referralsWelcomedFilter: WelcomedFilterPredicate = (f) =>
  f.forwardings === true || (f.forwarding_types && f.forwarding_types.length > 0) ? sql`false` : undefined;
