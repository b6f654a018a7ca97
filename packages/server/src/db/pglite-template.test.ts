import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './client';
import { makePgliteTemplate } from './make-pglite-template';
import { createPasswordHasher } from '../lib/passwords';
import { TEST_HASH_COST } from '../test/helpers';
import { prepareDatabase } from './seed';

// A new embedded database from the prebuilt folder: migrated and with its reference data before the
// start's own prepareDatabase, which then applies nothing and adds only the first administrator.
describe('the prebuilt data folder of a new embedded database', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'sisacte-template-test-'));
  const template = join(scratch, 'template.tar.gz');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  beforeAll(async () => {
    await makePgliteTemplate(template);
  }, 120_000);

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
