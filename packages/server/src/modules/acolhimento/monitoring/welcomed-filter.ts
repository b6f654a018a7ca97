import { sql } from 'drizzle-orm';
import type { WelcomedFilterPredicate } from '../welcomed/filters';

/**
 * People-list filters `monitors` (monitored or not) and `monitor_date_ini`/`monitor_date_end`
 * (visited in that period). Monitoring visits do not exist yet, so nobody is monitored:
 * `monitors=true` or any visit date matches nobody, `monitors=false` everyone. The monitoring
 * module replaces this with EXISTS subqueries on its visits table.
 */
export const monitoringWelcomedFilter: WelcomedFilterPredicate = (f) =>
  f.monitors === true || f.monitor_date_ini || f.monitor_date_end ? sql`false` : undefined;
