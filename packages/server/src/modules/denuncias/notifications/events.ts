import type { ArchiveDecision, ArchiveType } from '@sisacte/contracts/notificacoes/archive-requests';
import type { DbOrTx } from '../../../db/client';
import { recordNotifications, type OutgoingNotification } from '../../notificacoes';
import { recipientsOf } from './repository';

/*
 * WHO IS NOTIFIED OF WHAT about a complaint — the one place of the rule (documented for clients in
 * contracts/notificacoes/historico.ts; the queries are in ./repository.ts, where
 * newComplaintRecipients is the 'denuncia' case written for the intake's statement, and
 * recipients.test.ts holds the two equal). Recipients are chosen when the notification is made,
 * among active users, never the author of the event:
 * - 'denuncia', a new complaint: holders of VisualizarTodasDemandas with the Denuncias role
 *   (administrators included) and staff with the Denuncias role one of whose organizations the complaint names;
 * - 'pedido', an archive or unarchive request: holders of VisualizarTodasDemandas with the Denuncias role;
 * - 'decisao', a decision on a request: the requester;
 * - 'extra' / 'arquivo', an extra or a file on a complaint: its followers — who filed it, who added
 *   an extra to it, who asked for its archive or unarchive;
 * - 'situacao', an operation moved the complaint's status: its followers.
 */

export type NotificationEvent =
  | { kind: 'denuncia'; complaintId: number; numerodemanda: string; nomefantasia: string; actorId: number | null }
  | { kind: 'pedido'; complaintId: number; numerodemanda: string; tipo: ArchiveType; actorId: number; actorName: string }
  | { kind: 'decisao'; complaintId: number; numerodemanda: string; tipo: ArchiveType; decision: ArchiveDecision; requesterId: number; actorId: number }
  | { kind: 'extra'; complaintId: number; numerodemanda: string; titulo: string; actorId: number }
  | { kind: 'arquivo'; complaintId: number; numerodemanda: string; nome: string; removed?: boolean; actorId: number }
  | { kind: 'situacao'; complaintId: number; numerodemanda: string; status: string; operationId: number; actorId: number };

/** The text the bell shows. */
export function notificationText(e: NotificationEvent): string {
  switch (e.kind) {
    case 'denuncia':
      return `Nova denúncia ${e.numerodemanda}: ${e.nomefantasia}`;
    case 'pedido':
      return `Pedido de ${e.tipo} da denúncia ${e.numerodemanda}, por ${e.actorName}`;
    case 'decisao':
      return `${e.tipo} da denúncia ${e.numerodemanda}: ${e.decision}`;
    case 'extra':
      return `Complemento "${e.titulo}" na denúncia ${e.numerodemanda}`;
    case 'arquivo':
      return e.removed ? `Arquivo "${e.nome}" excluído da denúncia ${e.numerodemanda}` : `Arquivo "${e.nome}" na denúncia ${e.numerodemanda}`;
    case 'situacao':
      return `Denúncia ${e.numerodemanda}: ${e.status} (operação ${e.operationId})`;
  }
}

/** The outbox's notification of `e`: its kind, text, complaint and recipients. */
export const outgoing = (e: NotificationEvent): OutgoingNotification => ({ tipo: e.kind, texto: notificationText(e), redirect: e.complaintId, recipients: recipientsOf(e) });

/** Records the notifications of a change to complaints inside its transaction; returns their ids, to publish after the commit. */
export function recordComplaintNotifications(tx: DbOrTx, events: readonly NotificationEvent[]): Promise<number[]> {
  return recordNotifications(tx, events.map(outgoing));
}

/** The bell's text of a new complaint around its protocol number, which the storing statement makes: `before || numerodemanda || after`. */
export function newComplaintText(nomefantasia: string): { before: string; after: string } {
  const mark = '\u0000';
  const text = notificationText({ kind: 'denuncia', complaintId: 0, numerodemanda: mark, nomefantasia, actorId: null });
  const at = text.indexOf(mark);
  return { before: text.slice(0, at), after: text.slice(at + mark.length) };
}
