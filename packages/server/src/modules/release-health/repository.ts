import { sql } from 'drizzle-orm';
import type { ReleaseReport, VersionHealth } from '@sisacte/contracts/release-health/reports';
import { queryRows, type DbOrTx } from '../../db/client';
import { releaseHealthReports } from '../../db/schema';

/**
 * A stored report's session key: `s` + 31 hex digits for a login session (derived by the server from the
 * token, see sessionKeys in service.ts), `v` + 31 hex digits for an anonymous visitor's tab (chosen by
 * the client). Neither letter is a hex digit, so rows from before this rule (32 hex digits, origin
 * unknown) are never taken for a login session. Sessions and rates count login sessions only.
 */
export const LOGIN_SESSION_PREFIX = 's';
export const VISITOR_SESSION_PREFIX = 'v';
const LOGIN_SESSION = `${LOGIN_SESSION_PREFIX}%`;
const PROBLEM_KINDS = sql`('error', 'unhandled-rejection', 'load-failure')`;

/** Stores one batch of one session's reports (already validated: patterns only, no personal data). */
export async function insertReports(db: DbOrTx, sessionKey: string, reports: readonly ReleaseReport[]): Promise<void> {
  await db.insert(releaseHealthReports).values(
    reports.map((r) => ({ remote: r.remote, version: r.version, route: r.route, kind: r.kind, durationMs: r.durationMs ?? null, sessionKey })),
  );
}

interface HealthRow {
  remote: string;
  version: string;
  sessions: number;
  problem_sessions: number;
  screen_loads: number;
  load_failures: number;
  errors: number;
  p75_ms: number | string | null;
  first_at: Date | string | null;
  last_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Per 1,000 sessions, those with a problem, to one decimal; never above 1,000 (a session counts once). */
export const problemRate = (problemSessions: number, sessions: number): number | null =>
  sessions > 0 ? Math.round((Math.min(problemSessions, sessions) * 1000 * 10) / sessions) / 10 : null;

/** Every version's health (of one remote, or all), since its first report. */
export async function versionHealth(db: DbOrTx, remote?: string): Promise<VersionHealth[]> {
  const rows = await queryRows<HealthRow>(
    db,
    sql`SELECT remote, version,
               (count(DISTINCT session_key) FILTER (WHERE session_key LIKE ${LOGIN_SESSION}))::int AS sessions,
               (count(DISTINCT session_key) FILTER (WHERE session_key LIKE ${LOGIN_SESSION} AND kind IN ${PROBLEM_KINDS}))::int AS problem_sessions,
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
    errorsPer1000: problemRate(r.problem_sessions, r.sessions),
    p75Ms: r.p75_ms === null ? null : Math.round(Number(r.p75_ms)),
    firstReportAt: iso(r.first_at),
    lastReportAt: iso(r.last_at),
  }));
}

/**
 * What the guard judges a version by: its first `firstSessions` login sessions (in the order of their
 * first report about it) and how many of them reported a load failure or an error; null until it has
 * that many. One session is one vote however many reports it sends, so neither a flood of failures nor
 * a run of clean screen loads from one login moves the verdict by more than one session.
 */
export async function firstSessionsProblems(db: DbOrTx, remote: string, version: string, firstSessions: number): Promise<number | null> {
  const [row] = await queryRows<{ sessions: number; problems: number }>(
    db,
    sql`WITH firsts AS (
          SELECT session_key, min(id) AS first_id
          FROM release_health_reports
          WHERE remote = ${remote} AND version = ${version} AND session_key LIKE ${LOGIN_SESSION}
          GROUP BY session_key
          ORDER BY first_id
          LIMIT ${firstSessions}
        )
        SELECT count(*)::int AS sessions,
               (count(*) FILTER (WHERE EXISTS (
                 SELECT 1 FROM release_health_reports p
                 WHERE p.remote = ${remote} AND p.version = ${version} AND p.kind IN ${PROBLEM_KINDS} AND p.session_key = f.session_key
               )))::int AS problems
        FROM firsts f`,
  );
  return row && row.sessions >= firstSessions ? row.problems : null;
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
