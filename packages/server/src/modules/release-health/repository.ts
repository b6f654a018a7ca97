import { sql } from 'drizzle-orm';
import type { ReleaseReport, VersionHealth } from '@sisacte/contracts/release-health/reports';
import { queryRows, type DbOrTx } from '../../db/client';
import { releaseHealthReports } from '../../db/schema';

/** Stores one batch of one tab's reports (already validated: patterns only, no personal data). */
export async function insertReports(db: DbOrTx, session: string, reports: readonly ReleaseReport[]): Promise<void> {
  await db.insert(releaseHealthReports).values(
    reports.map((r) => ({ remote: r.remote, version: r.version, route: r.route, kind: r.kind, durationMs: r.durationMs ?? null, sessionKey: session })),
  );
}

interface HealthRow {
  remote: string;
  version: string;
  sessions: number;
  screen_loads: number;
  load_failures: number;
  errors: number;
  p75_ms: number | string | null;
  first_at: Date | string | null;
  last_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Every version's health (of one remote, or all), since its first report. */
export async function versionHealth(db: DbOrTx, remote?: string): Promise<VersionHealth[]> {
  const rows = await queryRows<HealthRow>(
    db,
    sql`SELECT remote, version,
               count(DISTINCT session_key)::int AS sessions,
               (count(*) FILTER (WHERE kind = 'screen-load'))::int AS screen_loads,
               (count(*) FILTER (WHERE kind = 'load-failure'))::int AS load_failures,
               (count(*) FILTER (WHERE kind IN ('error', 'unhandled-rejection')))::int AS errors,
               percentile_cont(0.75) WITHIN GROUP (ORDER BY duration_ms) FILTER (WHERE kind = 'screen-load') AS p75_ms,
               min(received_at) AS first_at, max(received_at) AS last_at
        FROM release_health_reports
        ${remote ? sql`WHERE remote = ${remote}` : sql``}
        GROUP BY remote, version
        ORDER BY remote, version`,
  );
  return rows.map((r) => ({
    remote: r.remote,
    version: r.version,
    sessions: r.sessions,
    screenLoads: r.screen_loads,
    loadFailures: r.load_failures,
    errors: r.errors,
    errorsPer1000: r.screen_loads > 0 ? Math.round((r.errors * 1000 * 10) / r.screen_loads) / 10 : null,
    p75Ms: r.p75_ms === null ? null : Math.round(Number(r.p75_ms)),
    firstReportAt: iso(r.first_at),
    lastReportAt: iso(r.last_at),
  }));
}

/**
 * What the guard judges a version by: once it has `firstLoads` screen loads, the errors and load failures
 * reported up to the last of those loads; null before.
 */
export async function firstLoadsProblems(db: DbOrTx, remote: string, version: string, firstLoads: number): Promise<number | null> {
  const [row] = await queryRows<{ problems: number | null }>(
    db,
    sql`WITH cutoff AS (
          SELECT id FROM release_health_reports
          WHERE remote = ${remote} AND version = ${version} AND kind = 'screen-load'
          ORDER BY id OFFSET ${firstLoads - 1} LIMIT 1
        )
        SELECT (SELECT count(*) FROM release_health_reports r
                WHERE r.remote = ${remote} AND r.version = ${version} AND r.kind IN ('error', 'unhandled-rejection', 'load-failure')
                  AND r.id <= (SELECT id FROM cutoff))::int AS problems
        WHERE EXISTS (SELECT 1 FROM cutoff)`,
  );
  return row?.problems ?? null;
}

/** Deletes the reports older than `days`; answers how many. */
export async function deleteReportsOlderThan(db: DbOrTx, days: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM release_health_reports WHERE received_at < now() - ${days}::int * interval '1 day' RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return row?.n ?? 0;
}
