import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { TEST_PG_TEMPLATE_ENV, TEST_PGLITE_TEMPLATE_ENV, TEST_PG_URL_ENV } from './global-setup';
import { withPgClient } from './pg-admin';

/** Removes the run's templates (global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const pglite = process.env[TEST_PGLITE_TEMPLATE_ENV];
  if (pglite) rmSync(dirname(pglite), { recursive: true, force: true });
  const adminUrl = process.env[TEST_PG_URL_ENV];
  const template = process.env[TEST_PG_TEMPLATE_ENV];
  if (!adminUrl || !template) return;
  await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
}
