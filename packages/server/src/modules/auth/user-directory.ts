import type { DbOrTx } from '../../db/client';
import type { ChannelListener } from '../../lib/channel-listener';
import type { UserDirectory } from '../../plugins/auth';
import { AUTH_NOTIFY_CHANNEL, SessionCache } from './session-cache';
import { prepareFindAuthUser, type AuthUserRow } from './users/repository';

export interface UserDirectoryOptions {
  /** The app's LISTEN (`app.dbListener`); null: nothing is kept, every check reads the database. */
  listener: ChannelListener | null;
  /** How long a check's answer is kept at most; 0: nothing is kept. */
  cacheSeconds: number;
}

/**
 * The auth plugin's view of the users table: an active user, the names of their roles, their
 * session version and whether the token's session is open, read together by one prepared lookup
 * (primary keys). Answers are kept per (user, session) while this instance hears the database's
 * NOTIFYs on AUTH_NOTIFY_CHANNEL, which its triggers send at the commit of anything that changes
 * them: a removed role, a deleted user or ended sessions take effect at the next request on every
 * instance, and at most `cacheSeconds` later should a NOTIFY ever be missed while connected.
 *
 * PGlite delivers its NOTIFYs in process, before the statement that sent them returns (its one
 * connection, also across its thread: db/pglite-thread.ts), so the same cache holds there.
 */
export function createUserDirectory(db: DbOrTx, options: UserDirectoryOptions): UserDirectory {
  const find = prepareFindAuthUser(db);
  if (!options.listener || options.cacheSeconds <= 0) return { findActiveUser: find };
  const cache = new SessionCache<AuthUserRow>({ ttlMs: options.cacheSeconds * 1000 });
  options.listener.on(AUTH_NOTIFY_CHANNEL, {
    notification: (payload) => cache.notified(payload),
    up: () => cache.up(),
    down: () => cache.down(),
  });
  return {
    findActiveUser: (id, sessionId) => cache.read(id, sessionId, () => find(id, sessionId)),
    forget: (userId) => cache.forget(userId ?? null),
    onForget: (listener) => cache.onForget(listener),
  };
}
