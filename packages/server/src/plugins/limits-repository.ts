import { createHmac } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { preparedRows, queryRows, type Database } from '../db/client';

/**
 * Limits kept in PostgreSQL (migrations/0007_rate_limits.sql), so that every API instance on the
 * same database counts together: per-route request limits (fixed windows, for @fastify/rate-limit)
 * and event logs in sliding windows (failed logins, accepted complaints). Each operation is one
 * statement, one round trip. On PGlite (one process) the callers keep their limits in memory.
 *
 * A subject (a client address, a username) is stored only as HMAC-SHA256(dayKey, scope + subject),
 * where dayKey derives from the shared secret and the UTC day: every instance computes the same
 * digest, nobody holding the tables alone can test an address against them, and a day's digests
 * cannot be linked with the next day's. Rows expire with their window and `sweep` deletes them.
 */
export interface SharedLimits {
  /** Events of `subject` in the last `windowMs`. */
  count(scope: string, subject: string, windowMs: number): Promise<number>;
  /** Logs one event now and returns the events in the window, this one included (at most `keep` are kept). */
  record(scope: string, subject: string, windowMs: number, keep: number): Promise<number>;
  /** Logs one event now only if fewer than `max` are in the window; true when logged. */
  recordIfUnder(scope: string, subject: string, windowMs: number, max: number): Promise<boolean>;
  /** Milliseconds until fewer than `max` events of `subject` are in the window (0 when already so). */
  waitMs(scope: string, subject: string, windowMs: number, max: number): Promise<number>;
  /** Forgets the latest event (one taken for something that did not happen after all). */
  removeLatest(scope: string, subject: string): Promise<void>;
  /** Forgets every event of `subject`. */
  clear(scope: string, subject: string): Promise<void>;
  /** Counts one hit in the fixed window of `subject` (a new one opens when the last has ended). */
  hit(scope: string, subject: string, windowMs: number): Promise<{ hits: number; ttlMs: number }>;
  /** Deletes expired rows; returns how many. */
  sweep(): Promise<number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bound on a fixed window's counter (an integer column). */
const MAX_HITS = 1_000_000_000;

/** Digest of (scope, subject) under a key derived from `secret` and the current UTC day. */
export type LimitKeyer = (scope: string, subject: string) => Buffer;

export function createLimitKeyer(secret: string, now: () => number = Date.now): LimitKeyer {
  let day = Number.NaN;
  let dayKey = Buffer.alloc(0);
  return (scope, subject) => {
    const today = Math.floor(now() / DAY_MS);
    if (today !== day) {
      day = today;
      dayKey = createHmac('sha256', secret).update(`sisacte-limits/${today}`).digest();
    }
    return createHmac('sha256', dayKey).update(scope).update('\0').update(subject).digest();
  };
}

const ms = (value: number) => sql`(${Math.max(0, Math.trunc(value))}::int * interval '1 millisecond')`;

export function createPgSharedLimits(db: Database, keyer: LimitKeyer): SharedLimits {
  const hits = createHitBatcher(db);
  return {
    async count(scope, subject, windowMs) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM rate_limit_events e, unnest(e.times) AS t(at)
            WHERE e.key = ${keyer(scope, subject)} AND t.at > now() - ${ms(windowMs)}`,
      );
      return row?.n ?? 0;
    },

    async record(scope, subject, windowMs, keep) {
      // Newest first: the older events still in the window follow, up to `keep` in all.
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`INSERT INTO rate_limit_events AS e (key, times, expires_at)
            SELECT ${keyer(scope, subject)}, ARRAY[now()], now() + ${ms(windowMs)} FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
            ON CONFLICT (key) DO UPDATE SET
              times = array_prepend(now(), ARRAY(
                SELECT t FROM unnest(e.times) AS t WHERE t > now() - ${ms(windowMs)} ORDER BY t DESC LIMIT ${Math.max(0, keep - 1)}
              )),
              expires_at = excluded.expires_at
            RETURNING cardinality(e.times) AS n`,
      );
      return row!.n;
    },

    async recordIfUnder(scope, subject, windowMs, max) {
      // The conflicting row is locked, so concurrent takers from any instance are serialised. Prepared
      // (it comes with every public complaint and self-diagnosis), and committed without waiting for
      // the disk, refused or not (set_config in FROM runs for every call): an event lost to a crash only
      // gives an address one more try, and the complaint's or evaluation's commit, or the give-back,
      // flushes the WAL, this event included, before the answer.
      const rows = await preparedRows<{ taken: number }>(
        db,
        'sisacte_limit_record_if_under',
        sql`INSERT INTO rate_limit_events AS e (key, times, expires_at)
            SELECT ${keyer(scope, subject)}, ARRAY[now()], now() + ${ms(windowMs)} FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
            ON CONFLICT (key) DO UPDATE SET
              times = array_prepend(now(), ARRAY(
                SELECT t FROM unnest(e.times) AS t WHERE t > now() - ${ms(windowMs)} ORDER BY t DESC
              )),
              expires_at = excluded.expires_at
            WHERE (SELECT count(*) FROM unnest(e.times) AS t WHERE t > now() - ${ms(windowMs)}) < ${max}::int
            RETURNING 1 AS taken`,
      );
      return max > 0 && rows.length === 1;
    },

    async waitMs(scope, subject, windowMs, max) {
      // The max-th newest event still in the window: once it leaves, max - 1 remain.
      const [row] = await queryRows<{ wait: number }>(
        db,
        sql`SELECT greatest(0, ceil(extract(epoch FROM t.at + ${ms(windowMs)} - now()) * 1000))::int AS wait
            FROM rate_limit_events e, unnest(e.times) AS t(at)
            WHERE e.key = ${keyer(scope, subject)} AND t.at > now() - ${ms(windowMs)}
            ORDER BY t.at DESC OFFSET ${Math.max(0, max - 1)} LIMIT 1`,
      );
      return row?.wait ?? 0;
    },

    async removeLatest(scope, subject) {
      await db.execute(sql`UPDATE rate_limit_events SET times = times[2:] WHERE key = ${keyer(scope, subject)}`);
    },

    async clear(scope, subject) {
      await db.execute(sql`DELETE FROM rate_limit_events WHERE key = ${keyer(scope, subject)}`);
    },

    hit: (scope, subject, windowMs) => hits(keyer(scope, subject), windowMs),

    async sweep() {
      const [row] = await queryRows<{ n: number }>(
        db,
        // rows a counting statement holds are left for the next sweep: the sweep never waits on them, nor they on it
        sql`WITH w AS (DELETE FROM rate_limit_windows WHERE key IN (SELECT key FROM rate_limit_windows WHERE resets_at < now() FOR UPDATE SKIP LOCKED) RETURNING 1),
                 e AS (DELETE FROM rate_limit_events WHERE key IN (SELECT key FROM rate_limit_events WHERE expires_at < now() FOR UPDATE SKIP LOCKED) RETURNING 1)
            SELECT ((SELECT count(*) FROM w) + (SELECT count(*) FROM e))::int AS n`,
      );
      return row?.n ?? 0;
    },
  };
}

/** A PostgreSQL array literal of hex digests or integers (nothing to quote in either). */
const arrayLiteral = (items: readonly (string | number)[]) => `{${items.join(',')}}`;

/** The longest fixed window (an int of milliseconds, about 24 days). */
const MAX_WINDOW_MS = 2_147_483_647;

/** Keys counted by one statement at most. */
const HIT_BATCH_MAX = 500;

interface PendingHit {
  windowMs: number;
  resolve(result: { hits: number; ttlMs: number }): void;
  reject(error: unknown): void;
}

/**
 * The fixed windows' hits (every public look-up counts one), counted together: a hit is sent at
 * once when none is on its way, and the hits that arrive meanwhile go in the next statement, one row
 * per key, so under load a statement counts many at no added wait, each hit still written before it
 * is answered. Hits of one key in a statement get consecutive counts, in their order of arrival.
 * Prepared, and committed without waiting for the disk (the table is UNLOGGED anyway).
 */
function createHitBatcher(db: Database): (key: Buffer, windowMs: number) => Promise<{ hits: number; ttlMs: number }> {
  const queue = new Map<string, PendingHit[]>();
  let sending = false;

  async function send(batch: Map<string, PendingHit[]>): Promise<void> {
    // In one order on every instance (and the sweep skips locked rows), so two statements never wait on each other's rows.
    const keys = [...batch.keys()].sort();
    const counts = keys.map((k) => batch.get(k)!.length);
    const windows = keys.map((k) => batch.get(k)![0]!.windowMs);
    const rows = await preparedRows<{ key: string; hits: number; ttl_ms: number }>(
      db,
      'sisacte_limit_hits',
      sql`INSERT INTO rate_limit_windows AS w (key, hits, resets_at)
          SELECT decode(h.key, 'hex'), h.n, now() + h.window_ms * interval '1 millisecond'
          FROM unnest(${arrayLiteral(keys)}::text[], ${arrayLiteral(counts)}::int[], ${arrayLiteral(windows)}::int[]) AS h(key, n, window_ms),
               (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN w.resets_at <= now() THEN excluded.hits ELSE least(w.hits + excluded.hits, ${MAX_HITS}) END,
            resets_at = CASE WHEN w.resets_at <= now() THEN excluded.resets_at ELSE w.resets_at END
          RETURNING encode(w.key, 'hex') AS key, w.hits, greatest(0, ceil(extract(epoch FROM w.resets_at - now()) * 1000))::int AS ttl_ms`,
    );
    const answered = new Set<string>();
    for (const row of rows) {
      const waiting = batch.get(row.key);
      if (!waiting) continue;
      answered.add(row.key);
      waiting.forEach((hit, i) => hit.resolve({ hits: Math.max(1, row.hits - (waiting.length - 1 - i)), ttlMs: row.ttl_ms }));
    }
    for (const key of keys) if (!answered.has(key)) for (const hit of batch.get(key)!) hit.reject(new Error('rate-limit hit not counted'));
  }

  async function drain(): Promise<void> {
    sending = true;
    while (queue.size > 0) {
      const batch = new Map<string, PendingHit[]>();
      for (const [key, waiting] of queue) {
        if (batch.size >= HIT_BATCH_MAX) break;
        batch.set(key, waiting);
      }
      for (const key of batch.keys()) queue.delete(key);
      try {
        await send(batch);
      } catch (error) {
        for (const waiting of batch.values()) for (const hit of waiting) hit.reject(error);
      }
    }
    sending = false;
  }

  return (key, windowMs) =>
    new Promise((resolve, reject) => {
      // a whole number of milliseconds an int holds: one odd window never fails the other hits of its statement
      const window = Number.isFinite(windowMs) ? Math.min(MAX_WINDOW_MS, Math.max(0, Math.trunc(windowMs))) : MAX_WINDOW_MS;
      const hex = key.toString('hex');
      const waiting = queue.get(hex);
      if (waiting) waiting.push({ windowMs: window, resolve, reject });
      else queue.set(hex, [{ windowMs: window, resolve, reject }]);
      if (!sending) void drain();
    });
}

/** What @fastify/rate-limit hands a store: its settings merged with the route's (`routeInfo`: the route). */
type StoreParams = FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store on `limits`: the same fixed windows as its in-memory store, counted
 * in PostgreSQL, one window per route and client address (the plugin's key).
 */
export function sharedRateLimitStore(limits: SharedLimits): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(params: StoreParams) {
      const route = params.routeInfo;
      this.scope = `route:${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      limits.hit(this.scope, key, timeWindow ?? 60_000).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions as StoreParams);
    }
  }
  return SharedRateLimitStore;
}
