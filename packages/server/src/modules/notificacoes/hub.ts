import type { Notification, NotificationSeenMessage } from '@sisacte/contracts/notificacoes/historico';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseEngine } from '../../db/client';
import { forDelivery, listenOn, notify, unlistenFrom } from './repository';

/**
 * The channel every API instance LISTENs on. A payload is notification ids joined with ',' (new
 * notifications), or `seen:<user id>:<ids joined with ';'>:<unseen count>` (a user saw some: no ','
 * in it, so that an instance reading only ids ignores it).
 */
export const NOTIFY_CHANNEL = 'sisacte_notificacoes';
const SEEN_PREFIX = 'seen:';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;

/** Someone connected to this instance waiting for a user's notifications, or for what the user saw (a STOMP subscription). */
export interface Subscriber {
  userId: number;
  deliver?(notification: Notification): void;
  seen?(event: NotificationSeenMessage): void;
}

/**
 * Real-time fan-out of new notifications. `publish` (after the transaction that stored them has
 * committed) tells every API instance: on PostgreSQL through NOTIFY on NOTIFY_CHANNEL, which every
 * instance (this one too) LISTENs on with a connection of its own; on PGlite (one process by
 * design) in process. Each instance then reads the notifications for the users connected to it, in
 * one query, and hands each subscriber its own user's. If the process stops between the commit and
 * the NOTIFY, only the push is lost: the notification is in the user's list at the next load.
 */
export interface NotificationHub {
  publish(ids: readonly number[]): Promise<void>;
  /**
   * Tells every session of `userId`, on every instance, that they saw notifications `event.ids` (after the
   * commit): the bell of each tab and device agrees. Through the same NOTIFY channel on PostgreSQL.
   */
  publishSeen(userId: number, event: NotificationSeenMessage): Promise<void>;
  /**
   * For a statement that stores notifications and NOTIFYs them itself (the intake's): the channel to
   * NOTIFY on PostgreSQL; null on PGlite, where `stored` delivers them in process.
   */
  readonly notifyChannel: string | null;
  /** After such a statement committed: pushes its notifications on PGlite; nothing to do on PostgreSQL (its NOTIFY did). */
  stored(ids: readonly number[]): Promise<void>;
  /** Adds a subscriber; returns the function that removes it. */
  subscribe(subscriber: Subscriber): () => void;
  /** Subscribers now connected to this instance. */
  readonly size: number;
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
interface PgPoolLike {
  totalCount: number;
  connect(): Promise<PgClientLike>;
}

const pgPoolOf = (db: Database): PgPoolLike | null => {
  const client = (db as { $client?: unknown }).$client as PgPoolLike | undefined;
  return client && typeof client.totalCount === 'number' ? client : null;
};

export function parsePayload(payload: string | undefined): number[] {
  if (payload?.startsWith(SEEN_PREFIX)) return [];
  return (payload ?? '')
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);
}

const positive = (n: number) => Number.isInteger(n) && n > 0;

export const seenPayload = (userId: number, { ids, naoVistas }: NotificationSeenMessage) =>
  `${SEEN_PREFIX}${Math.trunc(userId)}:${ids.map((i) => Math.trunc(i)).join(';')}:${Math.max(0, Math.trunc(naoVistas))}`;

/** A 'seen' payload: the user and what they saw; null for any other payload. */
export function parseSeenPayload(payload: string | undefined): { userId: number; event: NotificationSeenMessage } | null {
  if (!payload?.startsWith(SEEN_PREFIX)) return null;
  const [user, list, count] = payload.slice(SEEN_PREFIX.length).split(':');
  const userId = Number(user);
  const ids = (list ?? '').split(';').map(Number).filter(positive);
  const naoVistas = Number(count);
  if (!positive(userId) || ids.length === 0 || !Number.isInteger(naoVistas) || naoVistas < 0) return null;
  return { userId, event: { ids, naoVistas } };
}

export function createNotificationHub(options: { db: Database; engine: DatabaseEngine; log: FastifyBaseLogger }): NotificationHub {
  const { db, log } = options;
  const byUser = new Map<number, Set<Subscriber>>();
  let size = 0;
  let listener: PgClientLike | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  const pool = options.engine === 'postgresql' ? pgPoolOf(db) : null;

  async function deliver(ids: readonly number[]): Promise<void> {
    const userIds = [...byUser.keys()];
    if (ids.length === 0 || userIds.length === 0) return;
    const found = await forDelivery(db, ids, userIds);
    for (const { userId, notification } of found) {
      for (const s of byUser.get(userId) ?? []) {
        try {
          s.deliver?.(notification);
        } catch (error) {
          log.warn({ err: error }, 'notification not delivered to a subscriber');
        }
      }
    }
  }

  const deliverLogged = (ids: readonly number[]) => deliver(ids).catch((error: unknown) => log.warn({ err: error }, 'notifications not delivered'));

  function deliverSeen(userId: number, event: NotificationSeenMessage): void {
    for (const s of byUser.get(userId) ?? []) {
      try {
        s.seen?.(event);
      } catch (error) {
        log.warn({ err: error }, "'seen' not delivered to a subscriber");
      }
    }
  }

  async function listen(): Promise<void> {
    if (!pool || closed) return;
    try {
      const client = await pool.connect();
      const lost = (error?: Error) => {
        if (listener !== client) return;
        listener = null;
        client.removeAllListeners();
        client.release(error ?? true);
        if (!closed) {
          log.warn({ err: error }, `LISTEN ${NOTIFY_CHANNEL} connection lost; reconnecting`);
          scheduleListen();
        }
      };
      client.on('notification', (msg) => {
        if (msg.channel !== NOTIFY_CHANNEL) return;
        const seen = parseSeenPayload(msg.payload);
        if (seen) deliverSeen(seen.userId, seen.event);
        else void deliverLogged(parsePayload(msg.payload));
      });
      client.on('error', (error) => lost(error));
      client.on('end', () => lost());
      listener = client;
      await listenOn(client, NOTIFY_CHANNEL);
      retryMs = RECONNECT_MIN_MS;
    } catch (error) {
      log.warn({ err: error }, `LISTEN ${NOTIFY_CHANNEL} failed; retrying`);
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
    get size() {
      return size;
    },
    async publish(ids) {
      if (ids.length === 0) return;
      if (pool) await notify(db, NOTIFY_CHANNEL, ids.join(','));
      else await deliverLogged(ids);
    },
    async publishSeen(userId, event) {
      if (event.ids.length === 0) return;
      if (pool) await notify(db, NOTIFY_CHANNEL, seenPayload(userId, event));
      else deliverSeen(userId, event);
    },
    notifyChannel: pool ? NOTIFY_CHANNEL : null,
    async stored(ids) {
      if (!pool && ids.length > 0) await deliverLogged(ids);
    },
    subscribe(subscriber) {
      let set = byUser.get(subscriber.userId);
      if (!set) byUser.set(subscriber.userId, (set = new Set()));
      set.add(subscriber);
      size += 1;
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        size -= 1;
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(subscriber.userId) === set) byUser.delete(subscriber.userId);
      };
    },
    async start() {
      await listen();
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners();
        await unlistenFrom(client, NOTIFY_CHANNEL).catch(() => undefined);
        client.release();
      }
    },
  };
}
