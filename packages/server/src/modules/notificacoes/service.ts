import type { DbOrTx } from '../../db/client';
import { insertNotification, type OutgoingNotification } from './repository';

/**
 * Records notifications inside the transaction of the change they tell of; after the commit,
 * `publish` the ids (app.notifications.publish) so that connected users get them at once. A failure
 * to notify never undoes the change: callers publish after committing and only log a failed push.
 */
export async function recordNotifications(tx: DbOrTx, notifications: readonly OutgoingNotification[]): Promise<number[]> {
  const ids: number[] = [];
  for (const notification of notifications) ids.push(await insertNotification(tx, notification));
  return ids;
}
