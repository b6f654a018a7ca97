import { ROLES } from '@sisacte/contracts/auth/roles';
import { type User, userCreateSchema, userUpdateSchema } from '@sisacte/contracts/auth/users';
import type { z } from 'zod';
import { type Database, type DbOrTx, withTransaction } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-errors';
import { type PasswordHasher, requireStrongPassword } from '../../../lib/passwords';
import { findRoleIdByName, missingRoleIds } from '../roles/repository';
import { refusingDuplicates } from '../../shared/crud/service';
import * as repo from './repository';

export type UserCreateInput = z.output<typeof userCreateSchema>;
export type UserUpdateInput = z.output<typeof userUpdateSchema>;

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado';
export const SELF_DELETE_MESSAGE = 'Você não pode excluir o seu próprio usuário';
export const LAST_ADMIN_DELETE_MESSAGE = 'Não é possível excluir o último administrador';
export const LAST_ADMIN_DEMOTE_MESSAGE = 'Não é possível retirar o perfil de administrador do último administrador';

const duplicateUsernameMessage = (username: string) => `Já existe um usuário com o nome de usuário "${username}"`;
const unknownRoleMessage = (id: number) => `Perfil inexistente: ${id}`;

export async function createUser(db: Database, hasher: PasswordHasher, input: UserCreateInput): Promise<User> {
  requireStrongPassword(input.password, input);
  // Hashing happens before the transaction: PGlite's only connection must not wait on anything but the database.
  const passwordHash = await hasher.hash(input.password);
  const roleIds = unique(input.roles ?? []);
  const organizationIds = input.organizacoes ? unique(input.organizacoes) : undefined;
  return guardUnique(input.username, () =>
    withTransaction(db, async (tx) => {
      await checkUsernameFree(tx, input.username);
      await checkRolesExist(tx, roleIds);
      const id = await repo.insertUser(tx, { ...fields(input), passwordHash });
      await repo.replaceUserRoles(tx, id, roleIds);
      await checkOrganizationsExist(tx, organizationIds ?? []);
      await repo.replaceUserOrganizations(tx, id, organizationIds ?? []);
      return (await repo.findUser(tx, id))!;
    }),
  );
}

export async function updateUser(db: Database, hasher: PasswordHasher, input: UserUpdateInput): Promise<User> {
  if (input.password) requireStrongPassword(input.password, input);
  const passwordHash = input.password ? await hasher.hash(input.password) : undefined;
  const roleIds = input.roles ? unique(input.roles) : undefined;
  const organizationIds = input.organizacoes ? unique(input.organizacoes) : undefined;
  return guardUnique(input.username, () =>
    withTransaction(db, async (tx) => {
      if (!(await repo.lockActiveUser(tx, input.id))) throw notFound(USER_NOT_FOUND_MESSAGE);
      await checkUsernameFree(tx, input.username, input.id);
      if (roleIds) {
        await checkRolesExist(tx, roleIds);
        await checkAdminKept(tx, input.id, roleIds);
      }
      await repo.updateUser(tx, input.id, passwordHash ? { ...fields(input), passwordHash } : fields(input));
      // Absent: the roles stay as they are.
      if (roleIds) await repo.replaceUserRoles(tx, input.id, roleIds);
      // Absent: the organizations stay as they are.
      if (organizationIds) {
        await checkOrganizationsExist(tx, organizationIds);
        await repo.replaceUserOrganizations(tx, input.id, organizationIds);
      }
      return (await repo.findUser(tx, input.id))!;
    }),
  );
}

/** Soft delete: the row stays because other records name the user as their author. */
export async function deleteUser(db: Database, actorId: number, id: number): Promise<void> {
  if (actorId === id) throw badRequest(SELF_DELETE_MESSAGE);
  await withTransaction(db, async (tx) => {
    if (!(await repo.lockActiveUser(tx, id))) throw notFound(USER_NOT_FOUND_MESSAGE);
    const adminIds = await repo.lockActiveAdminIds(tx);
    if (adminIds.length === 1 && adminIds[0] === id) throw badRequest(LAST_ADMIN_DELETE_MESSAGE);
    await repo.softDeleteUser(tx, id);
  });
}

function fields(input: UserCreateInput | UserUpdateInput): repo.UserWrite {
  return { name: input.name, username: input.username, email: input.email ?? null, birthdate: input.birthdate ?? null };
}

async function checkUsernameFree(tx: DbOrTx, username: string, exceptId?: number) {
  if (await repo.usernameTaken(tx, username, exceptId)) throw badRequest(duplicateUsernameMessage(username));
}

async function checkRolesExist(tx: DbOrTx, roleIds: number[]) {
  const missing = await missingRoleIds(tx, roleIds);
  if (missing.length > 0) {
    const [first, ...rest] = missing.map(unknownRoleMessage);
    throw badRequest(first!, ...rest);
  }
}

async function checkOrganizationsExist(tx: DbOrTx, ids: number[]) {
  const missing = await repo.missingOrganizationIds(tx, ids);
  if (missing.length > 0) {
    const [first, ...rest] = missing.map((id) => `Organização inexistente: ${id}`);
    throw badRequest(first!, ...rest);
  }
}

async function checkAdminKept(tx: DbOrTx, userId: number, roleIds: number[]) {
  const adminRoleId = await findRoleIdByName(tx, ROLES.ADMIN);
  if (adminRoleId === null || roleIds.includes(adminRoleId)) return;
  const adminIds = await repo.lockActiveAdminIds(tx);
  if (adminIds.length === 1 && adminIds[0] === userId) throw badRequest(LAST_ADMIN_DEMOTE_MESSAGE);
}

/** Two requests racing past the duplicate check still meet the unique index: answer them the same way. */
function guardUnique<T>(username: string, write: () => Promise<T>): Promise<T> {
  return refusingDuplicates(write, async () => badRequest(duplicateUsernameMessage(username)));
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
