import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TEST_PGLITE_TEMPLATE_ENV } from '../test/global-setup';
import { openPgliteReady, PGLITE_SHARED_BUFFERS, pgliteWasmModule } from './pglite-open';
import { PgliteThreadClient } from './pglite-thread';

// The embedded database's memory: PostgreSQL's shared buffers are PGLITE_SHARED_BUFFERS (not PGlite's
// built-in 128 MB) on the main thread and in the worker thread, with the same durability settings.
describe('the embedded database starts with its own shared buffers', () => {
  it('on this thread, in memory: the setting, and the durability ones unchanged', async () => {
    const client = await openPgliteReady(undefined);
    try {
      const show = async (name: string) => Object.values((await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]!)[0];
      expect(await show('shared_buffers')).toBe(PGLITE_SHARED_BUFFERS);
      expect(await show('fsync')).toBe('on');
      expect(await show('synchronous_commit')).toBe('on');
      expect(await show('work_mem')).toBe('4MB');
    } finally {
      await client.close();
    }
  });

  it('the module is compiled once per process and reused', async () => {
    expect(await pgliteWasmModule()).toBe(await pgliteWasmModule());
  });

  it('in the worker thread, on a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sisacte-pglite-open-'));
    const client = await PgliteThreadClient.open(join(dir, 'db'));
    try {
      const { rows } = await client.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(rows[0]!.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// A database in memory started from a template (the server tests' databases): the template's files, written into
// PGlite's memory file system, whether the archive is a plain tar (the tests' own, made by the global setup) or
// gzipped (as the build writes it).
describe('an in-memory database from a template', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'sisacte-pglite-template-open-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const archives: [string, () => string][] = [
    ['a plain tar', () => process.env[TEST_PGLITE_TEMPLATE_ENV]!],
    [
      'gzipped',
      () => {
        const file = join(scratch, 'template.tar.gz');
        writeFileSync(file, gzipSync(readFileSync(process.env[TEST_PGLITE_TEMPLATE_ENV]!), { level: 1 }));
        return file;
      },
    ],
  ];
  it.each(archives)('holds what the template holds (%s), and what is written in one stays out of the next', async (_, archive) => {
    const file = archive();
    const count = async (client: Awaited<ReturnType<typeof openPgliteReady>>, table: string) =>
      (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    const first = await openPgliteReady(undefined, file);
    let migrations: number;
    try {
      migrations = await count(first, 'schema_migrations');
      expect(migrations).toBeGreaterThan(30);
      expect(await count(first, 'states')).toBe(27);
      await first.query('CREATE TABLE only_in_the_first (id int)');
    } finally {
      await first.close();
    }
    const second = await openPgliteReady(undefined, file);
    try {
      expect(await count(second, 'schema_migrations')).toBe(migrations);
      expect((await second.query<{ t: string | null }>(`SELECT to_regclass('only_in_the_first')::text AS t`)).rows[0]!.t).toBeNull();
    } finally {
      await second.close();
    }
  });
});
