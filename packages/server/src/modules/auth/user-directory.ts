import type { DbOrTx } from '../../db/client';
import type { UserDirectory } from '../../plugins/auth';
import { prepareFindAuthUser } from './users/repository';

/**
 * The auth plugin's view of the users table: an active user, the names of their roles and their
 * session version, read together by one prepared primary-key lookup on every request. Nothing is
 * cached in the process, so a removed role, a deleted user or ended sessions take effect at the next
 * request on every instance.
 */
export function createUserDirectory(db: DbOrTx): UserDirectory {
  return { findActiveUser: prepareFindAuthUser(db) };
}
