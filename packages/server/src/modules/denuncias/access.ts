import { grants, ROLES } from '@sisacte/contracts/auth/roles';
import { COMPLAINT_NOT_FOUND_MESSAGE } from '@sisacte/contracts/denuncias/complaint-profile';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { complaints } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';

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

/** The condition on `complaints` (the table, unaliased) that keeps only what `viewer` may see; undefined: everything. */
export function visibleComplaints(viewer: ComplaintViewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  // The complaint's organizations are on its row (migration 0026): a list walks its own order and
  // tests each row against the user's organizations, read once; the GIN index serves the counts.
  return sql`(${complaints.organizationIds} && ARRAY(SELECT uo.organization_id FROM user_organizations uo WHERE uo.user_id = ${viewer.id}::int)
    OR ${complaints.cadastradorId} = ${viewer.id}::int)`;
}

/** Whether `viewer` may see complaint `id` (false too when it does not exist). */
export async function canSeeComplaint(db: DbOrTx, viewer: ComplaintViewer, id: number): Promise<boolean> {
  const visible = visibleComplaints(viewer);
  const rows = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(visible ? sql`${eq(complaints.id, id)} AND ${visible}` : eq(complaints.id, id));
  return rows.length > 0;
}

/** 404 unless `viewer` may see complaint `id`; `forUpdate` also locks its row for the rest of the transaction. */
export async function requireVisibleComplaint(db: DbOrTx, viewer: ComplaintViewer, id: number, options: { forUpdate?: boolean } = {}): Promise<void> {
  if (!(await canSeeComplaint(db, viewer, id))) throw notFound(COMPLAINT_NOT_FOUND_MESSAGE);
  if (options.forUpdate) await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, id)).for('update');
}
