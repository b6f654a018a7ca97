import { ROLES } from '@sisacte/contracts/auth/roles';
import { sql, type SQL } from 'drizzle-orm';
import type { RecipientsQuery, VisibleRecords } from '../../notificacoes';
import type { ComplaintViewer } from '../access';
import { visibleComplaints } from '../access-repository';
import type { NotificationEvent } from './events';

// The recipients of complaint notifications (the rule is stated in ./events.ts) and the complaints
// a user of the bell may still open.

/** Active users holding one of `roles` (by name). */
const holdersOf = (roles: readonly string[]) => sql`
  SELECT ur.user_id FROM user_roles ur JOIN roles r ON r.id = ur.role_id JOIN users u ON u.id = ur.user_id
  WHERE u.deleted_at IS NULL AND r.name IN (${sql.join(
    roles.map((r) => sql`${r}`),
    sql`, `,
  )})`;

/**
 * Who see every complaint: administrators, and holders of VisualizarTodasDemandas who also hold the
 * Denuncias role (without it they could not open the complaint the notification names).
 */
const seeAll = () => sql`${holdersOf([ROLES.ADMIN])} UNION (${holdersOf([ROLES.VISUALIZAR_TODAS_DEMANDAS])} INTERSECT ${holdersOf([ROLES.DENUNCIAS])})`;

/** The complaint's followers: who filed it, added an extra to it or asked for its archive. */
const followers = (complaintId: number) => sql`
  SELECT c.cadastrador_id FROM complaints c WHERE c.id = ${complaintId}::int AND c.cadastrador_id IS NOT NULL
  UNION SELECT e.author_id FROM complaint_extras e WHERE e.complaint_id = ${complaintId}::int AND e.author_id IS NOT NULL
  UNION SELECT a.author_id FROM archive_requests a WHERE a.complaint_id = ${complaintId}::int AND a.author_id IS NOT NULL`;

/** A query of one column of user ids: the recipients of `e`, before the author and inactive users are taken out. */
function candidates(e: NotificationEvent): SQL {
  switch (e.kind) {
    case 'denuncia':
      return sql`${seeAll()}
        UNION SELECT uo.user_id FROM user_organizations uo
          JOIN complaint_organizations co ON co.organization_id = uo.organization_id AND co.complaint_id = ${e.complaintId}::int
          WHERE uo.user_id IN (${holdersOf([ROLES.DENUNCIAS])})`;
    case 'pedido':
      return seeAll();
    case 'decisao':
      return sql`SELECT ${e.requesterId}::int`;
    case 'extra':
    case 'arquivo':
    case 'situacao':
      return followers(e.complaintId);
  }
}

/**
 * Whether user `x.user_id` may see complaint `complaintId` now — the rule of ../access-repository.ts
 * (visibleComplaints) written for many users at once: who sees every complaint, or Denuncias staff
 * of one of its organizations, or who filed it. A follower moved out of the complaint's
 * organizations, or who lost the role, is told nothing more of it.
 */
const mayStillSee = (complaintId: number) => sql`(
  x.user_id IN (${seeAll()})
  OR (x.user_id IN (${holdersOf([ROLES.DENUNCIAS])}) AND EXISTS (
    SELECT 1 FROM complaints c WHERE c.id = ${complaintId}::int AND (c.cadastrador_id = x.user_id
      OR c.organization_ids && ARRAY(SELECT uo.organization_id FROM user_organizations uo WHERE uo.user_id = x.user_id)))))`;

/** The recipients of `e`: one column `user_id`, each once, active users who may see the complaint, never the event's author. */
export function recipientsOf(e: NotificationEvent): RecipientsQuery {
  return sql`SELECT DISTINCT x.user_id FROM (${candidates(e)}) AS x(user_id)
    JOIN users u ON u.id = x.user_id AND u.deleted_at IS NULL
    WHERE x.user_id IS DISTINCT FROM ${e.actorId}::int AND ${mayStillSee(e.complaintId)}`;
}

/**
 * The recipients of a new complaint, for the statement that stores it (../complaints/repository.ts,
 * storeComplaint): the rule above for a 'denuncia' event — who see every complaint, and Denuncias
 * staff of one of its organizations; active users, never its author — written for a complaint whose
 * organizations are `organizationIds` (an int[]), since that statement cannot read the rows it is
 * inserting. One pass over the users' roles: at hundreds of complaints a second, planning the general
 * query each time cost more than storing the complaint.
 */
export function newComplaintRecipients(organizationIds: SQL, actorId: SQL): RecipientsQuery {
  return sql`SELECT ur.user_id FROM user_roles ur JOIN roles r ON r.id = ur.role_id JOIN users u ON u.id = ur.user_id AND u.deleted_at IS NULL
    WHERE ur.user_id IS DISTINCT FROM ${actorId}
    GROUP BY ur.user_id
    HAVING bool_or(r.name = ${ROLES.ADMIN})
      OR (bool_or(r.name = ${ROLES.DENUNCIAS}) AND (bool_or(r.name = ${ROLES.VISUALIZAR_TODAS_DEMANDAS})
        OR EXISTS (SELECT 1 FROM user_organizations uo WHERE uo.user_id = ur.user_id AND uo.organization_id = ANY(${organizationIds}))))`;
}


/**
 * The complaints `viewer` may still open, as the bell's condition on a notification's complaint:
 * one told of a complaint before leaving its organization no longer reads its titles nor opens it.
 * Undefined: every complaint.
 */
export function complaintsVisibleTo(viewer: ComplaintViewer): VisibleRecords | undefined {
  const visible = visibleComplaints(viewer);
  return visible ? (id) => sql`EXISTS (SELECT 1 FROM complaints WHERE complaints.id = ${id} AND ${visible})` : undefined;
}
