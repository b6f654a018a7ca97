import { type Organization } from '@sisacte/contracts/denuncias/organizations';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { organizations } from '../../../db/schema';

/** The active organizations (id, name, acronym), by name. */
export async function listActiveOrganizations(db: DbOrTx): Promise<Organization[]> {
  return db
    .select({ id: organizations.id, nome: organizations.nome, sigla: organizations.sigla })
    .from(organizations)
    .where(eq(organizations.status, 1))
    .orderBy(asc(organizations.nome));
}
