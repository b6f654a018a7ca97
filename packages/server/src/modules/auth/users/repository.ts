import { ROLES } from '@sisacte/contracts/auth/roles';
import { type User, type UserOption } from '@sisacte/contracts/auth/users';
import { and, asc, count, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { organizations, roles, userOrganizations, userRoles, userSessions, users } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { containsIgnoringAccents, textSortKey } from '../../../lib/sql';
import type { AuthUser } from '../../../plugins/auth';
import { readPage } from '../../shared/crud/repository';
import type { PageRequest } from '../../shared/crud/routes';

export interface UserWrite {
  name: string;
  username: string;
  email: string | null;
  birthdate: string | null;
}

const active = isNull(users.deletedAt);
const nextTokenVersion = sql`${users.tokenVersion} + 1`;
const sameUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

// Roles are aggregated in the same query as their users: one round trip per page, no N+1.
// `users.id` is written out: drizzle leaves columns unqualified in single-table selects,
// and a bare "id" inside the subquery would mean roles.id.
const roleRefs = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
  from ${userRoles} ur join ${roles} r on r.id = ur.role_id
  where ur.user_id = users.id), '[]'::json)`;

const roleNames = sql<string[]>`coalesce((
  select json_agg(r.name order by r.name)
  from ${userRoles} ur join ${roles} r on r.id = ur.role_id
  where ur.user_id = users.id), '[]'::json)`;

const organizationRefs = sql<{ id: number; nome: string }[]>`coalesce((
  select json_agg(json_build_object('id', o.id, 'nome', o.nome) order by o.nome)
  from ${userOrganizations} uo join ${organizations} o on o.id = uo.organization_id
  where uo.user_id = users.id), '[]'::json)`;

const userColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  birthdate: users.birthdate,
  createdAt: users.createdAt,
  roles: roleRefs,
  organizacoes: organizationRefs,
};

interface UserRow {
  id: number;
  name: string;
  username: string;
  email: string | null;
  birthdate: string | null;
  createdAt: Date;
  roles: { id: number; name: string }[];
  organizacoes: { id: number; nome: string }[];
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    birthdate: row.birthdate,
    roles: row.roles,
    organizacoes: row.organizacoes,
    created_at: row.createdAt.toISOString(),
  };
}

/** Sortable fields of GET /api/users; names sort ignoring case and accents. */
const USER_SORT_FIELDS = {
  name: textSortKey(users.name),
  username: users.username,
  id: users.id,
  created_at: users.createdAt,
};

/** A page of the active users (by default by name), filtered by a part of the name. */
export async function listUsers(db: DbOrTx, filter: { name?: string | undefined }, query: PageRequest) {
  const page = pageQueryToSql(query, { fields: USER_SORT_FIELDS, defaultSort: { field: 'name', direction: 'asc' }, tieBreaker: USER_SORT_FIELDS.id });
  const conditions: SQL[] = [active];
  if (filter.name) conditions.push(containsIgnoringAccents(users.name, filter.name));
  return readPage(db, db.select(userColumns).from(users).$dynamic(), users, and(...conditions), page, toUser);
}

/** Every active user by name, for author filters: the username only when `withUsername` (administrators). */
export async function listUserOptions(db: DbOrTx, { withUsername }: { withUsername: boolean }): Promise<UserOption[]> {
  const columns = { id: users.id, name: users.name };
  const query = withUsername ? db.select({ ...columns, username: users.username }) : db.select(columns);
  return query
    .from(users)
    .where(active)
    .orderBy(asc(textSortKey(users.name)), asc(users.id));
}

export async function findUser(db: DbOrTx, id: number): Promise<User | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), active));
  return row ? toUser(row) : null;
}

/** Whether the token's session (`sid`, a placeholder: null for a token without one) is still open. */
const sessionOpen = sql<boolean>`exists (
  select 1 from ${userSessions} s where s.id = ${sql.placeholder('sid')} and s.user_id = users.id)`;

/** What the auth check of every request reads: the user, their roles and session version, and whether the token's session is open. */
export type AuthUserRow = AuthUser & { tokenVersion: number; sessionOpen: boolean };

/**
 * The user a token names, with their roles, their session version and whether the token's own
 * session is still open: the auth check, one round trip (the user by primary key, the session by
 * primary key) whenever the instance has no answer kept (user-directory.ts: kept while the
 * database's NOTIFYs on what this reads are heard). A prepared statement (`auth_user`): its SQL is
 * built once, and on PostgreSQL each connection parses and plans it once. (A pooler
 * in transaction mode between the API and PostgreSQL must support prepared statements: PgBouncer ≥
 * 1.21 with max_prepared_statements set.)
 */
export function prepareFindAuthUser(db: DbOrTx): (id: number, sessionId?: string) => Promise<AuthUserRow | null> {
  const statement = db
    .select({ id: users.id, username: users.username, name: users.name, roles: roleNames, tokenVersion: users.tokenVersion, sessionOpen })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), active))
    .prepare('auth_user');
  return async (id, sessionId) => (await statement.execute({ id, sid: sessionId ?? null }))[0] ?? null;
}

export async function findLoginUser(
  db: DbOrTx,
  username: string,
): Promise<(AuthUser & { passwordHash: string; tokenVersion: number; email: string | null }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      roles: roleNames,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      email: users.email,
    })
    .from(users)
    .where(and(sameUsername(username), active));
  return row ?? null;
}

/** The active user's password hash and what their password may not contain; null when there is none. */
export async function findPasswordOwner(
  db: DbOrTx,
  id: number,
): Promise<{ username: string; name: string; email: string | null; passwordHash: string } | null> {
  const [row] = await db
    .select({ username: users.username, name: users.name, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, id), active));
  return row ?? null;
}

/** Locks the active user's row for the rest of the transaction; false when there is none. */
export async function lockActiveUser(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), active))
    .for('update');
  return rows.length > 0;
}

export async function usernameTaken(db: DbOrTx, username: string, exceptId?: number): Promise<boolean> {
  const conditions = [sameUsername(username), active];
  if (exceptId !== undefined) conditions.push(ne(users.id, exceptId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function countActiveUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(active);
  return row?.total ?? 0;
}

export async function insertUser(tx: DbOrTx, data: UserWrite & { passwordHash: string }): Promise<number> {
  const [row] = await tx.insert(users).values(data).returning({ id: users.id });
  return row!.id;
}

/** A new password also ends every session of the user. */
export async function updateUser(tx: DbOrTx, id: number, data: UserWrite & { passwordHash?: string }): Promise<void> {
  await tx
    .update(users)
    .set({ ...data, ...(data.passwordHash ? { tokenVersion: nextTokenVersion } : {}), updatedAt: sql`now()` })
    .where(eq(users.id, id));
  if (data.passwordHash) await deleteUserSessions(tx, id);
}

/** The user's own new password: every session ends (this one too); returns the new session version, null when there is no active user. */
export async function changePassword(tx: DbOrTx, id: number, passwordHash: string): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: nextTokenVersion, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), active))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) return null;
  await deleteUserSessions(tx, id);
  return row.tokenVersion;
}

/**
 * Ends every session of the user: tokens issued before carry an older version and are refused, and
 * the rows of their sessions go. False when there is no active user.
 */
export async function revokeUserTokens(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ tokenVersion: nextTokenVersion })
    .where(and(eq(users.id, id), active))
    .returning({ id: users.id });
  if (rows.length > 0) await deleteUserSessions(db, id);
  return rows.length > 0;
}

/** Opens a login's session, valid until `expiresAt` (the token's own expiry). */
export async function insertSession(db: DbOrTx, session: { id: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(userSessions).values(session);
}

/** Ends one session of the user (logout); false when it was already ended. */
export async function deleteSession(db: DbOrTx, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(userSessions)
    .where(and(eq(userSessions.id, id), eq(userSessions.userId, userId)))
    .returning({ id: userSessions.id });
  return rows.length > 0;
}

async function deleteUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.userId, userId));
}

/** Housekeeping: forgets the sessions whose tokens have expired (an index range). */
export async function purgeExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(userSessions).where(lt(userSessions.expiresAt, sql`now()`));
}

export async function replaceUserRoles(tx: DbOrTx, userId: number, roleIds: readonly number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function softDeleteUser(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(users)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, tokenVersion: nextTokenVersion })
    .where(eq(users.id, id));
  await deleteUserSessions(tx, id);
}

/**
 * Ids of the active administrators, locked until the end of the transaction so that two
 * concurrent removals cannot both see "another administrator is left".
 */
export async function lockActiveAdminIds(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, ROLES.ADMIN), active))
    .for('update', { of: users });
  return rows.map((r) => r.id);
}

/** Replaces the user's organizations (the complaints they see without VisualizarTodasDemandas). */
export async function replaceUserOrganizations(tx: DbOrTx, userId: number, organizationIds: readonly number[]): Promise<void> {
  await tx.delete(userOrganizations).where(eq(userOrganizations.userId, userId));
  if (organizationIds.length > 0) await tx.insert(userOrganizations).values(organizationIds.map((organizationId) => ({ userId, organizationId })));
}

/** The ids among `ids` that are no organization. */
export async function missingOrganizationIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, [...ids]));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
