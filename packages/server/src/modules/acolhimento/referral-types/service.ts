import {
  FORWARDING_TYPE_NOT_FOUND_MESSAGE,
  forwardingTypeInUseMessage,
  forwardingTypeTakenMessage,
  type ForwardingType,
} from '@sisacte/contracts/acolhimento/forwarding-types';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { records, refusingDuplicates } from '../../shared/crud/service';
import * as repo from './repository';

const types = records(repo.typeReads.find, FORWARDING_TYPE_NOT_FOUND_MESSAGE);
export const requireType = types.require;

/** A title already taken (also by two saves racing past the check) is a 400 naming the existing type. */
const guardTitle = <T>(db: Database, title: string, exceptId: number | undefined, write: () => Promise<T>): Promise<T> =>
  refusingDuplicates(write, async () => badRequest(forwardingTypeTakenMessage((await repo.findTypeByTitle(db, title, exceptId))?.title ?? title)));

async function checkTitleFree(tx: DbOrTx, title: string, exceptId?: number) {
  const existing = await repo.findTypeByTitle(tx, title, exceptId);
  if (existing) throw badRequest(forwardingTypeTakenMessage(existing.title));
}

export async function createType(db: Database, { title }: { title: string }): Promise<ForwardingType> {
  return guardTitle(db, title, undefined, () =>
    withTransaction(db, async (tx) => {
      await checkTitleFree(tx, title);
      return repo.insertType(tx, title);
    }),
  );
}

export async function updateType(db: Database, { id, title }: { id: number; title: string }): Promise<ForwardingType> {
  return guardTitle(db, title, id, () =>
    withTransaction(db, async (tx) => {
      await requireType(tx, id, { forUpdate: true });
      await checkTitleFree(tx, title, id);
      return repo.updateType(tx, id, title);
    }),
  );
}

/** Refused while any referral (also of a trashed person) has the type: it would lose it silently. */
export async function deleteType(db: Database, id: number): Promise<void> {
  await types.remove(db, id, async (tx, found) => {
    const n = await repo.countReferralsWith(tx, id);
    if (n > 0) throw badRequest(forwardingTypeInUseMessage(found.title, n));
    await repo.deleteType(tx, id);
  });
}
