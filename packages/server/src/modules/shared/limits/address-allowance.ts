import { createHmac, randomBytes } from 'node:crypto';
import type { SharedLimits } from '../../../plugins/limits-repository';

/**
 * What a client address may still do in a sliding window (accepted complaints, started
 * self-diagnoses). Only what was stored counts: a request takes one unit of the address's allowance
 * before it is checked, and gives it back when nothing was stored (bad data, bad captcha, an
 * idempotent replay).
 *
 * On PGlite the counts live in the memory of the one process, under an HMAC key made at start-up.
 * On PostgreSQL they are shared by every API instance (`createSharedAddressAllowance`), kept only as
 * keyed digests that change daily and are deleted once the window has passed; never with the
 * record they allowed.
 */
export interface AddressAllowance {
  /** Takes one unit of `address`'s allowance: false when it has none left in the current window. */
  take(address: string): Promise<boolean>;
  /** Gives back a unit taken for a submission that stored nothing. */
  giveBack(address: string): Promise<void>;
  /** Milliseconds until `address` has a unit again (0 when it has one now): a refusal's Retry-After. */
  retryAfterMs(address: string): Promise<number>;
}

export interface AddressAllowanceOptions {
  max: number;
  windowMs: number;
}

export function createAddressAllowance(options: AddressAllowanceOptions & { now?: () => number }): AddressAllowance {
  const { now = Date.now } = options;
  const key = randomBytes(32);
  const accepted = new Map<string, number[]>();
  const digest = (address: string) => createHmac('sha256', key).update(address).digest('base64url');
  let lastSweep = 0;

  /** The times still inside the window; forgets addresses with none left, at most once a window for the whole map. */
  const recent = (id: string, at: number): number[] => {
    if (at - lastSweep >= options.windowMs) {
      lastSweep = at;
      for (const [other, times] of accepted) if (times.every((t) => at - t >= options.windowMs)) accepted.delete(other);
    }
    const times = (accepted.get(id) ?? []).filter((t) => at - t < options.windowMs);
    if (times.length > 0) accepted.set(id, times);
    else accepted.delete(id);
    return times;
  };

  return {
    take: async (address) => {
      const at = now();
      const id = digest(address);
      const times = recent(id, at);
      if (times.length >= options.max) return false;
      accepted.set(id, [...times, at]);
      return true;
    },
    giveBack: async (address) => {
      const id = digest(address);
      const times = accepted.get(id);
      if (!times) return;
      times.pop();
      if (times.length === 0) accepted.delete(id);
    },
    retryAfterMs: async (address) => {
      const at = now();
      const times = recent(digest(address), at);
      // Oldest first: once the (length - max + 1)-th leaves the window, max - 1 remain.
      const freeing = times[times.length - options.max];
      return freeing === undefined ? 0 : Math.max(0, freeing + options.windowMs - at);
    },
  };
}

/** The same allowance kept in PostgreSQL under `scope`: one statement to take a unit, one to give it back. */
export function createSharedAddressAllowance(limits: SharedLimits, scope: string, options: AddressAllowanceOptions): AddressAllowance {
  return {
    take: (address) => limits.recordIfUnder(scope, address, options.windowMs, options.max),
    giveBack: (address) => limits.removeLatest(scope, address),
    retryAfterMs: (address) => limits.waitMs(scope, address, options.windowMs, options.max),
  };
}

/** The allowance of `scope`: shared by every instance when `shared` is set (PostgreSQL), in this process's memory otherwise. */
export function addressAllowance(shared: SharedLimits | null, scope: string, options: AddressAllowanceOptions): AddressAllowance {
  return shared ? createSharedAddressAllowance(shared, scope, options) : createAddressAllowance(options);
}
