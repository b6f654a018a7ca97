import { ROLE_CATALOGUE } from '@sisacte/contracts';
import type { DbOrTx } from '../client';
import { upsertSystemRoles } from '../../modules/auth/roles/repository';

/** The catalogue roles exist on every start (idempotent; safe when several instances start together). */
export async function seedRoleCatalogue(db: DbOrTx): Promise<void> {
  await upsertSystemRoles(db, ROLE_CATALOGUE);
}
