import {
  CHECKOUT_BEFORE_CHECKIN_MESSAGE,
  openStayMessage,
  overlappingStayMessage,
  type Stay,
  type StayCheckinParsed,
  STAY_NOT_FOUND_MESSAGE,
  STAY_PERSON_CHANGE_MESSAGE,
  type StayUpdateParsed,
} from '@sisacte/contracts/acolhimento/stays';
import { type StoredHistoryChange } from '../../../db/schema';
import type { Database, DbOrTx } from '../../../db/client';
import { formatDate } from '../../../lib/documents';
import { badRequest } from '../../../lib/http-errors';
import { refusingDuplicates } from '../../shared/crud/service';
import { findPerson, type PersonState } from '../../shared/lookups/repository';
import { insertHistory, insertRecordChange } from '../history/repository';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { personRecords } from '../shared/person-records';
import * as repo from './repository';

/** How a stay reads in the person's history. */
const HISTORY_LABELS = { checkin: 'Check-in', checkout: 'Check-out', stay: 'Estadia excluída' } as const;
const period = (checkin: string, checkout: string | null) => `${formatDate(checkin)} a ${checkout ? formatDate(checkout) : 'em aberto'}`;

/** Refuses a second open stay and any stay sharing a day with another of the person's. */
async function checkPeriod(tx: DbOrTx, person: PersonState, checkin: string, checkout: string | null, exceptId?: number) {
  if (checkout === null) {
    const open = await repo.openStayOf(tx, person.id, exceptId);
    if (open) throw badRequest(openStayMessage(person.name, formatDate(open.checkin)!));
  }
  const other = await repo.overlappingStay(tx, person.id, checkin, checkout, exceptId);
  if (other) throw badRequest(overlappingStayMessage(person.name, formatDate(other.checkin)!, formatDate(other.checkout)));
}

/** Two check-ins racing past the check still meet the one-open-stay index: answer them the same way. */
function guardOpenStay<T>(db: Database, welcomedId: number, write: () => Promise<T>): Promise<T> {
  const refusal = async () => {
    const person = await findPerson(db, welcomedId);
    const open = await repo.openStayOf(db, welcomedId);
    return badRequest(openStayMessage(person?.name ?? 'Esta pessoa', formatDate(open?.checkin) ?? '?'));
  };
  return refusingDuplicates(write, refusal, 'stays_open_key');
}

const stays = personRecords(repo.stayReads.find, { notFound: STAY_NOT_FOUND_MESSAGE, personChange: STAY_PERSON_CHANGE_MESSAGE });
export const requireStay = stays.require;

/** POST /api/stay/checkin */
export async function checkin(db: Database, input: StayCheckinParsed, authorId: number): Promise<Stay> {
  return guardOpenStay(db, input.welcomed, () =>
    stays.create(db, input.welcomed, async (tx, person) => {
      await checkPeriod(tx, person, input.checkin, input.checkout);
      const id = await repo.insertStay(tx, { welcomedId: person.id, checkin: input.checkin, checkout: input.checkout, authorId });
      const changes: StoredHistoryChange[] = [{ field: 'checkin', label: HISTORY_LABELS.checkin, from: null, to: formatDate(input.checkin) }];
      if (input.checkout) changes.push({ field: 'checkout', label: HISTORY_LABELS.checkout, from: null, to: formatDate(input.checkout) });
      await insertHistory(tx, { welcomedId: person.id, authorId, action: 'update', event: HISTORY_EVENTS.CHECKIN, changes });
      return id;
    }),
  );
}

/** PUT /api/stay/checkout: the check-out or any change of the dates. */
export async function update(db: Database, input: StayUpdateParsed, authorId: number): Promise<Stay> {
  return stays.update(db, input.id, input.welcomed, async (tx, before, person) => {
    const checkin = input.checkin ?? before.checkin;
    const checkout = input.checkout;
    if (checkout !== null && checkout < checkin) throw badRequest(`checkout: ${CHECKOUT_BEFORE_CHECKIN_MESSAGE}`);
    await checkPeriod(tx, person, checkin, checkout, before.id);
    await repo.updateStay(tx, before.id, { checkin, checkout });
    const changes: StoredHistoryChange[] = [];
    if (checkin !== before.checkin) changes.push({ field: 'checkin', label: HISTORY_LABELS.checkin, from: formatDate(before.checkin), to: formatDate(checkin) });
    if (checkout !== before.checkout) changes.push({ field: 'checkout', label: HISTORY_LABELS.checkout, from: formatDate(before.checkout), to: formatDate(checkout) });
    // Leaving (a check-out where there was none) reads as 'Check-out'; any other change as an edit of the stay.
    const event = before.checkout === null && checkout !== null && checkin === before.checkin ? HISTORY_EVENTS.CHECKOUT : HISTORY_EVENTS.STAY_UPDATED;
    if (changes.length > 0) await insertHistory(tx, { welcomedId: person.id, authorId, action: 'update', event, changes });
  });
}

/** DELETE /api/stays/{id} */
export async function remove(db: Database, id: number, authorId: number): Promise<void> {
  await stays.remove(db, id, async (tx, stay) => {
    await repo.deleteStay(tx, id);
    await insertRecordChange(tx, stay.welcomed.id, authorId, HISTORY_EVENTS.STAY_DELETED, [{ field: 'stay', label: HISTORY_LABELS.stay, from: period(stay.checkin, stay.checkout), to: null }]);
  });
}
