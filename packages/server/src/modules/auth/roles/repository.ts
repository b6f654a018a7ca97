import { type Role, type RoleCatalogueEntry } from '@sisacte/contracts/auth/roles';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { roles } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { textSortKey } from '../../../lib/sql';
import { readPage } from '../../shared/crud/repository';
import type { PageRequest } from '../../shared/crud/routes';

const roleColumns = { id: roles.id, name: roles.name, description: roles.description, system: roles.system };
const sameName = (name: string) => sql`lower(${roles.name}) = lower(${name})`;

/** Sortable fields of GET /api/roles. */
const ROLE_SORT_FIELDS = { name: textSortKey(roles.name), id: roles.id };

/** A page of the roles, by default by name. */
export async function listRoles(db: DbOrTx, query: PageRequest): Promise<{ content: Role[]; total: number }> {
  const page = pageQueryToSql(query, { fields: ROLE_SORT_FIELDS, defaultSort: { field: 'name', direction: 'asc' }, tieBreaker: ROLE_SORT_FIELDS.id });
  return readPage(db, db.select(roleColumns).from(roles).$dynamic(), roles, undefined, page, (row) => row);
}

export async function findRole(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Role | null> {
  const query = db.select(roleColumns).from(roles).where(eq(roles.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findRoleIdByName(db: DbOrTx, name: string): Promise<number | null> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row?.id ?? null;
}

/** Case-insensitive: "Gestor" and "gestor" are the same role name. */
export async function roleNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const condition = exceptId === undefined ? sameName(name) : and(sameName(name), ne(roles.id, exceptId));
  const rows = await db.select({ id: roles.id }).from(roles).where(condition).limit(1);
  return rows.length > 0;
}

/** The ids among `ids` that name no role. */
export async function missingRoleIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, [...ids]));
  const existing = new Set(found.map((r) => r.id));
  return ids.filter((id) => !existing.has(id));
}

export async function insertRole(tx: DbOrTx, data: { name: string; description: string | null }): Promise<Role> {
  const [row] = await tx.insert(roles).values(data).returning(roleColumns);
  return row!;
}

export async function updateRole(tx: DbOrTx, id: number, data: { name: string; description: string | null }): Promise<Role> {
  const [row] = await tx.update(roles).set(data).where(eq(roles.id, id)).returning(roleColumns);
  return row!;
}

/** Inserts the catalogue roles that are missing and marks them as system roles; descriptions edited by users are kept. */
export async function upsertSystemRoles(db: DbOrTx, catalogue: readonly RoleCatalogueEntry[]): Promise<void> {
  if (catalogue.length === 0) return;
  const values = sql.join(
    catalogue.map((r) => sql`(${r.name}, ${r.description}, true)`),
    sql`, `,
  );
  // The conflict target is the unique index on lower(name), which drizzle's builder cannot name.
  await db.execute(
    sql`INSERT INTO roles (name, description, system) VALUES ${values} ON CONFLICT ((lower(name))) DO UPDATE SET system = true`,
  );
}
