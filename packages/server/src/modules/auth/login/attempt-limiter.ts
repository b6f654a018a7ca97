/**
 * Counts failed logins per key inside a sliding window. The login keys it by (username, address)
 * pair, by address and by username. In memory, so each API instance counts on its own; a shared
 * store (e.g. a PostgreSQL table) can implement the same interface.
 */
export interface LoginAttemptLimiter {
  /** Failures of `key` inside the current window. */
  failures(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  /** Forgets the failures of `key` (after a successful login). */
  reset(key: string): Promise<void>;
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
      failures.set(key, [...times, now()].slice(-maxPerKey));
      if (failures.size > maxKeys) failures.delete(failures.keys().next().value!);
    },
    reset: async (key) => {
      failures.delete(key);
    },
  };
}
