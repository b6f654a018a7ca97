import { and, eq, exists, not } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { monitors, welcomeds } from '../../../db/schema';
import type { WelcomedFilterPredicate } from '../welcomed/filters';
import { visitedBetween } from './repository';

const qb = new QueryBuilder();

/**
 * People-list filters `monitors` (Monitorados: at least one visit; false: none) and
 * `monitor_date_ini`/`monitor_date_end` (visited on those days, Brasília). Probes of monitors_welcomed_idx.
 */
export const monitoringWelcomedFilter: WelcomedFilterPredicate = (f) => {
  const visited = (period?: ReturnType<typeof visitedBetween>) =>
    exists(qb.select({ id: monitors.id }).from(monitors).where(and(eq(monitors.welcomedId, welcomeds.id), period)));
  const period = visitedBetween(f.monitor_date_ini, f.monitor_date_end);
  return and(f.monitors === undefined ? undefined : f.monitors ? visited() : not(visited()), period ? visited(period) : undefined);
};
