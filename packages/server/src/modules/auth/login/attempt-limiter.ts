import type { SharedLimits } from '../../../plugins/limits-repository';

/**
 * Counts failed logins per key inside a sliding window. The login keys it by (username, address)
 * pair, by address and by username. On PostgreSQL the counts are shared by every API instance
 * (`createSharedLoginAttemptLimiter`); on PGlite they are kept in the memory of the one process.
 */
export interface LoginAttemptLimiter {
  /** Failures of `key` inside the current window. */
  failures(key: string): Promise<number>;
  /** Counts one failure of `key`; returns its failures inside the window, this one included. */
  recordFailure(key: string): Promise<number>;
  /** Forgets the failures of `key` (after a successful login). */
  reset(key: string): Promise<void>;
  /** Milliseconds until `key` has fewer than `max` failures inside the window (0 when it already has). */
  waitMs(key: string, max: number): Promise<number>;
}

export interface MemoryLimiterOptions {
  windowMs: number;
  /** Bound on remembered keys, so that guessing random names cannot exhaust memory. */
  maxKeys?: number;
  /** Failures remembered per key; counts stop growing there. */
  maxPerKey?: number;
  now?: () => number;
}

export function createMemoryLoginAttemptLimiter(options: MemoryLimiterOptions): LoginAttemptLimiter {
  const { windowMs, maxKeys = 10_000, maxPerKey = 1_000, now = Date.now } = options;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    failures: async (key) => recent(key).length,
    recordFailure: async (key) => {
      const times = recent(key);
      failures.delete(key); // re-insert so that Map order stays "least recently failed first"
      const updated = [...times, now()].slice(-maxPerKey);
      failures.set(key, updated);
      if (failures.size > maxKeys) failures.delete(failures.keys().next().value!);
      return updated.length;
    },
    reset: async (key) => {
      failures.delete(key);
    },
    // Once the max-th newest failure leaves the window, max - 1 remain.
    waitMs: async (key, max) => {
      const times = recent(key);
      const leaving = times[times.length - Math.max(1, max)];
      return leaving === undefined ? 0 : Math.max(0, leaving + windowMs - now());
    },
  };
}

const LOGIN_SCOPE = 'login-failures';

/**
 * The same counts kept in PostgreSQL, so that they hold across API instances: one statement per
 * call, keys stored only as keyed digests (see plugins/limits-repository.ts), rows gone once the window passes.
 */
export function createSharedLoginAttemptLimiter(limits: SharedLimits, options: { windowMs: number; maxPerKey: number }): LoginAttemptLimiter {
  const { windowMs, maxPerKey } = options;
  return {
    failures: (key) => limits.count(LOGIN_SCOPE, key, windowMs),
    recordFailure: (key) => limits.record(LOGIN_SCOPE, key, windowMs, maxPerKey),
    reset: (key) => limits.clear(LOGIN_SCOPE, key),
    waitMs: (key, max) => limits.waitMs(LOGIN_SCOPE, key, windowMs, max),
  };
}
