import {
  type Forwarding,
  type ForwardingCreateParsed,
  FORWARDING_NOT_FOUND_MESSAGE,
  FORWARDING_PERSON_CHANGE_MESSAGE,
  type ForwardingUpdateParsed,
  unknownForwardingTypeMessage,
} from '@sisacte/contracts/acolhimento/forwardings';
import type { Database, DbOrTx } from '../../../db/client';
import { formatDate } from '../../../lib/documents';
import { badRequest } from '../../../lib/http-errors';
import { insertHistory, insertRecordChange } from '../history/repository';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { existingTypeIds } from '../referral-types/repository';
import { personRecords } from '../shared/person-records';
import * as repo from './repository';

/** How a referral reads in the person's history: '10/03/2025: Saúde, CRAS'. */
const summary = (f: Forwarding) => `${formatDate(f.date_of_register)}: ${f.forwardingTypes.map((t) => t.title).join(', ')}`;
const HISTORY = { field: 'forwarding', label: 'Encaminhamento' } as const;

const forwardings = personRecords(repo.forwardingReads.find, { notFound: FORWARDING_NOT_FOUND_MESSAGE, personChange: FORWARDING_PERSON_CHANGE_MESSAGE });
export const requireForwarding = forwardings.require;

async function checkTypes(tx: DbOrTx, ids: readonly number[]) {
  const known = await existingTypeIds(tx, ids);
  const unknown = ids.filter((id) => !known.has(id)).map(unknownForwardingTypeMessage);
  if (unknown.length > 0) throw badRequest(unknown[0]!, ...unknown.slice(1));
}

const toWrite = (welcomedId: number, input: ForwardingCreateParsed): repo.ForwardingWrite => ({
  welcomedId,
  dateOfRegister: input.date_of_register,
  notes: input.notes,
});

/** POST /api/forwarding */
export async function createForwarding(db: Database, input: ForwardingCreateParsed, authorId: number): Promise<Forwarding> {
  return forwardings.create(
    db,
    input.welcomed,
    async (tx, person) => {
      await checkTypes(tx, input.forwardingTypes);
      const id = await repo.insertForwarding(tx, toWrite(person.id, input), authorId);
      await repo.replaceTypes(tx, id, input.forwardingTypes);
      return id;
    },
    (tx, created, person) => insertHistory(tx, { welcomedId: person.id, authorId, action: 'update', event: HISTORY_EVENTS.FORWARDING, changes: [{ ...HISTORY, from: null, to: summary(created) }] }),
  );
}

/** PUT /api/forwarding */
export async function updateForwarding(db: Database, input: ForwardingUpdateParsed, authorId: number): Promise<Forwarding> {
  return forwardings.update(
    db,
    input.id,
    input.welcomed,
    async (tx, before, person) => {
      await checkTypes(tx, input.forwardingTypes);
      await repo.updateForwarding(tx, before.id, toWrite(person.id, input));
      await repo.replaceTypes(tx, before.id, input.forwardingTypes);
    },
    async (tx, before, after, person) => {
      const changes = [];
      if (summary(after) !== summary(before)) changes.push({ ...HISTORY, from: summary(before), to: summary(after) });
      if (after.notes !== before.notes) changes.push({ field: 'forwarding_notes', label: 'Observações do encaminhamento', from: before.notes, to: after.notes });
      if (changes.length > 0) await insertHistory(tx, { welcomedId: person.id, authorId, action: 'update', event: HISTORY_EVENTS.FORWARDING_UPDATED, changes });
    },
  );
}

/** DELETE /api/forwarding/{id} */
export async function deleteForwarding(db: Database, id: number, authorId: number): Promise<void> {
  await forwardings.remove(db, id, async (tx, found) => {
    await repo.deleteForwarding(tx, id);
    await insertRecordChange(tx, found.welcomed.id, authorId, HISTORY_EVENTS.FORWARDING_DELETED, [{ field: 'forwarding', label: 'Encaminhamento excluído', from: summary(found), to: null }]);
  });
}
