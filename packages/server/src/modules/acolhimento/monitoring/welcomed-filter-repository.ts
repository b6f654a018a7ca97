import { and, eq, exists, gt } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { monitors, welcomeds } from '../../../db/schema';
import type { WelcomedFilterPredicate } from '../welcomed/filters';
import { visitedBetween } from './repository';

const qb = new QueryBuilder();

/**
 * People-list filters `monitors` (Monitorados: at least one visit; false: none) and
 * `monitor_date_ini`/`monitor_date_end` (visited on those days, Brasília: probes of monitors_welcomed_idx).
 * Whether a person was visited at all is their `monitors_count`, kept by a trigger (migration 0025).
 */
export const monitoringWelcomedFilter: WelcomedFilterPredicate = (f) => {
  const visited = (period?: ReturnType<typeof visitedBetween>) =>
    exists(qb.select({ id: monitors.id }).from(monitors).where(and(eq(monitors.welcomedId, welcomeds.id), period)));
  const period = visitedBetween(f.monitor_date_ini, f.monitor_date_end);
  return and(
    f.monitors === undefined ? undefined : f.monitors ? gt(welcomeds.monitorsCount, 0) : eq(welcomeds.monitorsCount, 0),
    period ? visited(period) : undefined,
  );
};
