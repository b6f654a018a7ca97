import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { makePgliteTemplate } from '../db/make-pglite-template';
import { prepareDatabase } from '../db/seed';
import { databaseUrl, withPgClient } from './pg-admin';

/** Where the server tests find PostgreSQL; empty when none answers (tests then run on PGlite only). */
export const TEST_PG_URL_ENV = 'SISACTE_TEST_PG_URL';
/** A database migrated and seeded once for the run, copied (CREATE DATABASE … TEMPLATE) for each test app. */
export const TEST_PG_TEMPLATE_ENV = 'SISACTE_TEST_PG_TEMPLATE';
/** The same for PGlite: a data folder (a plain .tar) each test app's in-memory database starts from. */
export const TEST_PGLITE_TEMPLATE_ENV = 'SISACTE_TEST_PGLITE_TEMPLATE';

const DEFAULT_CANDIDATES = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];
const TEMPLATE_PREFIX = 'sisacte_tpl_';
/** A template older than this was left by a run that was killed before its teardown. */
const STALE_TEMPLATE_SECONDS = 6 * 3600;

export default async function globalSetup(): Promise<void> {
  // Migrating and seeding costs about as much as starting the database again: done once, then copied.
  const folder = mkdtempSync(join(tmpdir(), 'sisacte-test-template-'));
  process.env[TEST_PGLITE_TEMPLATE_ENV] = join(folder, 'pglite.tar');
  await makePgliteTemplate(process.env[TEST_PGLITE_TEMPLATE_ENV], { gzip: false });
  const override = process.env.TEST_DATABASE_URL?.trim();
  const candidates = override ? [override] : DEFAULT_CANDIDATES;
  for (const url of candidates) {
    if (await answers(url)) {
      process.env[TEST_PG_URL_ENV] = url;
      process.env[TEST_PG_TEMPLATE_ENV] = await createTemplate(url);
      return;
    }
  }
  process.env[TEST_PG_URL_ENV] = '';
  console.warn(`\n[server tests] PostgreSQL did not answer at ${candidates.join(' or ')}: running on PGlite only.`);
}

/**
 * Migrating and seeding a PostgreSQL database costs seconds; copying a migrated one is a file copy.
 * Each test app's database is a copy of this one; the tests that need an empty database create theirs without it.
 */
async function createTemplate(adminUrl: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  await withPgClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`);
    for (const { datname } of rows) {
      const created = Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]);
      if (now - created > STALE_TEMPLATE_SECONDS) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
  });
  const name = `${TEMPLATE_PREFIX}${now}_${randomBytes(4).toString('hex')}`;
  await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 2 });
  try {
    await prepareDatabase(handle);
  } finally {
    // A database is copied only while nobody is connected to it.
    await handle.close();
  }
  return name;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
