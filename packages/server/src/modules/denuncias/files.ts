import { ROLES } from '@sisacte/contracts/auth/roles';
import { eq } from 'drizzle-orm';
import { complaints } from '../../db/schema';
import type { FileEntity } from '../files/entities';
import { recordNotifications } from '../notificacoes';
import { canSeeComplaint, complaintViewer } from './access';

/**
 * A complaint's files (the profile's files tab): staff with the Denuncias role who may see the
 * complaint (./access.ts); staff without the role get 403, staff outside the complaint 404. A file added or deleted
 * notifies the complaint's followers (notificacoes/recipients.ts, kind 'arquivo'), recorded in the
 * file's transaction and pushed after it by `publish`; the history line is a trigger (migration 0019).
 */
export const complaintFileEntity = (publish: (ids: readonly number[]) => Promise<void>): FileEntity => ({
  name: 'denuncia',
  label: 'Denúncia',
  roles: [ROLES.DENUNCIAS],
  exists: async (db, codid) => (await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, codid))).length > 0,
  mayAccess: (db, user, codid) => canSeeComplaint(db, complaintViewer(user), codid),
  // As every complaint call: a complaint outside the user's is answered 404 (access.ts).
  hiddenWhenDenied: true,
  async onChange(tx, change) {
    const [complaint] = await tx.select({ numerodemanda: complaints.numerodemanda }).from(complaints).where(eq(complaints.id, change.codid));
    if (!complaint) return;
    const ids = await recordNotifications(tx, [
      { kind: 'arquivo', complaintId: change.codid, numerodemanda: complaint.numerodemanda, nome: change.name, removed: change.action === 'removed', actorId: change.user.id },
    ]);
    return () => publish(ids);
  },
});
