import { type Role, roleCreateSchema, roleUpdateSchema } from '@sisacte/contracts/auth/roles';
import type { z } from 'zod';
import { type Database, type DbOrTx, withTransaction } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-errors';
import { refusingDuplicates } from '../../shared/crud/service';
import * as repo from './repository';

export type RoleCreateInput = z.output<typeof roleCreateSchema>;
export type RoleUpdateInput = z.output<typeof roleUpdateSchema>;

const ROLE_NOT_FOUND_MESSAGE = 'Perfil não encontrado';
export const SYSTEM_ROLE_RENAME_MESSAGE = 'Perfis do sistema não podem ser renomeados';
const duplicateRoleMessage = (name: string) => `Já existe um perfil com o nome "${name}"`;

export async function createRole(db: Database, input: RoleCreateInput): Promise<Role> {
  return guardUnique(input.name, () =>
    withTransaction(db, async (tx) => {
      await checkNameFree(tx, input.name);
      return repo.insertRole(tx, { name: input.name, description: input.description ?? null });
    }),
  );
}

export async function updateRole(db: Database, input: RoleUpdateInput): Promise<Role> {
  return guardUnique(input.name, () =>
    withTransaction(db, async (tx) => {
      const current = await repo.findRole(tx, input.id, { forUpdate: true });
      if (!current) throw notFound(ROLE_NOT_FOUND_MESSAGE);
      // Code and menus refer to catalogue roles by name: only their description may change.
      if (current.system && current.name !== input.name) throw badRequest(SYSTEM_ROLE_RENAME_MESSAGE);
      await checkNameFree(tx, input.name, input.id);
      return repo.updateRole(tx, input.id, { name: input.name, description: input.description ?? null });
    }),
  );
}

async function checkNameFree(tx: DbOrTx, name: string, exceptId?: number) {
  if (await repo.roleNameTaken(tx, name, exceptId)) throw badRequest(duplicateRoleMessage(name));
}

/** Two requests racing past the duplicate check still meet the unique index: answer them the same way. */
function guardUnique<T>(name: string, write: () => Promise<T>): Promise<T> {
  return refusingDuplicates(write, async () => badRequest(duplicateRoleMessage(name)));
}
