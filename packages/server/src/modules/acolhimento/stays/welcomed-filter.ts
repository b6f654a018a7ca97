import { sql } from 'drizzle-orm';
import type { WelcomedFilterPredicate } from '../welcomed/filters';

/**
 * People-list filter `stays` (housed or not). Stays do not exist yet, so nobody is housed:
 * `stays=true` matches nobody and `stays=false` everyone. The stays module replaces this with
 * an EXISTS / NOT EXISTS on its own table.
 */
export const staysWelcomedFilter: WelcomedFilterPredicate = (f) => (f.stays === true ? sql`false` : undefined);
