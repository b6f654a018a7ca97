import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './client';
import { createPasswordHasher } from '../lib/passwords';
import { TEST_PGLITE_TEMPLATE_ENV } from '../test/global-setup';
import { TEST_HASH_COST } from '../test/helpers';
import { prepareDatabase } from './seed';
import { parseTar } from './tar';

// A new embedded database from the prebuilt folder: migrated and with its reference data before the
// start's own prepareDatabase, which then applies nothing and adds only the first administrator.
describe('the prebuilt data folder of a new embedded database', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'sisacte-template-test-'));
  const template = join(scratch, 'template.tar.gz');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  // The tests' own template, made by the same makePgliteTemplate (src/test/global-setup.ts), gzipped as the build writes it.
  const tests = () => readFileSync(process.env[TEST_PGLITE_TEMPLATE_ENV]!);
  beforeAll(() => writeFileSync(template, gzipSync(tests(), { level: 1 })));

  it('holds a cleanly stopped database: no lock file, and of the log only the segments of its shutdown checkpoint', () => {
    const entries = parseTar(tests());
    const paths = entries.map((e) => e.path);
    expect(paths).toContain('/PG_VERSION');
    expect(paths).not.toContain('/postmaster.pid');
    expect(paths.filter((p) => /^\/pg_wal\/[0-9A-F]{24}$/.test(p))).toHaveLength(2);
    // pg_control's state: DB_SHUTDOWNED (1), so a start has nothing to recover.
    const control = entries.find((e) => e.path === '/global/pg_control')!.data!;
    expect(Buffer.from(control).readUInt32LE(16)).toBe(1);
  });

  it('a new folder starts from it: nothing to migrate, reference data there, the first administrator added', async () => {
    const handle = await openDatabase({ pgliteDir: join(scratch, 'new'), pgliteThread: 'main', pgliteTemplate: template });
    try {
      const prepared = await prepareDatabase(handle, {
        firstAdmin: { demo: false, adminPassword: 'senha-do-administrador', passwords: createPasswordHasher(TEST_HASH_COST) },
      });
      expect(prepared.appliedMigrations).toEqual([]);
      expect(prepared.createdFirstAdmin).toBe(true);
      const [row] = await queryRows<{ states: number; users: number }>(
        handle.db,
        sql`SELECT (SELECT count(*)::int FROM states) AS states, (SELECT count(*)::int FROM users) AS users`,
      );
      expect(row).toEqual({ states: 27, users: 1 });
    } finally {
      await handle.close();
    }
    // Opened again, the folder is its own: the template is not loaded over it.
    const again = await openDatabase({ pgliteDir: join(scratch, 'new'), pgliteThread: 'main', pgliteTemplate: template });
    try {
      const [row] = await queryRows<{ users: number }>(again.db, sql`SELECT count(*)::int AS users FROM users`);
      expect(row!.users).toBe(1);
    } finally {
      await again.close();
    }
  }, 120_000);
});
