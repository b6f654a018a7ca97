import type { Organization } from '@sisacte/contracts/denuncias/organizations';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { complaints, organizations, userOrganizations } from '../../db/schema';
import type { ComplaintViewer } from './access';

// The queries of who sees which complaint (the rule is stated in ./access.ts).

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

/** Locks complaint `id`'s row for the rest of the transaction. */
export async function lockComplaint(db: DbOrTx, id: number): Promise<void> {
  await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, id)).for('update');
}

/** The organizations of user `userId` (whose complaints they see), by name. */
export async function organizationsOf(db: DbOrTx, userId: number): Promise<Organization[]> {
  return db
    .select({ id: organizations.id, nome: organizations.nome, sigla: organizations.sigla })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
    .where(eq(userOrganizations.userId, userId))
    .orderBy(asc(organizations.nome), asc(organizations.id));
}
