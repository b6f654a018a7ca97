import { withTransaction, type Database, type Transaction } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { records, type Finder } from '../../shared/crud/service';
import type { PersonState } from '../../shared/lookups/repository';
import { requireActivePerson } from './active-person';

/*
 * The writes of a person's records (stays, referrals, monitoring visits): each is created, changed or
 * deleted only while its person is active (active-person.ts), never moved to another person, and
 * answered as stored, in one transaction. A service passes its own checks, writes and history in.
 */

interface PersonRecord {
  id: number;
  welcomed: { id: number };
}

/** The transactions over the records `find` reads; `messages` are the 404's and the refused change of person's. */
export function personRecords<T extends PersonRecord>(find: Finder<T>, messages: { notFound: string; personChange: string }) {
  const stored = records(find, messages.notFound);
  return {
    /** The record, or a 404. */
    require: stored.require,

    /** A record of the active person `welcomedId`: `insert` writes it (answering its id), `then` sees it as stored (the history). */
    create: (
      db: Database,
      welcomedId: number,
      insert: (tx: Transaction, person: PersonState) => Promise<number>,
      then?: (tx: Transaction, created: T, person: PersonState) => Promise<void>,
    ): Promise<T> =>
      withTransaction(db, async (tx) => {
        const person = await requireActivePerson(tx, welcomedId);
        const created = await stored.require(tx, await insert(tx, person));
        await then?.(tx, created, person);
        return created;
      }),

    /**
     * Locks the record `id` (404 when missing), refuses a change of its person to `welcomedId` (when
     * sent) and a person in the trash, runs `change`, then `then` with the record before and as stored.
     */
    update: (
      db: Database,
      id: number,
      welcomedId: number | undefined,
      change: (tx: Transaction, before: T, person: PersonState) => Promise<void>,
      then?: (tx: Transaction, before: T, after: T, person: PersonState) => Promise<void>,
    ): Promise<T> =>
      withTransaction(db, async (tx) => {
        const before = await stored.require(tx, id, { forUpdate: true });
        if (welcomedId !== undefined && welcomedId !== before.welcomed.id) throw badRequest(messages.personChange);
        const person = await requireActivePerson(tx, before.welcomed.id);
        await change(tx, before, person);
        const after = await stored.require(tx, id);
        await then?.(tx, before, after, person);
        return after;
      }),

    /** Locks the record `id` (404 when missing), refuses a person in the trash, and runs `remove` (the delete and its history). */
    remove: (db: Database, id: number, remove: (tx: Transaction, found: T) => Promise<void>): Promise<void> =>
      stored.remove(db, id, async (tx, found) => {
        await requireActivePerson(tx, found.welcomed.id);
        await remove(tx, found);
      }),
  };
}
