import { grants, ROLES } from '@sisacte/contracts/auth/roles';
import { COMPLAINT_NOT_FOUND_MESSAGE } from '@sisacte/contracts/denuncias/complaint-profile';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { canSeeComplaint, lockComplaint } from './access-repository';

export { canSeeComplaint, visibleComplaints } from './access-repository';

/*
 * WHO SEES WHICH COMPLAINT — the one place of the rule; every complaint call of the back office
 * (lists, map points, PDFs, profile, extras, files, history, archive requests, status, answers)
 * goes through `visibleComplaints` or `requireVisibleComplaint`:
 * - holders of role.api.SisActe.VisualizarTodasDemandas (and administrators, who hold every role)
 *   see every complaint, and see who filed it (`nomeCadastrador`);
 * - any other staff user with the Denuncias role sees the complaints addressed to one of their
 *   organizations (users' organizations, set in the users screen) and those they filed themselves;
 * - a complaint outside that answers 404, as if it did not exist (its existence is not revealed).
 * The route guard (staffRoute(ROLES.DENUNCIAS)) answers 401/403 before this is asked.
 */

export interface ComplaintViewer {
  id: number;
  /** Sees every complaint and the creator's name; decides archive requests. */
  seesAll: boolean;
}

export function complaintViewer(user: AuthUser): ComplaintViewer {
  return { id: user.id, seesAll: grants(user.roles, ROLES.VISUALIZAR_TODAS_DEMANDAS) };
}

/** 404 unless `viewer` may see complaint `id`; `forUpdate` also locks its row for the rest of the transaction. */
export async function requireVisibleComplaint(db: DbOrTx, viewer: ComplaintViewer, id: number, options: { forUpdate?: boolean } = {}): Promise<void> {
  if (!(await canSeeComplaint(db, viewer, id))) throw notFound(COMPLAINT_NOT_FOUND_MESSAGE);
  if (options.forUpdate) await lockComplaint(db, id);
}
