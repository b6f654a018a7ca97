import {
  FAMILY_COMPOSITION_NOT_FOUND_MESSAGE,
  foreignFamilyRowMessage,
  type Monitor,
  type MonitorCreateParsed,
  MONITOR_NOT_FOUND_MESSAGE,
  MONITOR_PERSON_CHANGE_MESSAGE,
  type MonitorUpdateParsed,
} from '@sisacte/contracts/acolhimento/monitors';
import { type StoredHistoryChange } from '../../../db/schema';
import { withTransaction, type Database } from '../../../db/client';
import { formatDate } from '../../../lib/documents';
import { badRequest, notFound } from '../../../lib/http-errors';
import { insertHistory, insertRecordChange } from '../history/repository';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { requireActivePerson } from '../shared/active-person';
import { personRecords } from '../shared/person-records';
import * as repo from './repository';

const visit = (createdAt: Date | string) => `Visita de ${formatDate(createdAt)}`;
const member = (r: { name: string; relation: string | null }) => (r.relation ? `${r.name} (${r.relation})` : r.name);

const monitors = personRecords(repo.monitorReads.find, { notFound: MONITOR_NOT_FOUND_MESSAGE, personChange: MONITOR_PERSON_CHANGE_MESSAGE });
export const requireMonitor = monitors.require;

const toWrite = (input: Omit<MonitorCreateParsed, 'family_composition'>): repo.MonitorWrite => ({
  working: input.working,
  signedWorkCard: input.signed_work_card,
  likeWork: input.like_work,
  benefits: input.benefits,
  riscs: input.riscs,
  homeType: input.home_type,
  supportLevels: input.support_levels,
  needs: input.needs,
  notes: input.notes,
});

const familyWrite = (r: MonitorCreateParsed['family_composition'][number]): repo.FamilyRowWrite => ({
  name: r.name,
  relation: r.relation,
  age: r.age,
  disabled: r.disabled,
});

/** POST /api/monitor */
export async function createMonitor(db: Database, input: MonitorCreateParsed, authorId: number): Promise<Monitor> {
  const newRows = input.family_composition.filter((r) => r.id !== undefined);
  if (newRows.length > 0) throw badRequest(foreignFamilyRowMessage(newRows[0]!.id!));
  return monitors.create(
    db,
    input.welcomed,
    async (tx, person) => {
      const id = await repo.insertMonitor(tx, person.id, authorId, toWrite(input));
      await repo.insertFamilyRows(tx, id, input.family_composition.map(familyWrite));
      return id;
    },
    (tx, created, person) =>
      insertHistory(tx, { welcomedId: person.id, authorId, action: 'update', event: HISTORY_EVENTS.MONITOR, changes: [{ field: 'monitor', label: 'Monitoramento', from: null, to: visit(created.created_at) }] }),
  );
}

/** PUT /api/monitor: the visit's fields and its family composition (rows with an id kept and updated, new rows added, the others removed). */
export async function updateMonitor(db: Database, input: MonitorUpdateParsed, authorId: number): Promise<Monitor> {
  const rows = input.family_composition;
  return monitors.update(
    db,
    input.id,
    input.welcomed,
    async (tx, before) => {
      const stored = new Set(before.family_composition.map((r) => r.id));
      const foreign = (rows ?? []).filter((r) => r.id !== undefined && !stored.has(r.id)).map((r) => foreignFamilyRowMessage(r.id!));
      if (foreign.length > 0) throw badRequest(foreign[0]!, ...foreign.slice(1));

      await repo.updateMonitor(tx, before.id, toWrite(input));
      // Only an explicit list replaces the family composition; without one the rows stay.
      if (rows !== undefined) {
        const kept = rows.filter((r) => r.id !== undefined);
        await repo.deleteFamilyRowsExcept(tx, before.id, [...new Set(kept.map((r) => r.id!))]);
        for (const row of kept) await repo.updateFamilyRow(tx, row.id!, familyWrite(row));
        await repo.insertFamilyRows(tx, before.id, rows.filter((r) => r.id === undefined).map(familyWrite));
      }
    },
    async (tx, before, after, person) => {
      const { family_composition: _a, ...beforeFields } = before;
      const { family_composition: _b, ...afterFields } = after;
      const changed = JSON.stringify(beforeFields) !== JSON.stringify(afterFields) || JSON.stringify(before.family_composition) !== JSON.stringify(after.family_composition);
      if (!changed) return;
      const remaining = new Set(after.family_composition.map((r) => r.id));
      const removed = before.family_composition.filter((r) => !remaining.has(r.id));
      const familyLabel = `Composição familiar (${visit(after.created_at).toLowerCase()})`;
      const changes: StoredHistoryChange[] = [
        { field: 'monitor', label: 'Monitoramento alterado', from: null, to: visit(after.created_at) },
        ...removed.map((r) => ({ field: 'family_composition', label: familyLabel, from: member(r), to: null })),
      ];
      await insertHistory(tx, { welcomedId: person.id, authorId, action: 'update', event: HISTORY_EVENTS.MONITOR_UPDATED, changes });
    },
  );
}

/** DELETE /api/monitor/{id} */
export async function deleteMonitor(db: Database, id: number, authorId: number): Promise<void> {
  await monitors.remove(db, id, async (tx, found) => {
    await repo.deleteMonitor(tx, id);
    await insertHistory(tx, { welcomedId: found.welcomed.id, authorId, action: 'update', event: HISTORY_EVENTS.MONITOR_DELETED, changes: [{ field: 'monitor', label: 'Monitoramento excluído', from: visit(found.created_at), to: null }] });
  });
}

/** DELETE /api/family-composition/{id}: one row of a visit's family composition. */
export async function deleteFamilyRow(db: Database, id: number, authorId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const row = await repo.findFamilyRow(tx, id);
    if (!row) throw notFound(FAMILY_COMPOSITION_NOT_FOUND_MESSAGE);
    await requireActivePerson(tx, row.welcomedId);
    await repo.deleteFamilyRows(tx, [id]);
    const label = `Composição familiar (${visit(row.createdAt).toLowerCase()})`;
    await insertRecordChange(tx, row.welcomedId, authorId, HISTORY_EVENTS.MONITOR_UPDATED, [{ field: 'family_composition', label, from: member(row), to: null }]);
  });
}
