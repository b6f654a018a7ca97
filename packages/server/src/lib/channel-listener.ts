import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseEngine } from '../db/client';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;
/**
 * An idle LISTEN connection whose peer vanished without a word (a dropped network path, a host gone) would
 * never learn it: the listener would stay 'up' and deaf, and the session cache would keep answers past a
 * revocation until their TTL. So the connection is asked `HEARTBEAT_QUERY` (below) this often, and counted lost when the
 * answer takes longer than HEARTBEAT_TIMEOUT_MS: deafness goes unnoticed for at most the sum (10 s).
 */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
/**
 * The heartbeat's statement. It names itself, so that `pg_stat_activity` (whose `query` shows a connection's
 * last statement) tells the LISTEN connection from the pool's others once the first beat has replaced `LISTEN …`.
 */
export const HEARTBEAT_QUERY = 'SELECT 1 AS listen_heartbeat';
/** Channel names are written into LISTEN as identifiers: plain lower-case names only. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** What a channel's user is told: each payload, and when the listening starts (again) or stops. */
export interface ChannelHandlers {
  notification(payload: string | undefined): void;
  /** Listening (again): every NOTIFY from now on arrives; those sent while down were lost. */
  up?(): void;
  /** The listening connection was lost: NOTIFYs go unheard until `up`. */
  down?(): void;
}

/**
 * This process's LISTEN on the database, one connection for every channel. Channels are added
 * before `start` (as plugins register); `start` resolves once they are listened on, or after the
 * first failure, and reconnects with backoff whenever the connection is lost.
 */
export interface ChannelListener {
  on(channel: string, handlers: ChannelHandlers): void;
  /** Whether the channels are listened on now. */
  readonly up: boolean;
  start(): Promise<void>;
  close(): Promise<void>;
}

interface PgClientLike {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (msg: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  removeAllListeners(): unknown;
  release(destroy?: boolean | Error): void;
}

export interface PgPoolLike {
  totalCount: number;
  connect(): Promise<PgClientLike>;
}

/** PGlite's (or its thread client's) own listening: NOTIFYs of the one connection, delivered in process. */
interface InProcessListenable {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

/** The node-postgres pool under a drizzle database; null on PGlite. */
export const pgPoolOf = (db: Database): PgPoolLike | null => {
  const client = (db as { $client?: unknown }).$client as PgPoolLike | undefined;
  return client && typeof client.totalCount === 'number' ? client : null;
};

/**
 * The listener of this database: on PostgreSQL a connection of the pool kept for LISTEN; on PGlite
 * the engine's own listening (one connection, so a NOTIFY is delivered before the statement that
 * sent it returns); null when neither is available.
 */
export function createChannelListener(db: Database, engine: DatabaseEngine, log: FastifyBaseLogger): ChannelListener | null {
  if (engine === 'postgresql') {
    const pool = pgPoolOf(db);
    return pool ? listenWithReconnects(pool, log) : null;
  }
  const client = (db as { $client?: unknown }).$client as Partial<InProcessListenable> | undefined;
  return typeof client?.listen === 'function' ? listenInProcess(client as InProcessListenable) : null;
}

function channelsOf(): { channels: Map<string, ChannelHandlers>; add(channel: string, handlers: ChannelHandlers): void } {
  const channels = new Map<string, ChannelHandlers>();
  return {
    channels,
    add(channel, handlers) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
      if (channels.has(channel)) throw new Error(`Channel ${channel} is already listened on`);
      channels.set(channel, handlers);
    },
  };
}

function each(channels: Map<string, ChannelHandlers>, event: 'up' | 'down', log?: FastifyBaseLogger): void {
  for (const [channel, handlers] of channels) {
    try {
      handlers[event]?.();
    } catch (error) {
      log?.warn({ err: error }, `LISTEN ${channel}: ${event} handler failed`);
    }
  }
}

/** Whether `promise` settles successfully within `ms`. */
const within = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([
    promise.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);

function listenWithReconnects(pool: PgPoolLike, log: FastifyBaseLogger): ChannelListener {
  const { channels, add } = channelsOf();
  let listener: PgClientLike | null = null;
  let up = false;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** The heartbeat's query while it runs: `close` lets it end before unlistening (one query at a time on a client). */
  let beating: { client: PgClientLike; done: Promise<unknown> } | null = null;
  const names = () => [...channels.keys()].join(', ');

  async function listen(): Promise<void> {
    if (closed || channels.size === 0) return;
    let client: PgClientLike | undefined;
    let listening = false;
    try {
      const connected = (client = await pool.connect());
      // Closed while connecting (a shutdown during a database outage): give the connection back, or pool.end() waits for it.
      if (closed) {
        connected.release();
        return;
      }
      const lost = (error?: Error) => {
        if (listener !== connected) return;
        listener = null;
        clearInterval(heartbeat);
        connected.removeAllListeners();
        connected.release(error ?? true);
        if (up) {
          up = false;
          each(channels, 'down', log);
        }
        if (!closed) {
          log.warn({ err: error }, `LISTEN ${names()} connection lost; reconnecting`);
          scheduleListen();
        }
      };
      connected.on('notification', (msg) => channels.get(msg.channel)?.notification(msg.payload));
      connected.on('error', (error) => lost(error));
      connected.on('end', () => lost());
      listener = connected;
      listening = true;
      for (const channel of channels.keys()) await connected.query(`LISTEN ${channel}`);
      if (listener !== connected) return;
      retryMs = RECONNECT_MIN_MS;
      up = true;
      each(channels, 'up', log);
      const beat = () => {
        if (listener !== connected || beating?.client === connected) return;
        const late = setTimeout(() => lost(new Error(`LISTEN heartbeat unanswered after ${HEARTBEAT_TIMEOUT_MS} ms`)), HEARTBEAT_TIMEOUT_MS);
        const done: Promise<unknown> = connected
          .query(HEARTBEAT_QUERY)
          .catch((error: Error) => lost(error))
          .finally(() => {
            clearTimeout(late);
            if (beating?.done === done) beating = null;
          });
        beating = { client: connected, done };
      };
      clearInterval(heartbeat);
      heartbeat = setInterval(beat, HEARTBEAT_MS);
      heartbeat.unref();
    } catch (error) {
      // Lost while its LISTEN ran: `lost` has already given it back and scheduled the retry (not twice).
      if (listening && listener !== client) return;
      // A connection whose LISTEN failed is not kept: the retry takes a new one.
      if (client && listener === client) {
        listener = null;
        client.removeAllListeners();
        client.release(true);
      }
      log.warn({ err: error }, `LISTEN ${names()} failed; retrying`);
      scheduleListen();
    }
  }

  function scheduleListen() {
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void listen(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  return {
    on: add,
    get up() {
      return up;
    },
    start: listen,
    async close() {
      closed = true;
      up = false;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners();
        // An error while unlistening is not thrown as an unhandled 'error' event.
        client.on('error', () => undefined);
        // A heartbeat under way ends first; then UNLISTEN. A connection that does not answer either within the
        // heartbeat's timeout (a silent peer) or fails is destroyed, not handed back to the pool: close never hangs on it.
        const answered = (beating?.client !== client || (await within(beating.done, HEARTBEAT_TIMEOUT_MS))) && (await within(client.query('UNLISTEN *'), HEARTBEAT_TIMEOUT_MS));
        client.release(answered ? undefined : true);
      }
    },
  };
}

function listenInProcess(client: InProcessListenable): ChannelListener {
  const { channels, add } = channelsOf();
  let up = false;
  let closed = false;
  return {
    on: add,
    get up() {
      return up;
    },
    async start() {
      for (const [channel, handlers] of channels) await client.listen(channel, (payload) => !closed && handlers.notification(payload));
      up = !closed;
      if (up) each(channels, 'up');
    },
    async close() {
      closed = true;
      up = false;
    },
  };
}
