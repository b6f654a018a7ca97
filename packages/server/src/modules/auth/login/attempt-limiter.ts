/**
 * Counts failed logins per username. In memory, so each API instance counts on its own;
 * a shared store (e.g. a PostgreSQL table) can implement the same interface later.
 */
export interface LoginAttemptLimiter {
  /** True when `key` has used up its failed attempts in the current window. */
  isBlocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  /** Forgets the failures of `key` (after a successful login). */
  reset(key: string): Promise<void>;
}

export interface MemoryLimiterOptions {
  maxFailures: number;
  windowMs: number;
  /** Bound on remembered usernames, so that guessing random names cannot exhaust memory. */
  maxKeys?: number;
  now?: () => number;
}

export function createMemoryLoginAttemptLimiter(options: MemoryLimiterOptions): LoginAttemptLimiter {
  const { maxFailures, windowMs, maxKeys = 10_000, now = Date.now } = options;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    isBlocked: async (key) => recent(key).length >= maxFailures,
    recordFailure: async (key) => {
      const times = recent(key);
      failures.delete(key); // re-insert so that Map order stays "least recently failed first"
      failures.set(key, [...times, now()]);
      if (failures.size > maxKeys) failures.delete(failures.keys().next().value!);
    },
    reset: async (key) => {
      failures.delete(key);
    },
  };
}
