import { TEST_PG_TEMPLATE_ENV, TEST_PG_URL_ENV } from './global-setup';
import { withPgClient } from './pg-admin';

/** Drops the run's template database (global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env[TEST_PG_URL_ENV];
  const template = process.env[TEST_PG_TEMPLATE_ENV];
  if (!adminUrl || !template) return;
  await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
}
