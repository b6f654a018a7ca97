import type { Notification, NotificationKind } from '@sisacte/contracts/notificacoes/historico';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { notifications, RawRow } from '../../db/schema';

/**
 * Who is told of a notification: a query of one column `user_id`, written by the module the
 * notification is about (it alone knows who may see its records).
 */
export type RecipientsQuery = SQL;

/**
 * The records a user may still open, as a condition on a record id (`n.complaint_id`, the
 * notification's redirect); written by the module the records belong to.
 */
export type VisibleRecords = (recordId: SQL) => SQL;

/** A notification to store: its kind and text, the record it opens, and who is told. */
export interface OutgoingNotification {
  tipo: NotificationKind;
  texto: string;
  redirect: number;
  recipients: RecipientsQuery;
}

/** Stores `notification` and its recipients in one statement (inside the caller's transaction); returns the notification's id. */
export async function insertNotification(tx: DbOrTx, notification: OutgoingNotification): Promise<number> {
  const texto = notification.texto.slice(0, 500);
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`WITH n AS (
          INSERT INTO notifications (tipo, texto, complaint_id) VALUES (${notification.tipo}, ${texto}, ${notification.redirect}::int) RETURNING id
        ), r AS (
          INSERT INTO notification_recipients (user_id, notification_id) SELECT rc.user_id, n.id FROM n, (${notification.recipients}) AS rc
        )
        SELECT id FROM n`,
  );
  return row!.id;
}

/** Timestamps as either driver answers them. */
type NotificationRow = Pick<RawRow<typeof notifications>, 'id' | 'tipo' | 'texto' | 'complaint_id'> & {
  created_at: Date | string;
  seen_at: Date | string | null;
  visualizou: string[] | null;
};

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  tipo: r.tipo as NotificationKind,
  texto: r.texto,
  created_at: new Date(r.created_at).toISOString(),
  visualizou: r.visualizou ?? [],
  visto: r.seen_at !== null,
  redirect: r.complaint_id,
});

const seenBy = sql`coalesce((SELECT array_agg(u.username ORDER BY rs.seen_at) FROM notification_recipients rs JOIN users u ON u.id = rs.user_id
  WHERE rs.notification_id = n.id AND rs.seen_at IS NOT NULL), '{}')`;

/** A user of the bell: who, and the records they may still open (undefined: every record). */
export interface Reader {
  id: number;
  visible: VisibleRecords | undefined;
}

/**
 * Only the notifications of records the user may still open: one told of a record before losing
 * sight of it no longer reads its titles nor opens it.
 */
const stillVisible = (reader: Reader) => (reader.visible ? sql`(n.complaint_id IS NULL OR ${reader.visible(sql`n.complaint_id`)})` : sql`true`);

/** GET /api/historico: the user's notifications, id descending, with the count of those not seen. */
export async function listFor(db: DbOrTx, reader: Reader, page: { offset: number; limit: number }) {
  const userId = reader.id;
  const [rows, [totals]] = await Promise.all([
    queryRows<NotificationRow>(
      db,
      sql`SELECT n.id, n.tipo, n.texto, n.complaint_id, n.created_at, r.seen_at, ${seenBy} AS visualizou
          FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
          WHERE r.user_id = ${userId}::int AND ${stillVisible(reader)}
          ORDER BY r.notification_id DESC LIMIT ${page.limit}::int OFFSET ${page.offset}::int`,
    ),
    queryRows<{ total: number; unseen: number }>(
      db,
      sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE r.seen_at IS NULL)::int AS unseen
          FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
          WHERE r.user_id = ${userId}::int AND ${stillVisible(reader)}`,
    ),
  ]);
  return { content: rows.map(toNotification), total: totals?.total ?? 0, unseen: totals?.unseen ?? 0 };
}

/**
 * Marks the notification seen by the user (the first time only): its complaint and whether it was unseen until
 * now, or undefined when it is not the user's.
 */
export async function markSeen(db: DbOrTx, reader: Reader, notificationId: number): Promise<{ redirect: number | null; firstTime: boolean } | undefined> {
  // The CTEs read the row as it was before the update (one snapshot): `before` says whether it was unseen.
  const [row] = await queryRows<{ complaint_id: number | null; first_time: boolean }>(
    db,
    sql`WITH before AS (
          SELECT r.seen_at IS NULL AS first_time FROM notification_recipients r
          WHERE r.user_id = ${reader.id}::int AND r.notification_id = ${notificationId}::int
        ), seen AS (
          UPDATE notification_recipients r SET seen_at = coalesce(r.seen_at, now())
          FROM notifications n
          WHERE r.user_id = ${reader.id}::int AND r.notification_id = ${notificationId}::int AND n.id = r.notification_id AND ${stillVisible(reader)}
          RETURNING r.notification_id
        )
        SELECT n.complaint_id, before.first_time FROM seen JOIN notifications n ON n.id = seen.notification_id, before`,
  );
  return row ? { redirect: row.complaint_id, firstTime: Boolean(row.first_time) } : undefined;
}

/** How many of the user's notifications are not seen yet (the bell's count, as the list counts it). */
export async function unseenCount(db: DbOrTx, reader: Reader): Promise<number> {
  const [row] = await queryRows<{ unseen: number }>(
    db,
    sql`SELECT count(*)::int AS unseen FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
        WHERE r.user_id = ${reader.id}::int AND r.seen_at IS NULL AND ${stillVisible(reader)}`,
  );
  return Number(row?.unseen ?? 0);
}

/** The notifications `ids` for those of `userIds` who are their recipients: what the real-time hub pushes. */
export async function forDelivery(db: DbOrTx, ids: readonly number[], userIds: readonly number[]): Promise<{ userId: number; notification: Notification }[]> {
  if (ids.length === 0 || userIds.length === 0) return [];
  const rows = await queryRows<NotificationRow & { user_id: number }>(
    db,
    sql`SELECT r.user_id, n.id, n.tipo, n.texto, n.complaint_id, n.created_at, r.seen_at, NULL::text[] AS visualizou
        FROM notifications n JOIN notification_recipients r ON r.notification_id = n.id
        WHERE n.id = ANY(${`{${ids.map((i) => Math.trunc(i)).join(',')}}`}::int[])
          AND r.user_id = ANY(${`{${userIds.map((i) => Math.trunc(i)).join(',')}}`}::int[])
        ORDER BY n.id`,
  );
  return rows.map((r) => ({ userId: r.user_id, notification: toNotification(r) }));
}

/** Tells every API instance listening on `channel` (PostgreSQL) of `payload`. */
export async function notify(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}
