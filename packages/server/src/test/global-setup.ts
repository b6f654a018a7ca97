import pg from 'pg';

/** Where the server tests find PostgreSQL; empty when none answers (tests then run on PGlite only). */
export const TEST_PG_URL_ENV = 'SISACTE_TEST_PG_URL';

const DEFAULT_CANDIDATES = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];

export default async function globalSetup(): Promise<void> {
  const override = process.env.TEST_DATABASE_URL?.trim();
  const candidates = override ? [override] : DEFAULT_CANDIDATES;
  for (const url of candidates) {
    if (await answers(url)) {
      process.env[TEST_PG_URL_ENV] = url;
      return;
    }
  }
  process.env[TEST_PG_URL_ENV] = '';
  console.warn(`\n[server tests] PostgreSQL did not answer at ${candidates.join(' or ')}: running on PGlite only.`);
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
