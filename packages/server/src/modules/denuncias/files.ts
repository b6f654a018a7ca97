import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FileEntity } from '../files';
import { canSeeComplaint, complaintViewer } from './access';
import { complaintExists, protocolNumberOf } from './files-repository';
import { recordComplaintNotifications } from './notifications/events';

/**
 * A complaint's files (the profile's files tab): staff with the Denuncias role who may see the
 * complaint (./access.ts); staff without the role get 403, staff outside the complaint 404. A file added or deleted
 * notifies the complaint's followers (./notifications/events.ts, kind 'arquivo'), recorded in the
 * file's transaction and pushed after it by `publish`; the history line is a trigger (migration 0019).
 */
export const complaintFileEntity = (publish: (ids: readonly number[]) => Promise<void>): FileEntity => ({
  name: 'denuncia',
  label: 'Denúncia',
  roles: [ROLES.DENUNCIAS],
  exists: complaintExists,
  mayAccess: (db, user, codid) => canSeeComplaint(db, complaintViewer(user), codid),
  // As every complaint call: a complaint outside the user's is answered 404 (access.ts).
  hiddenWhenDenied: true,
  // Its files are the complaint's: listed, downloaded, added and deleted under it in the access trail.
  trailSubject: 'denuncia',
  async onChange(tx, change) {
    const numerodemanda = await protocolNumberOf(tx, change.codid);
    if (numerodemanda === undefined) return;
    const ids = await recordComplaintNotifications(tx, [
      { kind: 'arquivo', complaintId: change.codid, numerodemanda, nome: change.name, removed: change.action === 'removed', actorId: change.user.id },
    ]);
    return () => publish(ids);
  },
});
