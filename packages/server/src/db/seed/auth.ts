import { ROLE_CATALOGUE, ROLES } from '@sisacte/contracts/auth/roles';
import { type Database, type DbOrTx, withTransaction } from '../client';
import { ConfigError } from '../../lib/config-error';
import type { PasswordHasher } from '../../lib/passwords';
import { countActiveUsers, findRoleIdByName, insertUser, replaceUserRoles, upsertSystemRoles } from '../../modules/auth';

/** The catalogue roles exist on every start (idempotent; safe when several instances start together). */
export async function seedRoleCatalogue(db: DbOrTx): Promise<void> {
  await upsertSystemRoles(db, ROLE_CATALOGUE);
}

export const DEMO_ADMIN = { username: 'admin', password: 'admin', name: 'Administrador' } as const;

export const ADMIN_PASSWORD_REQUIRED_MESSAGE =
  'O banco de dados não tem nenhum usuário. Defina ADMIN_PASSWORD para criar o primeiro administrador (usuário "admin"). / ' +
  'The database has no users. Set ADMIN_PASSWORD to create the first administrator (username "admin").';

export interface FirstAdminOptions {
  /** Embedded demo (no DATABASE_URL): admin/admin is created. Never outside the demo. */
  demo: boolean;
  adminPassword: string | undefined;
  passwords: PasswordHasher;
}

/** Creates the first administrator when there is no active user; refuses to start when it cannot. Returns whether it created one. */
export async function seedFirstAdmin(db: Database, options: FirstAdminOptions): Promise<boolean> {
  if ((await countActiveUsers(db)) > 0) return false;
  const password = options.adminPassword ?? (options.demo ? DEMO_ADMIN.password : undefined);
  if (!password) throw new ConfigError(ADMIN_PASSWORD_REQUIRED_MESSAGE);

  const passwordHash = await options.passwords.hash(password);
  await withTransaction(db, async (tx) => {
    const adminRoleId = await findRoleIdByName(tx, ROLES.ADMIN);
    if (adminRoleId === null) throw new Error('The role catalogue must be seeded before the first administrator');
    const id = await insertUser(tx, {
      name: DEMO_ADMIN.name,
      username: DEMO_ADMIN.username,
      email: null,
      birthdate: null,
      passwordHash,
    });
    await replaceUserRoles(tx, id, [adminRoleId]);
  });
  return true;
}
