import type { Extra } from '@sisacte/contracts/denuncias/extras';
import type { DbOrTx } from '../../../db/client';
import type { AuthUser } from '../../../plugins/auth';
import { recordComplaintNotifications } from '../notifications/events';
import { complaintViewer, requireVisibleComplaint } from '../access';
import { requireComplaint } from '../admin/service';
import { recordHistory } from '../history/repository';
import { insertExtra } from './repository';

/**
 * POST /api/extras, inside the caller's transaction: the extra, its line in the complaint's
 * history and the notification of the complaint's followers. Returns the extra and the
 * notification ids to publish after the commit.
 */
export async function addExtra(tx: DbOrTx, user: AuthUser, input: { titulo: string; texto: string; demandaComplemento: number }): Promise<{ extra: Extra; notificationIds: number[] }> {
  const complaintId = input.demandaComplemento;
  await requireVisibleComplaint(tx, complaintViewer(user), complaintId, { forUpdate: true });
  const complaint = await requireComplaint(tx, complaintId);
  const extra = await insertExtra(tx, { complaintId, titulo: input.titulo, texto: input.texto, authorId: user.id });
  await recordHistory(tx, {
    complaintId,
    authorId: user.id,
    action: 'extra',
    descricao: `Complemento "${input.titulo}" adicionado`,
    changes: [{ field: 'extra', label: 'Complemento', from: null, to: input.titulo }],
  });
  const notificationIds = await recordComplaintNotifications(tx, [{ kind: 'extra', complaintId, numerodemanda: complaint.numerodemanda, titulo: input.titulo, actorId: user.id }]);
  return { extra, notificationIds };
}
