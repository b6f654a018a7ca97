import type { DbOrTx } from '../../db/client';
import type { UserDirectory } from '../../plugins/auth';
import { prepareFindAuthUser } from './users/repository';

/**
 * The auth plugin's view of the users table: an active user, the names of their roles, their
 * session version and whether the token's session is open, read together by one prepared lookup
 * (primary keys) on every request. Nothing is cached in the process, so a removed role, a deleted
 * user or ended sessions take effect at the next request on every instance.
 */
export function createUserDirectory(db: DbOrTx): UserDirectory {
  return { findActiveUser: prepareFindAuthUser(db) };
}
