import { withTransaction, type Database, type DbOrTx, type Transaction } from '../../../db/client';
import { databaseError, isUniqueViolation } from '../../../lib/db-errors';
import { notFound } from '../../../lib/http-errors';
import type { FindOptions } from './repository';

/*
 * The transactions every entity's service repeats: find-or-404, create and read back, lock-change-read
 * back, lock-delete. A service passes its own checks and writes in; what is not standard stays its own.
 */

export type Finder<T> = (db: DbOrTx, id: number, options?: FindOptions) => Promise<T | null>;
export type Requirer<T> = (db: DbOrTx, id: number, options?: FindOptions) => Promise<T>;

export interface Records<T> {
  /** The record, or null. */
  find: Finder<T>;
  /** The record, or a 404 with the entity's message. */
  require: Requirer<T>;
  /** Runs `insert` (which answers the new id) in a transaction and answers the record as stored. */
  create(db: Database, insert: (tx: Transaction) => Promise<number>): Promise<T>;
  /** Locks the record (404 when missing), runs `change` and answers the record as stored, in one transaction. */
  update(db: Database, id: number, change: (tx: Transaction, before: T) => Promise<void>): Promise<T>;
  /** Locks the record (404 when missing) and runs `remove` (its checks and the delete), in one transaction. */
  remove(db: Database, id: number, remove: (tx: Transaction, before: T) => Promise<void>): Promise<void>;
}

/** The standard transactions over the records `find` reads; `notFoundMessage` is the 404's. */
export function records<T>(find: Finder<T>, notFoundMessage: string): Records<T> {
  const require: Requirer<T> = async (db, id, options = {}) => {
    const found = await find(db, id, options);
    if (!found) throw notFound(notFoundMessage);
    return found;
  };
  return {
    find,
    require,
    create: (db, insert) => withTransaction(db, async (tx) => require(tx, await insert(tx))),
    update: (db, id, change) =>
      withTransaction(db, async (tx) => {
        await change(tx, await require(tx, id, { forUpdate: true }));
        return require(tx, id);
      }),
    remove: (db, id, remove) => withTransaction(db, async (tx) => remove(tx, await require(tx, id, { forUpdate: true }))),
  };
}

/**
 * Runs `write`; when it fails on a unique index (`constraint`, or any), as two saves racing past the
 * check that refuses the second do, throws what `refusal` answers instead: the same 400 as the check.
 */
export async function refusingDuplicates<T>(write: () => Promise<T>, refusal: () => Promise<Error>, constraint?: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error) || (constraint !== undefined && databaseError(error)?.constraint !== constraint)) throw error;
    throw await refusal();
  }
}
