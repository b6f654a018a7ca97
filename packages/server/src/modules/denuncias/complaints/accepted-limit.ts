import { createHmac, randomBytes } from 'node:crypto';

/**
 * Accepted complaints per client address in a sliding window. Only complaints that were stored
 * count: a refused submission (bad data, bad captcha) or an idempotent replay costs nothing.
 * Addresses are kept only in memory and only as an HMAC under a key made at start-up, so
 * neither the address nor a stable fingerprint of it outlives the process or reaches the database.
 */
export interface AcceptedComplaintLimit {
  /** true when `address` has already used its allowance in the current window. */
  exhausted(address: string, now?: number): boolean;
  /** Counts one accepted complaint from `address`. */
  record(address: string, now?: number): void;
}

export function createAcceptedComplaintLimit(options: { max: number; windowMs: number }): AcceptedComplaintLimit {
  const key = randomBytes(32);
  const accepted = new Map<string, number[]>();
  const digest = (address: string) => createHmac('sha256', key).update(address).digest('base64url');
  let lastSweep = 0;

  /** The times still inside the window; forgets addresses with none left, at most once a window for the whole map. */
  const recent = (id: string, now: number): number[] => {
    if (now - lastSweep >= options.windowMs) {
      lastSweep = now;
      for (const [other, times] of accepted) if (times.every((t) => now - t >= options.windowMs)) accepted.delete(other);
    }
    const times = (accepted.get(id) ?? []).filter((t) => now - t < options.windowMs);
    if (times.length > 0) accepted.set(id, times);
    else accepted.delete(id);
    return times;
  };

  return {
    exhausted: (address, now = Date.now()) => recent(digest(address), now).length >= options.max,
    record: (address, now = Date.now()) => {
      const id = digest(address);
      accepted.set(id, [...recent(id, now), now]);
    },
  };
}
