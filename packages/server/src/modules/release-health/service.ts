import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_REPORT_REMOTE, PUBLIC_REPORT_ROUTES, type ReleaseReport } from '@sisacte/contracts/release-health/reports';
import { GUARD_WHO, type ReleaseGuard, type Releases, type RemoteReleases } from '@sisacte/contracts/release-health/releases';
import { canSeeMenuEntry } from '@sisacte/contracts/shell/menu';
import { isPublicPath, REMOTE_NAMES, remoteForPath, type RemoteName } from '@sisacte/contracts/shell/remotes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { parseGuard, type ReleaseHealthConfig } from './config';
import { firstSessionsProblems, LOGIN_SESSION_PREFIX, problemRate, VISITOR_SESSION_PREFIX } from './repository';
import {
  LiveVersionChangedError,
  pointRemoteIn,
  readGuardFileIn,
  readHistoryIn,
  readRemotesIn,
  registryWritable,
  versionsIn,
} from './registry.mjs';

/** History lines shown per remote, newest first. */
const HISTORY_SHOWN = 50;

/** The guard of each remote: the registry's `.release-guard.json` (read each time, no restart needed) over the environment. */
export function guardOf(config: ReleaseHealthConfig, remote: RemoteName): ReleaseGuard | null {
  const fromFile = readGuardFileIn(config.registryDir)[remote];
  if (fromFile !== undefined) return parseGuard(fromFile);
  return config.guards[remote] ?? null;
}

/** Every remote's live version, its versions (oldest first) and its history (newest first). */
export function listReleases(config: ReleaseHealthConfig): Releases {
  const dir = config.registryDir;
  const remotes = readRemotesIn(dir);
  const history = readHistoryIn(dir);
  const lines: RemoteReleases[] = REMOTE_NAMES.map((remote) => {
    const live = remotes[remote]?.version ?? null;
    return {
      remote,
      live,
      versions: versionsIn(dir, remote).map((v) => ({ version: v.version, releasedAt: v.releasedAt ?? null, live: v.version === live })),
      history: history.filter((h) => h.remote === remote).reverse().slice(0, HISTORY_SHOWN),
      guard: guardOf(config, remote),
    };
  });
  return { remotes: lines, writable: registryWritable(dir) };
}

/**
 * Whether `version` of `remote` is in the registry. Versions are never deleted, so a yes is remembered;
 * a no is asked again after a while (a release may publish it meanwhile).
 */
export function versionDirectory(config: ReleaseHealthConfig) {
  const known = new Set<string>();
  const unknown = new Map<string, number>();
  return (remote: string, version: string): boolean => {
    const key = `${remote}/${version}`;
    if (known.has(key)) return true;
    const checkedAt = unknown.get(key);
    if (checkedAt !== undefined && Date.now() - checkedAt < 10_000) return false;
    if (existsSync(join(config.registryDir, remote, version, 'release.json'))) {
      known.add(key);
      unknown.delete(key);
      return true;
    }
    if (unknown.size > 1000) unknown.clear();
    unknown.set(key, Date.now());
    return false;
  };
}

/** What made `version` live last (its history line's `from`), else the version before it. */
function versionBefore(config: ReleaseHealthConfig, remote: string, version: string): string | null {
  const madeLive = readHistoryIn(config.registryDir, remote)
    .filter((h) => h.to === version && h.from && h.from !== version)
    .at(-1);
  if (madeLive?.from && existsSync(join(config.registryDir, remote, madeLive.from))) return madeLive.from;
  const versions = versionsIn(config.registryDir, remote).map((v) => v.version);
  const index = versions.indexOf(version);
  return index > 0 ? versions[index - 1]! : null;
}

export interface GuardVerdict {
  remote: string;
  from: string;
  to: string;
  rate: number;
}

/**
 * The automatic guard, after a batch of reports about `remote`'s `version`: when that is the live version,
 * its guard is on, and more than the limit per 1,000 of its first login sessions had a load failure or an error,
 * the version before it goes live again (under the registry's lock, only if `version` is still live) and
 * the history says why. A version is rolled back by the guard once: someone putting it live again decides.
 */
export async function judgeVersion(
  db: Database,
  config: ReleaseHealthConfig,
  remote: RemoteName,
  version: string,
  log: FastifyBaseLogger,
): Promise<GuardVerdict | null> {
  const guard = guardOf(config, remote);
  if (!guard) return null;
  const dir = config.registryDir;
  if (readRemotesIn(dir)[remote]?.version !== version) return null;
  const problems = await firstSessionsProblems(db, remote, version, guard.firstSessions);
  if (problems === null) return null;
  const rate = problemRate(problems, guard.firstSessions)!;
  if (rate <= guard.maxErrorsPer1000) return null;
  if (readHistoryIn(dir, remote).some((h) => h.action === 'guard' && h.from === version)) return null;
  const target = versionBefore(config, remote, version);
  if (!target) {
    log.warn({ remote, version, rate }, 'release guard: no earlier version to roll back to');
    return null;
  }
  if (!registryWritable(dir)) {
    log.warn({ remote, version, rate }, 'release guard: the registry is read-only here, nothing rolled back');
    return null;
  }
  const reason = `${formatRate(rate)} sessões com falha ou erro por 1.000 nas primeiras ${guard.firstSessions} (limite: ${formatRate(guard.maxErrorsPer1000)})`;
  try {
    await pointRemoteIn(dir, remote, target, { action: 'guard', who: GUARD_WHO, reason, expectedLive: version });
  } catch (error) {
    if (error instanceof LiveVersionChangedError) return null; // another instance (or person) acted first
    throw error;
  }
  log.warn({ remote, from: version, to: target, rate }, 'release guard rolled a version back');
  return { remote, from: version, to: target, rate };
}

const formatRate = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/**
 * The session key a batch is stored under. A logged-in batch: its login session (the token's `sid`; for
 * an older token without one, the user and their session version) through an HMAC under a key that never
 * leaves the server, so the stored key names neither the user nor the session, and the client cannot
 * make one login count as many sessions. An anonymous batch: the tab's own id, marked as a visitor's.
 */
export function sessionKeys(secret: string) {
  const key = createHmac('sha256', secret).update('sisacte:release-health-session:v1').digest();
  const digest = (text: string) => createHmac('sha256', key).update(text).digest('hex').slice(0, 31);
  return {
    login: (user: { id: number }, claims: { sid?: string | undefined; tv: number }) =>
      LOGIN_SESSION_PREFIX + digest(claims.sid ? `sid:${claims.sid}` : `user:${user.id}:${claims.tv}`),
    visitor: (tab: string) => VISITOR_SESSION_PREFIX + tab.slice(0, 31),
  };
}

/**
 * Whether a logged-in user may report this about `remote`: the remote's screens must be open to them —
 * one of its live menu entries (the shell draws the sidebar from them) shows to their roles — or the
 * route is public (the complaint form, the self-diagnosis), which anyone may open. A live release that
 * published no menu (older than menus) says nothing of its roles: every logged-in user's reports are taken.
 */
export function userMayReport(config: ReleaseHealthConfig, roles: readonly string[]) {
  const remotes = readRemotesIn(config.registryDir);
  return (report: Pick<ReleaseReport, 'remote' | 'route'>): boolean => {
    if (report.remote === PUBLIC_REPORT_REMOTE && PUBLIC_REPORT_ROUTES.includes(report.route)) return true;
    if (isPublicPath(report.route) && remoteForPath(report.route) === report.remote) return true;
    const menu = remotes[report.remote]?.menu;
    return !menu || menu.some((entry) => canSeeMenuEntry(entry, roles));
  };
}
