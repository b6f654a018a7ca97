import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { acquireDataDirLock } from './data-dir-lock';
import { DurableNodeFS } from './durable-nodefs';
import { readDataFolderArchive } from './pglite-open';

/**
 * Backup and restore of both engines (deploy/README.md, "Backup and restore"):
 * - PGlite: its data folder as a gzipped tarball (PGlite's dumpDataDir/loadDataDir), taken under the
 *   folder's lock, so never while a server runs on it;
 * - PostgreSQL: pg_dump in custom format and pg_restore (the client programs must be on PATH, of the
 *   server's major version or newer).
 * A dump is written under a temporary name and renamed once complete and flushed, so that a file with
 * the final name is always whole.
 */

/** What a backup file holds, from its first bytes. */
export type BackupFormat = 'pglite' | 'pg_dump';

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];
const PG_DUMP_MAGIC = 'PGDMP';

export async function backupFormat(file: string): Promise<BackupFormat | undefined> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (bytesRead >= 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1]) return 'pglite';
    if (bytesRead === 5 && buffer.toString('latin1') === PG_DUMP_MAGIC) return 'pg_dump';
    return undefined;
  } finally {
    await handle.close();
  }
}

// ---- PGlite ---------------------------------------------------------------------------------

function openPgliteFolder(dir: string, loadDataDir?: Blob): PGlite {
  return new PGlite({ fs: new DurableNodeFS(dir), extensions: { pg_trgm, unaccent }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/**
 * Writes the PGlite database of `pgliteDir` to `file` (a .tar.gz of the data folder). Takes the folder's
 * lock: refuses, with DataDirLockedError, while a server holds it.
 */
export async function dumpPglite(pgliteDir: string, file: string): Promise<{ bytes: number }> {
  const dir = resolve(pgliteDir);
  if (!existsSync(resolve(dir, 'PG_VERSION'))) throw new BackupError(`Nenhum banco PGlite em ${dir}.`);
  const lock = acquireDataDirLock(dir);
  try {
    const client = openPgliteFolder(dir);
    let tarball: Blob;
    try {
      await client.waitReady;
      tarball = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    await writeWhole(file, bytes);
    return { bytes: bytes.length };
  } finally {
    lock.release();
  }
}

/**
 * Restores a dumpPglite file into `pgliteDir`, which must be absent or empty (move the old folder aside
 * first). The database is unpacked and opened in a sibling folder, checked, and only then renamed into
 * place; the target's lock is held throughout, so no server starts on it meanwhile.
 */
export async function restorePglite(file: string, pgliteDir: string): Promise<void> {
  const dir = resolve(pgliteDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(`A pasta ${dir} não está vazia: mova-a para outro lugar (ou apague-a) antes de restaurar nela.`);
  }
  if ((await backupFormat(file)) !== 'pglite') throw new BackupError(`${file} não é uma cópia do PGlite (.tar.gz de db:dump).`);
  await mkdir(dirname(dir), { recursive: true });
  const lock = acquireDataDirLock(dir);
  const staging = `${dir}.restoring-${process.pid}`;
  try {
    rmSync(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    const tarball = await readDataFolderArchive(file);
    const client = openPgliteFolder(staging, tarball);
    try {
      await client.waitReady;
      // A SisActe database, readable: the migrations table answers.
      await client.query('SELECT count(*) FROM schema_migrations');
    } finally {
      await client.close();
    }
    if (existsSync(dir)) rmSync(dir, { recursive: true });
    await rename(staging, dir);
    await fsyncFolder(dirname(dir));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}

// ---- PostgreSQL -------------------------------------------------------------------------------

export interface PgToolOptions {
  /** Folder of pg_dump/pg_restore; default: found on PATH. */
  binDir?: string;
}

/** pg_dump --format=custom of `databaseUrl` into `file`. */
export async function dumpPostgres(databaseUrl: string, file: string, options: PgToolOptions = {}): Promise<void> {
  const { url, env } = splitPassword(databaseUrl);
  const partial = `${file}.partial`;
  try {
    // Created first, so that pg_dump writes the personal data into a file only its owner reads.
    await (await open(partial, 'w', 0o600)).close();
    await runTool(tool('pg_dump', options), ['--format=custom', `--file=${partial}`, `--dbname=${url}`], env);
    await fsyncFile(partial);
    await rename(partial, file);
    await fsyncFolder(dirname(resolve(file)));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export interface RestorePostgresOptions extends PgToolOptions {
  /** Drop the objects of the dump that exist before recreating them (restoring over a used database). */
  clean?: boolean;
}

/**
 * pg_restore of a dumpPostgres file into `databaseUrl`, in one transaction (all or nothing), without
 * the dump's owners and grants (the connecting role owns what it restores).
 */
export async function restorePostgres(file: string, databaseUrl: string, options: RestorePostgresOptions = {}): Promise<void> {
  if ((await backupFormat(file)) !== 'pg_dump') throw new BackupError(`${file} não é um pg_dump em formato custom (-Fc).`);
  const { url, env } = splitPassword(databaseUrl);
  const args = ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${url}`];
  if (options.clean) args.push('--clean', '--if-exists');
  await runTool(tool('pg_restore', options), [...args, file], env);
}

/** The password goes to the child's PGPASSWORD, not its command line (visible to every local user). */
function splitPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  let parsed: URL;
  try {
    parsed = new URL(databaseUrl);
  } catch {
    throw new BackupError('DATABASE_URL não é uma URL postgres://usuário:senha@servidor:porta/banco válida.');
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) throw new BackupError('DATABASE_URL deve começar com postgres://.');
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

function tool(name: 'pg_dump' | 'pg_restore', options: PgToolOptions): string {
  return options.binDir ? resolve(options.binDir, name) : name;
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${basename(command)} não foi encontrado: instale o cliente do PostgreSQL (postgresql-client) da mesma versão do servidor ou mais nova.`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new BackupError(`${basename(command)} terminou com código ${String(code)}: ${stderr.trim()}`));
    });
  });
}

// ---- files ------------------------------------------------------------------------------------

/** Writes `bytes` to `file` under a temporary name, flushed, then renamed: a file with the final name is always whole. */
export async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const partial = `${file}.partial`;
  const handle = await open(partial, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
  await fsyncFolder(dirname(resolve(file)));
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function fsyncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
