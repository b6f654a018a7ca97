import type { Notification, NotificationSeenMessage } from '@sisacte/contracts/notificacoes/historico';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseEngine } from '../../db/client';
import { pgPoolOf, type ChannelListener } from '../../lib/channel-listener';
import { forDelivery, notify } from './repository';

/**
 * The channel every API instance LISTENs on. A payload is notification ids joined with ',' (new
 * notifications), or `seen:<user id>:<ids joined with ';'>:<unseen count>` (a user saw some: no ','
 * in it, so that an instance reading only ids ignores it).
 */
export const NOTIFY_CHANNEL = 'sisacte_notificacoes';
const SEEN_PREFIX = 'seen:';

/** Someone connected to this instance waiting for a user's notifications, or for what the user saw (a STOMP subscription). */
export interface Subscriber {
  userId: number;
  deliver?(notification: Notification): void;
  seen?(event: NotificationSeenMessage): void;
}

/**
 * Real-time fan-out of new notifications. `publish` (after the transaction that stored them has
 * committed) tells every API instance: on PostgreSQL through NOTIFY on NOTIFY_CHANNEL, which every
 * instance (this one too) LISTENs on (through its one LISTEN connection, `app.dbListener`); on
 * PGlite (one process by design) in process. Each instance then reads the notifications for the users connected to it, in
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
}

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

/** The hub of this app; on PostgreSQL it listens on NOTIFY_CHANNEL through `listener` (the app's one LISTEN connection). */
export function createNotificationHub(options: {
  db: Database;
  engine: DatabaseEngine;
  log: FastifyBaseLogger;
  listener: ChannelListener | null;
}): NotificationHub {
  const { db, log } = options;
  const byUser = new Map<number, Set<Subscriber>>();
  let size = 0;
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

  if (pool) {
    options.listener?.on(NOTIFY_CHANNEL, {
      notification(payload) {
        const seen = parseSeenPayload(payload);
        if (seen) deliverSeen(seen.userId, seen.event);
        else void deliverLogged(parsePayload(payload));
      },
    });
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
  };
}
