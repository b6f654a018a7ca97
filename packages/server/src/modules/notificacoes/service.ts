import type { DbOrTx } from '../../db/client';
import { insertNotification } from './repository';
import type { NotificationEvent } from './recipients';

/**
 * Records the notifications of a change inside its transaction; after the commit, `publish` the ids
 * (app.notifications.publish) so that connected users get them at once. A failure to notify never
 * undoes the change: callers publish after committing and only log a failed push.
 */
export async function recordNotifications(tx: DbOrTx, events: readonly NotificationEvent[]): Promise<number[]> {
  const ids: number[] = [];
  for (const event of events) ids.push(await insertNotification(tx, event));
  return ids;
}

export type { NotificationEvent } from './recipients';
