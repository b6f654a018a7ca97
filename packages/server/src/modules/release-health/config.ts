import { REMOTE_NAMES, type RemoteName } from '@sisacte/contracts/shell/remotes';
import type { ReleaseGuard } from '@sisacte/contracts/release-health/releases';

export interface ReleaseHealthConfig {
  /** The registry the release tools write (remotes.json, the versions, the history): REGISTRY_DIR. */
  registryDir: string;
  /** Report batches one client address may send per minute (RELEASE_HEALTH_REPORTS_PER_MINUTE). */
  batchesPerMinute: number;
  /** Reports older than this are deleted. */
  retentionDays: number;
  purgeEveryMs: number;
  firstPurgeAfterMs: number;
  /** The automatic guard per remote (RELEASE_GUARD_<REMOTE>, e.g. RELEASE_GUARD_MF_PAINEL=50/200); absent: off. */
  guards: Partial<Record<RemoteName, ReleaseGuard>>;
  /**
   * Secret the login sessions' keys derive from (JWT_SECRET, shared by every instance). Without one, a
   * random key of this process: then a session reporting to two instances, or across a restart, counts twice.
   */
  sessionSecret?: string | undefined;
}

export const RELEASE_HEALTH_DEFAULTS: Omit<ReleaseHealthConfig, 'registryDir'> = {
  batchesPerMinute: 120,
  retentionDays: 30,
  purgeEveryMs: 60 * 60 * 1000,
  firstPurgeAfterMs: 60 * 1000,
  guards: {},
};

/** `RELEASE_GUARD_MF_PAINEL`: the environment variable of a remote's guard. */
export const guardVariable = (remote: string) => `RELEASE_GUARD_${remote.toUpperCase().replace(/-/g, '_')}`;

/**
 * A guard setting: `<sessions with a problem per 1,000>/<first sessions>` ('50/200': roll back when more
 * than 50 per 1,000 of a new version's first 200 login sessions had a load failure or an error). Null
 * for an empty, malformed or non-positive setting (the guard stays off).
 */
export function parseGuard(value: unknown): ReleaseGuard | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match) return null;
  const maxErrorsPer1000 = Number(match[1]);
  const firstSessions = Number(match[2]);
  return firstSessions >= 1 && maxErrorsPer1000 >= 0 && maxErrorsPer1000 <= 1000 ? { maxErrorsPer1000, firstSessions } : null;
}

/** The guards set in the environment. */
export function guardsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<Record<RemoteName, ReleaseGuard>> {
  const guards: Partial<Record<RemoteName, ReleaseGuard>> = {};
  for (const remote of REMOTE_NAMES) {
    const guard = parseGuard(env[guardVariable(remote)]);
    if (guard) guards[remote] = guard;
  }
  return guards;
}

/** The module's settings from the environment (each may be overridden by the app's options). */
export function releaseHealthConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Omit<ReleaseHealthConfig, 'registryDir'> & { registryDir?: string } {
  const perMinute = Number(env.RELEASE_HEALTH_REPORTS_PER_MINUTE);
  return {
    ...RELEASE_HEALTH_DEFAULTS,
    ...(env.REGISTRY_DIR?.trim() ? { registryDir: env.REGISTRY_DIR.trim() } : {}),
    ...(Number.isInteger(perMinute) && perMinute > 0 ? { batchesPerMinute: perMinute } : {}),
    ...(env.JWT_SECRET?.trim() ? { sessionSecret: env.JWT_SECRET.trim() } : {}),
    guards: guardsFromEnv(env),
  };
}
