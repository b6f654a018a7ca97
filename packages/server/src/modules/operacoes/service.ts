import type { ComplaintStatus } from '@sisacte/contracts/denuncias/complaints';
import {
  closedOperationMessage,
  hiddenComplaintsMessage,
  complaintArchivedMessage,
  complaintInOpenOperationMessage,
  complaintNotProtocoladaMessage,
  INACTIVE_TEAM_MESSAGE,
  inspectedOdcMessage,
  inspectedOperationMessage,
  isOpenOperation,
  ODC_NOT_FOUND_MESSAGE,
  OPERATION_INITIAL_STATUS,
  OPERATION_NOT_FOUND_MESSAGE,
  OPERATION_STATUS_NEXT,
  operationStatusRefusedMessage,
  unknownCityMessage,
  UNKNOWN_TEAM_MESSAGE,
  type Operation,
  type OperationStatus,
  type OperationUpsertParsed,
} from '@sisacte/contracts/denuncias/operations';
import { MEMBER_NOT_FOUND_MESSAGE, TEAM_IN_USE_MESSAGE, TEAM_NOT_FOUND_MESSAGE, type Team } from '@sisacte/contracts/denuncias/teams';
import type { z } from 'zod';
import type { teamUpsertSchema } from '@sisacte/contracts/denuncias/teams';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import {
  canSeeComplaint,
  moveComplaintStatus,
  recordComplaintNotifications,
  visibleComplaints,
  type ComplaintNotificationEvent,
  type ComplaintViewer,
} from '../denuncias';
import * as repo from './repository';

/* ---------- teams ---------- */

/** POST /api/equipes: creates or updates a team and its members (the list given is the whole list). */
export async function saveTeam(tx: DbOrTx, input: z.output<typeof teamUpsertSchema>): Promise<Team> {
  const data = { nome: input.nome, cor: input.cor.toLowerCase(), status: input.status };
  let id: number;
  if (input.id) {
    if (!(await repo.findTeam(tx, input.id, { forUpdate: true }))) throw notFound(TEAM_NOT_FOUND_MESSAGE);
    id = input.id;
    await repo.updateTeam(tx, id, data);
  } else {
    id = await repo.insertTeam(tx, data);
  }
  const current = await repo.membersOf(tx, id);
  const currentIds = new Set(current.map((m) => m.id));
  const kept = new Set<number>();
  for (const m of input.membros) {
    if (m.id) {
      if (!currentIds.has(m.id)) throw badRequest(`Membro ${m.id} não pertence a esta equipe`);
      if (kept.has(m.id)) throw badRequest(`Membro ${m.id} repetido`);
      kept.add(m.id);
      await repo.renameMember(tx, m.id, m.nome);
    } else {
      await repo.insertMember(tx, id, m.nome);
    }
  }
  await repo.deleteMembers(
    tx,
    current.filter((m) => !kept.has(m.id)).map((m) => m.id),
  );
  return (await repo.findTeam(tx, id))!;
}

/** DELETE /api/equipes/{id}: only a team no operation uses. */
export async function removeTeam(tx: DbOrTx, id: number): Promise<void> {
  if (!(await repo.findTeam(tx, id, { forUpdate: true }))) throw notFound(TEAM_NOT_FOUND_MESSAGE);
  if ((await repo.teamUses(tx, id)) > 0) throw badRequest(TEAM_IN_USE_MESSAGE);
  await repo.deleteTeam(tx, id);
}

/** DELETE /api/membros/{id}: answers the team as it is now. */
export async function removeMember(tx: DbOrTx, id: number): Promise<Team> {
  const teamId = await repo.deleteMember(tx, id);
  if (teamId === null) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  return (await repo.findTeam(tx, teamId))!;
}

/* ---------- operations ---------- */

interface MovesTx {
  tx: DbOrTx;
  viewer: ComplaintViewer;
  operationId: number;
  events: ComplaintNotificationEvent[];
}

/** Moves a complaint's status (history in the same transaction) and queues the notification of its followers. */
async function move(m: MovesTx, complaint: { id: number; numerodemanda: string }, to: ComplaintStatus, reason: string) {
  const moved = await moveComplaintStatus(m.tx, { complaintId: complaint.id, to, authorId: m.viewer.id, reason });
  if (moved.changed) m.events.push({ kind: 'situacao', complaintId: complaint.id, numerodemanda: complaint.numerodemanda, status: to, operationId: m.operationId, actorId: m.viewer.id });
}

/** Returns a complaint not inspected in the operation to Protocolada (it awaits another operation). */
async function release(m: MovesTx, odc: repo.OdcRow, reason: string) {
  if (odc.situacao === 'Fiscalizada') return;
  if (odc.status === 'Encaminhada para Fiscalização') await move(m, { id: odc.complaintId, numerodemanda: odc.numerodemanda }, 'Protocolada', reason);
}

async function includeComplaint(m: MovesTx, complaintId: number, input: { situacao: repo.OdcRow['situacao']; texto: string | null }, open: boolean) {
  const { tx, viewer, operationId } = m;
  if (!(await canSeeComplaint(tx, viewer, complaintId))) throw badRequest(`Denúncia ${complaintId} não encontrada`);
  const c = await repo.complaintForInclusion(tx, complaintId);
  if (!c) throw badRequest(`Denúncia ${complaintId} não encontrada`);
  if (c.arquivada) throw badRequest(complaintArchivedMessage(c.numerodemanda));
  const elsewhere = await repo.openInclusionOf(tx, complaintId, operationId);
  if (elsewhere !== null) throw badRequest(complaintInOpenOperationMessage(c.numerodemanda, elsewhere));
  if (c.status !== 'Protocolada') throw badRequest(complaintNotProtocoladaMessage(c.numerodemanda, c.status));
  await repo.insertOdc(tx, { operationId, complaintId, situacao: input.situacao, texto: input.texto, open });
  await move(m, c, 'Encaminhada para Fiscalização', `incluída na operação ${operationId}`);
  if (input.situacao === 'Fiscalizada') await move(m, c, 'Fiscalizada', `fiscalizada na operação ${operationId}`);
}

/**
 * POST /api/operacoes, in the caller's transaction: the operation, its municipalities and (when
 * sent) its complaints, every complaint's move with its history, and the notifications of the moves
 * (ids returned, to publish after the commit).
 */
export async function saveOperation(tx: DbOrTx, viewer: ComplaintViewer, input: OperationUpsertParsed): Promise<{ id: number; notificationIds: number[] }> {
  let previous: repo.OperationRow | null = null;
  if (input.id) {
    previous = await repo.findOperationRow(tx, input.id, { forUpdate: true });
    if (!previous) throw notFound(OPERATION_NOT_FOUND_MESSAGE);
    if (!isOpenOperation(previous.status as OperationStatus)) throw badRequest(closedOperationMessage(previous.status));
  }
  const from = (previous?.status ?? null) as OperationStatus | null;
  const status: OperationStatus = input.status ?? from ?? OPERATION_INITIAL_STATUS;
  if (from === null && status !== OPERATION_INITIAL_STATUS) throw badRequest(`Uma operação começa como "${OPERATION_INITIAL_STATUS}"`);
  if (from !== null && status !== from && !OPERATION_STATUS_NEXT[from].includes(status)) throw badRequest(operationStatusRefusedMessage(from, status));

  const team = await repo.findTeam(tx, input.equipe);
  if (!team) throw badRequest(UNKNOWN_TEAM_MESSAGE);
  if (team.status !== 1 && team.id !== previous?.teamId) throw badRequest(INACTIVE_TEAM_MESSAGE);

  const known = await repo.existingCityIds(tx, input.municipios);
  const unknown = input.municipios.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(unknownCityMessage(unknown[0]!), ...unknown.slice(1).map(unknownCityMessage));

  const open = isOpenOperation(status);
  if (previous) {
    const current = await repo.odcsOf(tx, previous.id);
    await repo.lockComplaints(tx, [...current.map((o) => o.complaintId), ...(input.operacoesDemandaComplemento ?? []).map((i) => i.demandaComplemento)]);
    if (!open) await refuseHiddenReleases(tx, viewer, previous.id, status === 'Cancelada' ? 'cancelar' : 'concluir');
  } else {
    await repo.lockComplaints(tx, (input.operacoesDemandaComplemento ?? []).map((i) => i.demandaComplemento));
  }

  const data = { teamId: team.id, dataIni: input.dataIni, dataFim: input.dataFim, status };
  const operationId = previous ? previous.id : await repo.insertOperation(tx, { ...data, status: OPERATION_INITIAL_STATUS, authorId: viewer.id });
  if (previous) await repo.updateOperation(tx, operationId, data);
  await repo.replaceCities(tx, operationId, input.municipios);

  const m: MovesTx = { tx, viewer, operationId, events: [] };
  if (input.operacoesDemandaComplemento) {
    const visible = await repo.odcsOf(tx, operationId, visibleComplaints(viewer));
    const byId = new Map(visible.map((o) => [o.id, o]));
    const byComplaint = new Map(visible.map((o) => [o.complaintId, o]));
    const seenComplaints = new Set<number>();
    const kept = new Set<number>();
    for (const item of input.operacoesDemandaComplemento) {
      const complaintId = item.demandaComplemento;
      if (seenComplaints.has(complaintId)) throw badRequest(`A denúncia ${byComplaint.get(complaintId)?.numerodemanda ?? complaintId} está repetida na lista`);
      seenComplaints.add(complaintId);
      const existing = item.id ? byId.get(item.id) : byComplaint.get(complaintId);
      if (item.id && (!existing || existing.complaintId !== complaintId)) throw badRequest(`${ODC_NOT_FOUND_MESSAGE}: ${item.id}`);
      if (!existing) {
        await includeComplaint(m, complaintId, item, open);
        continue;
      }
      kept.add(existing.id);
      if (existing.situacao === 'Fiscalizada' && item.situacao !== 'Fiscalizada') throw badRequest(inspectedOdcMessage(existing.numerodemanda));
      const inspectedNow = existing.situacao !== 'Fiscalizada' && item.situacao === 'Fiscalizada';
      await repo.updateOdc(tx, existing.id, { situacao: item.situacao, texto: item.texto, inspected: inspectedNow });
      // `existing` is the inclusion (its id is the odc's): the complaint is existing.complaintId.
      if (inspectedNow) await move(m, { id: existing.complaintId, numerodemanda: existing.numerodemanda }, 'Fiscalizada', `fiscalizada na operação ${operationId}`);
    }
    for (const o of visible) {
      if (kept.has(o.id)) continue;
      if (o.situacao === 'Fiscalizada') throw badRequest(inspectedOdcMessage(o.numerodemanda));
      await repo.deleteOdc(tx, o.id);
      await release(m, o, `retirada da operação ${operationId}`);
    }
  }
  if (!open) {
    await repo.setOperationOpen(tx, operationId, false);
    for (const o of await repo.odcsOf(tx, operationId)) await release(m, o, `operação ${operationId} ${status === 'Cancelada' ? 'cancelada' : 'concluída'}`);
  }
  const notificationIds = await recordComplaintNotifications(tx, m.events);
  return { id: operationId, notificationIds };
}

/** DELETE /api/odc/{id}: before inspection, in an open operation; the complaint returns to Protocolada. */
export async function removeOdc(tx: DbOrTx, viewer: ComplaintViewer, id: number): Promise<number[]> {
  const odc = await repo.findOdc(tx, id);
  if (!odc || !(await canSeeComplaint(tx, viewer, odc.complaintId))) throw notFound(ODC_NOT_FOUND_MESSAGE);
  const operation = (await repo.findOperationRow(tx, odc.operationId, { forUpdate: true }))!;
  if (!isOpenOperation(operation.status as OperationStatus)) throw badRequest(closedOperationMessage(operation.status));
  if (odc.situacao === 'Fiscalizada') throw badRequest(inspectedOdcMessage(odc.numerodemanda));
  await repo.deleteOdc(tx, id);
  const m: MovesTx = { tx, viewer, operationId: operation.id, events: [] };
  await release(m, odc, `retirada da operação ${operation.id}`);
  return recordComplaintNotifications(tx, m.events);
}

/**
 * Deleting, concluding or cancelling an open operation returns its complaints not inspected to
 * Protocolada. A user who cannot see some of them must not move them: refused, nothing written.
 */
async function refuseHiddenReleases(tx: DbOrTx, viewer: ComplaintViewer, operationId: number, action: 'excluir' | 'concluir' | 'cancelar') {
  const all = await repo.odcsOf(tx, operationId);
  const visible = new Set((await repo.odcsOf(tx, operationId, visibleComplaints(viewer))).map((o) => o.id));
  const hidden = all.filter((o) => !visible.has(o.id) && o.situacao !== 'Fiscalizada').length;
  if (hidden > 0) throw badRequest(hiddenComplaintsMessage(hidden, action));
}

/** DELETE /api/operacoes/{id}: its complaints not inspected return to Protocolada; refused once one was inspected (its history names the operation). */
export async function removeOperation(tx: DbOrTx, viewer: ComplaintViewer, id: number): Promise<number[]> {
  const operation = await repo.findOperationRow(tx, id, { forUpdate: true });
  if (!operation) throw notFound(OPERATION_NOT_FOUND_MESSAGE);
  const inspected = (await repo.odcsOf(tx, id)).filter((o) => o.situacao === 'Fiscalizada').length;
  if (inspected > 0) throw badRequest(inspectedOperationMessage(inspected));
  const m: MovesTx = { tx, viewer, operationId: id, events: [] };
  if (isOpenOperation(operation.status as OperationStatus)) {
    await refuseHiddenReleases(tx, viewer, id, 'excluir');
    const included = await repo.odcsOf(tx, id);
    await repo.lockComplaints(tx, included.map((o) => o.complaintId));
    for (const o of included) await release(m, o, `operação ${id} excluída`);
  }
  await repo.deleteOperation(tx, id);
  return recordComplaintNotifications(tx, m.events);
}

/** GET /api/operacoes/{id}: the complaints the viewer may see, and how many others. */
export async function operationView(db: DbOrTx, viewer: ComplaintViewer, id: number): Promise<Operation> {
  const row = await repo.findOperationRow(db, id);
  if (!row) throw notFound(OPERATION_NOT_FOUND_MESSAGE);
  const [team, places, all, visible] = await Promise.all([
    repo.findTeam(db, row.teamId),
    repo.citiesOf(db, [id]),
    repo.odcsOf(db, id),
    repo.odcsOf(db, id, visibleComplaints(viewer)),
  ]);
  return {
    id: row.id,
    equipe: { id: team!.id, nome: team!.nome, cor: team!.cor, status: team!.status, membros: team!.membros },
    dataIni: row.dataIni,
    dataFim: row.dataFim,
    status: row.status as OperationStatus,
    municipios: places.get(id) ?? [],
    operacoesDemandaComplemento: visible.map(repo.toOdc),
    ocultas: all.length - visible.length,
    created_at: row.createdAt.toISOString(),
  };
}
