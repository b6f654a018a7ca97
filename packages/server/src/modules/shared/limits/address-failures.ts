import { createHmac, randomBytes } from 'node:crypto';
import type { SharedLimits } from '../../../plugins/limits-repository';

/**
 * Wrong guesses of a secret (a self-diagnosis resume code) per client address in a sliding window.
 * Once an address has `max` in the window it is refused, right guesses included, until the oldest
 * leaves the window; right guesses never count. Kept like the other public limits: in PostgreSQL,
 * shared by every API instance, as daily keyed digests (`createSharedAddressFailures`); on PGlite in
 * the memory of the one process, under a key made at start-up.
 */
export interface AddressFailures {
  /** Milliseconds until `address` may try again: 0 while it has fewer than `max` failures in the window. */
  waitMs(address: string): Promise<number>;
  /** Counts one wrong guess of `address`. */
  record(address: string): Promise<void>;
}

export interface AddressFailuresOptions {
  max: number;
  windowMs: number;
}

/** Addresses remembered at most, so that guesses from many addresses cannot exhaust memory (the stalest go first). */
const MAX_ADDRESSES = 10_000;

export function createAddressFailures(options: AddressFailuresOptions & { now?: () => number }): AddressFailures {
  const { max, windowMs, now = Date.now } = options;
  const key = randomBytes(32);
  const failures = new Map<string, number[]>();
  const digest = (address: string) => createHmac('sha256', key).update(address).digest('base64url');

  /** The failures of `id` still in the window, oldest first; forgets an address with none. */
  const recent = (id: string, at: number): number[] => {
    const times = (failures.get(id) ?? []).filter((t) => at - t < windowMs);
    if (times.length === 0) failures.delete(id);
    else failures.set(id, times);
    return times;
  };

  return {
    waitMs: async (address) => {
      const at = now();
      const times = recent(digest(address), at);
      // Once the (length - max + 1)-th oldest leaves the window, max - 1 remain.
      const freeing = times[times.length - max];
      return freeing === undefined ? 0 : Math.max(1, freeing + windowMs - at);
    },
    record: async (address) => {
      const at = now();
      const id = digest(address);
      const times = recent(id, at);
      failures.delete(id); // re-inserted last: Map order is "least recently failed first"
      failures.set(id, [...times, at].slice(-max));
      if (failures.size > MAX_ADDRESSES) failures.delete(failures.keys().next().value!);
    },
  };
}

/** The same count kept in PostgreSQL under `scope`: one statement to look, one to count a failure. */
export function createSharedAddressFailures(limits: SharedLimits, scope: string, options: AddressFailuresOptions): AddressFailures {
  return {
    waitMs: (address) => limits.waitMs(scope, address, options.windowMs, options.max),
    record: async (address) => {
      await limits.record(scope, address, options.windowMs, options.max);
    },
  };
}

/** The failures of `scope`: shared by every instance when `shared` is set (PostgreSQL), in this process's memory otherwise. */
export function addressFailures(shared: SharedLimits | null, scope: string, options: AddressFailuresOptions): AddressFailures {
  return shared ? createSharedAddressFailures(shared, scope, options) : createAddressFailures(options);
}
