import {
  ARCHIVE_MESSAGES,
  type ArchiveDecision,
  type ArchiveRequest,
  type ArchiveType,
} from '@sisacte/contracts/notificacoes/archive-requests';
import type { z } from 'zod';
import type { archiveRequestCreateSchema } from '@sisacte/contracts/notificacoes/archive-requests';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { badRequest, forbidden, notFound } from '../../../lib/http-errors';
import type { AuthUser } from '../../../plugins/auth';
import { recordComplaintNotifications } from '../notifications/events';
import { complaintViewer, requireVisibleComplaint } from '../access';
import { requireComplaint } from '../admin/service';
import * as complaintsRepo from '../admin/repository';
import { recordHistory } from '../history/repository';
import { refusingDuplicates } from '../../shared/crud/service';
import * as repo from './repository';

type CreateInput = z.output<typeof archiveRequestCreateSchema>;

const archivedBy = (tipo: ArchiveType) => tipo === 'Arquivamento';

/** Applies a granted request: the complaint's `arquivada` flips, in the caller's transaction, with its history line. */
async function apply(tx: DbOrTx, complaintId: number, tipo: ArchiveType, authorId: number, requestId: number) {
  await complaintsRepo.setArchived(tx, complaintId, archivedBy(tipo));
  await recordHistory(tx, {
    complaintId,
    authorId,
    action: 'decisao',
    descricao: `${tipo} deferido (pedido ${requestId})`,
    changes: [{ field: 'arquivada', label: 'Arquivada', from: archivedBy(tipo) ? 'Não' : 'Sim', to: archivedBy(tipo) ? 'Sim' : 'Não' }],
  });
}

/** A second pending request racing past the check still meets the one-pending index: answer it the same way. */
const guardPending = <T>(write: () => Promise<T>): Promise<T> =>
  refusingDuplicates(write, async () => badRequest(ARCHIVE_MESSAGES.PENDING_EXISTS), 'archive_requests_pending_key');

/** The history line of a request's own status moving `from` → `to` (asked, or refused). */
async function recordRequestStep(
  tx: DbOrTx,
  request: { complaintId: number; tipo: ArchiveType },
  authorId: number,
  step: { action: 'pedido' | 'decisao'; descricao: string; from: string | null; to: string },
) {
  await recordHistory(tx, {
    complaintId: request.complaintId,
    authorId,
    action: step.action,
    descricao: step.descricao,
    changes: [{ field: 'pedido', label: `Pedido de ${request.tipo}`, from: step.from, to: step.to }],
  });
}

/**
 * POST /api/notificacoes. A staff user's request is stored 'Em avaliação' and notifies the
 * holders; a holder's is applied at once (Deferido). Refused: a complaint already in the asked
 * state, a second pending request of the complaint.
 */
export async function createRequest(db: Database, user: AuthUser, input: CreateInput): Promise<{ request: ArchiveRequest; notificationIds: number[] }> {
  const viewer = complaintViewer(user);
  return guardPending(() =>
    withTransaction(db, async (tx) => {
      await requireVisibleComplaint(tx, viewer, input.src_id, { forUpdate: true });
      const complaint = await requireComplaint(tx, input.src_id);
      if (input.tipo === 'Arquivamento' && complaint.arquivada) throw badRequest(ARCHIVE_MESSAGES.ALREADY_ARCHIVED);
      if (input.tipo === 'Desarquivamento' && !complaint.arquivada) throw badRequest(ARCHIVE_MESSAGES.NOT_ARCHIVED);
      if (await repo.pendingOf(tx, input.src_id)) throw badRequest(ARCHIVE_MESSAGES.PENDING_EXISTS);
      const direct = viewer.seesAll;
      const id = await repo.insertRequest(tx, {
        complaintId: input.src_id,
        tipo: input.tipo,
        titulo: input.conteudo.titulo,
        justificativa: input.conteudo.justificativaAuditor,
        authorId: user.id,
        decided: direct ? 'Deferido' : null,
      });
      let notificationIds: number[] = [];
      if (direct) {
        await apply(tx, input.src_id, input.tipo, user.id, id);
      } else {
        await recordRequestStep(tx, { complaintId: input.src_id, tipo: input.tipo }, user.id, {
          action: 'pedido',
          descricao: `Pedido de ${input.tipo}: ${input.conteudo.titulo}`,
          from: null,
          to: 'Em avaliação',
        });
        notificationIds = await recordComplaintNotifications(tx, [
          { kind: 'pedido', complaintId: input.src_id, numerodemanda: complaint.numerodemanda, tipo: input.tipo, actorId: user.id, actorName: user.name },
        ]);
      }
      return { request: (await repo.findRequest(tx, id))!, notificationIds };
    }),
  );
}

/** POST /api/notificacoes/{id}/decisao: holders only; Deferido applies the request in the same transaction; the requester is notified. */
export async function decideRequest(db: Database, user: AuthUser, id: number, decision: ArchiveDecision): Promise<{ request: ArchiveRequest; notificationIds: number[] }> {
  const viewer = complaintViewer(user);
  if (!viewer.seesAll) throw forbidden(ARCHIVE_MESSAGES.ONLY_HOLDERS_DECIDE);
  return withTransaction(db, async (tx) => {
    const request = await repo.findRequest(tx, id, { forUpdate: true });
    if (!request) throw notFound(ARCHIVE_MESSAGES.NOT_FOUND);
    if (request.status !== 'Em avaliação') throw badRequest(ARCHIVE_MESSAGES.ALREADY_DECIDED);
    await requireVisibleComplaint(tx, viewer, request.src_id, { forUpdate: true });
    const complaint = await requireComplaint(tx, request.src_id);
    await repo.decide(tx, id, decision, user.id);
    if (decision === 'Deferido') {
      await apply(tx, request.src_id, request.tipo, user.id, id);
    } else {
      await recordRequestStep(tx, { complaintId: request.src_id, tipo: request.tipo }, user.id, {
        action: 'decisao',
        descricao: `${request.tipo} indeferido (pedido ${id})`,
        from: 'Em avaliação',
        to: 'Indeferido',
      });
    }
    const notificationIds =
      request.author === null
        ? []
        : await recordComplaintNotifications(tx, [
            { kind: 'decisao', complaintId: request.src_id, numerodemanda: complaint.numerodemanda, tipo: request.tipo, decision, requesterId: request.author.id, actorId: user.id },
          ]);
    return { request: (await repo.findRequest(tx, id))!, notificationIds };
  });
}

/** GET /api/ultima_notificacao_por_denuncia/{id}/{tipo}: the last request of that type, or null. */
export async function lastRequest(db: Database, user: AuthUser, complaintId: number, tipo: ArchiveType): Promise<ArchiveRequest | null> {
  await requireVisibleComplaint(db, complaintViewer(user), complaintId);
  return repo.lastRequest(db, complaintId, tipo);
}

/** GET /api/notificacoes/denuncia/{id}: the complaint's requests, newest first (the profile's tab). */
export async function requestsOfComplaint(db: Database, user: AuthUser, complaintId: number): Promise<ArchiveRequest[]> {
  await requireVisibleComplaint(db, complaintViewer(user), complaintId);
  return repo.requestsOf(db, complaintId);
}
