import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { TEST_PG_URL_ENV } from '../test/global-setup';
import { backupFormat, BackupError, dumpPglite, restorePglite } from './backup';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { migrate } from './migrate';

const SERVER = join(__dirname, '..', '..');
const SCRIPT = join(SERVER, 'scripts', 'db-backup.ts');
const PERSON = 'José da Conceição Ñandú';

/** The documented command (pnpm --filter @sisacte/server db:dump/db:restore runs this script). */
async function cli(args: string[], env: Record<string, string>, cwd: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    cwd: SERVER,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env, INIT_CWD: cwd },
  });
  return stdout;
}

/** Migrates the database and writes one person; returns nothing, the name is the record. */
async function seed(handle: DatabaseHandle): Promise<void> {
  await handle.withConnection(async (conn) => {
    await migrate(conn);
    await conn.query("INSERT INTO users (name, username, password_hash) VALUES ($1, 'jose', 'x')", [PERSON]);
  });
}

/** Reads the person back through the accent-insensitive search (unaccent and pg_trgm restored too). */
async function readBack(handle: DatabaseHandle): Promise<string[]> {
  return handle.withConnection(async (conn) => {
    const rows = await conn.query<{ name: string }>(
      "SELECT name FROM users WHERE f_unaccent(lower(name)) = 'jose da conceicao nandu' AND f_unaccent(lower(name)) % 'jose conceicao'",
    );
    return rows.map((r) => r.name);
  });
}

describe('backup and restore of the embedded PGlite (db:dump / db:restore)', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'sisacte-backup-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('dumps a database with a record and restores it into a fresh data folder, where the record reads back', async () => {
    const source = join(work, 'source');
    const handle = await openDatabase({ pgliteDir: join(source, 'pglite') });
    await seed(handle);
    // While a server holds the folder, a dump is refused (it would read files being written).
    await expect(dumpPglite(join(source, 'pglite'), join(work, 'refused.tar.gz'))).rejects.toBeInstanceOf(DataDirLockedError);
    await handle.close();

    const dumped = await cli(['dump', 'copia.tar.gz'], { DATA_DIR: 'source' }, work);
    expect(dumped).toMatch(/cópia de \d+ bytes gravada/);
    const file = join(work, 'copia.tar.gz');
    expect(await backupFormat(file)).toBe('pglite');
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readdirSync(work).filter((f) => f.endsWith('.partial'))).toEqual([]);

    await cli(['restore', 'copia.tar.gz'], { DATA_DIR: 'restored' }, work);
    const restored = await openDatabase({ pgliteDir: join(work, 'restored', 'pglite') });
    try {
      expect(await readBack(restored)).toEqual([PERSON]);
    } finally {
      await restored.close();
    }
    expect(readdirSync(work).filter((f) => f.includes('.restoring-'))).toEqual([]);
  }, 180_000);

  it('never restores over a folder with data, nor from a file that is not a PGlite copy', async () => {
    const busy = join(work, 'busy');
    mkdirSync(busy, { recursive: true });
    writeFileSync(join(busy, 'PG_VERSION'), '17\n');
    await expect(restorePglite(join(work, 'copia.tar.gz'), busy)).rejects.toThrow(/não está vazia/);

    const notACopy = join(work, 'not-a-copy.dump');
    writeFileSync(notACopy, 'PGDMP and more');
    await expect(restorePglite(notACopy, join(work, 'empty'))).rejects.toThrow(BackupError);
    await expect(dumpPglite(join(work, 'nothing-here'), join(work, 'x.tar.gz'))).rejects.toThrow(/Nenhum banco PGlite/);
  });
});

/** pg_dump's major version, when it is on PATH. */
function pgDumpMajor(): number | undefined {
  const result = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  const match = result.status === 0 ? /\s(\d+)(\.\d+)?/.exec(result.stdout) : null;
  return match ? Number(match[1]) : undefined;
}

const adminUrl = process.env[TEST_PG_URL_ENV];
const pgDump = adminUrl ? pgDumpMajor() : undefined;
const describeOnPostgres = adminUrl && pgDump !== undefined ? describe : describe.skip;

describeOnPostgres('backup and restore of PostgreSQL (pg_dump -Fc / pg_restore)', () => {
  const suffix = randomBytes(5).toString('hex');
  const names = { source: `sisacte_t_dump_${suffix}`, target: `sisacte_t_restore_${suffix}` };
  const urlOf = (name: string) => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  let work: string;
  let serverMajor = 0;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'sisacte-pgdump-'));
    serverMajor = await admin(async (c) => Math.floor(Number((await c.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000));
    await admin(async (c) => {
      await c.query(`CREATE DATABASE ${names.source}`);
      await c.query(`CREATE DATABASE ${names.target}`);
    });
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await admin(async (c) => {
      for (const name of Object.values(names)) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  });

  it('dumps a database with a record and restores it into an empty database, where the record reads back', async () => {
    if (pgDump! < serverMajor) {
      console.warn(`[backup test] pg_dump ${pgDump} is older than the server (${serverMajor}): PostgreSQL round trip not run.`);
      return;
    }
    const source = await openDatabase({ databaseUrl: urlOf(names.source), poolSize: 2 });
    try {
      await seed(source);
    } finally {
      await source.close();
    }

    await cli(['dump', 'sisacte.dump'], { DATABASE_URL: urlOf(names.source) }, work);
    const file = join(work, 'sisacte.dump');
    expect(await backupFormat(file)).toBe('pg_dump');
    expect(statSync(file).mode & 0o077).toBe(0);

    await cli(['restore', 'sisacte.dump'], { DATABASE_URL: urlOf(names.target) }, work);
    const restored = await openDatabase({ databaseUrl: urlOf(names.target), poolSize: 2 });
    try {
      expect(await readBack(restored)).toEqual([PERSON]);
    } finally {
      await restored.close();
    }

    // Restoring again over the now used database: refused as a whole (one transaction)…
    await expect(cli(['restore', 'sisacte.dump'], { DATABASE_URL: urlOf(names.target) }, work)).rejects.toThrow(/pg_restore terminou/);
    // …unless --clean drops the existing objects first.
    await cli(['restore', 'sisacte.dump', '--clean'], { DATABASE_URL: urlOf(names.target) }, work);
    const again = await openDatabase({ databaseUrl: urlOf(names.target), poolSize: 2 });
    try {
      expect(await readBack(again)).toEqual([PERSON]);
    } finally {
      await again.close();
    }
  }, 180_000);
});
