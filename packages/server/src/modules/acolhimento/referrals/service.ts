import {
  type Forwarding,
  type ForwardingCreateParsed,
  FORWARDING_NOT_FOUND_MESSAGE,
  FORWARDING_PERSON_CHANGE_MESSAGE,
  type ForwardingUpdateParsed,
  unknownForwardingTypeMessage,
} from '@sisacte/contracts/acolhimento/forwardings';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { formatDate } from '../../../lib/documents';
import { badRequest } from '../../../lib/http-errors';
import { records } from '../../shared/crud/service';
import { insertHistory, insertRecordChange } from '../history/repository';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { existingTypeIds } from '../referral-types/repository';
import { requireActivePerson } from '../shared/active-person';
import * as repo from './repository';

/** How a referral reads in the person's history: '10/03/2025: Saúde, CRAS'. */
const summary = (f: Forwarding) => `${formatDate(f.date_of_register)}: ${f.forwardingTypes.map((t) => t.title).join(', ')}`;
const HISTORY = { field: 'forwarding', label: 'Encaminhamento' } as const;

const forwardings = records(repo.findForwarding, FORWARDING_NOT_FOUND_MESSAGE);
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
  return withTransaction(db, async (tx) => {
    const person = await requireActivePerson(tx, input.welcomed);
    await checkTypes(tx, input.forwardingTypes);
    const id = await repo.insertForwarding(tx, toWrite(person.id, input), authorId);
    await repo.replaceTypes(tx, id, input.forwardingTypes);
    const created = (await repo.findForwarding(tx, id))!;
    await insertHistory(tx, { welcomedId: person.id, authorId, action: 'update', event: HISTORY_EVENTS.FORWARDING, changes: [{ ...HISTORY, from: null, to: summary(created) }] });
    return created;
  });
}

/** PUT /api/forwarding */
export async function updateForwarding(db: Database, input: ForwardingUpdateParsed, authorId: number): Promise<Forwarding> {
  return withTransaction(db, async (tx) => {
    const before = await requireForwarding(tx, input.id, { forUpdate: true });
    if (input.welcomed !== before.welcomed.id) throw badRequest(FORWARDING_PERSON_CHANGE_MESSAGE);
    const person = await requireActivePerson(tx, before.welcomed.id);
    await checkTypes(tx, input.forwardingTypes);
    await repo.updateForwarding(tx, before.id, toWrite(person.id, input));
    await repo.replaceTypes(tx, before.id, input.forwardingTypes);
    const after = (await repo.findForwarding(tx, before.id))!;
    const changes = [];
    if (summary(after) !== summary(before)) changes.push({ ...HISTORY, from: summary(before), to: summary(after) });
    if (after.notes !== before.notes) changes.push({ field: 'forwarding_notes', label: 'Observações do encaminhamento', from: before.notes, to: after.notes });
    if (changes.length > 0) await insertHistory(tx, { welcomedId: person.id, authorId, action: 'update', event: HISTORY_EVENTS.FORWARDING_UPDATED, changes });
    return after;
  });
}

/** DELETE /api/forwarding/{id} */
export async function deleteForwarding(db: Database, id: number, authorId: number): Promise<void> {
  await forwardings.remove(db, id, async (tx, found) => {
    await requireActivePerson(tx, found.welcomed.id);
    await repo.deleteForwarding(tx, id);
    await insertRecordChange(tx, found.welcomed.id, authorId, HISTORY_EVENTS.FORWARDING_DELETED, [{ field: 'forwarding', label: 'Encaminhamento excluído', from: summary(found), to: null }]);
  });
}
