import { ROLES } from '@sisacte/contracts/auth/roles';
import { eq } from 'drizzle-orm';
import { complaints } from '../../db/schema';
import type { FileEntity } from '../files/entities';
import { canSeeComplaint, complaintViewer } from './access';

/**
 * A complaint's files (the profile's files tab): staff with the Denuncias role who may see the
 * complaint (./access.ts); anyone else gets 403 from the files module.
 */
export const COMPLAINT_FILE_ENTITY: FileEntity = {
  name: 'denuncia',
  label: 'Denúncia',
  roles: [ROLES.DENUNCIAS],
  exists: async (db, codid) => (await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, codid))).length > 0,
  mayAccess: (db, user, codid) => canSeeComplaint(db, complaintViewer(user), codid),
};
