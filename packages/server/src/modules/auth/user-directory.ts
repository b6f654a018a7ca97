import type { DbOrTx } from '../../db/client';
import type { UserDirectory } from '../../plugins/auth';
import { findAuthUser } from './users/repository';

/** The auth plugin's view of the users table: an active user and the names of their roles. */
export function createUserDirectory(db: DbOrTx): UserDirectory {
  return { findActiveUser: (id) => findAuthUser(db, id) };
}
