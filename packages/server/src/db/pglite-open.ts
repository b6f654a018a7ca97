import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { MemoryFS, PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { DurableNodeFS } from './durable-nodefs';
import { parseTar, type TarEntry } from './tar';

/**
 * PostgreSQL's shared buffers in the embedded database. PGlite 0.3 starts PostgreSQL with options built
 * into its WebAssembly (`-c shared_buffers=128MB`, with work_mem=4MB, wal_buffers=4MB, temp_buffers=8MB)
 * and takes no start options of its own; its shared memory is allocated zeroed at start, so the 128 MB
 * were resident from the first second (the server held 450–500 MB idle). 32 MB hold the working set of a
 * shelter's database (the 100,000-people bench included: `bench server`, `bench pglite`); a page not in
 * them is read from the data folder through the operating system's cache. Durability is unchanged
 * (fsync, synchronous_commit and the WAL are PostgreSQL's own, and DurableNodeFS flushes every commit).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
const BUILT_IN_OPTION = 'shared_buffers=128MB';

/** A compiled WebAssembly module (the server's TypeScript library has no WebAssembly types of its own). */
type WasmModule = NonNullable<PGliteOptions['wasmModule']>;
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule>; Module: { new (bytes: Uint8Array): WasmModule; prototype: object } };
};

let patchedModule: Promise<WasmModule> | undefined;

/**
 * PGlite's WebAssembly with the built-in `shared_buffers=128MB` start option replaced by
 * PGLITE_SHARED_BUFFERS: the option is a NUL-terminated string in the module's data, rewritten in place
 * (a shorter value, NUL-padded), and the module compiled once per process (every database opened in the
 * process reuses it; PGlite would compile it again for each; under jest, once per worker: below). A PGlite whose
 * module no longer holds that string exactly once stops the start, so an upgrade is noticed (and should
 * then pass the setting through its own start options).
 */
export function pgliteWasmModule(): Promise<WasmModule> {
  patchedModule ??= ((workerCache[CACHE_KEY] ??= compilePatchedModule()) as Promise<WasmModule>).then((module) => {
    // PGlite tells a compiled module from bytes with `instanceof`, which fails for one compiled under another test file's globals.
    if (!(module instanceof wasm.Module)) Object.setPrototypeOf(module, wasm.Module.prototype);
    return module;
  });
  patchedModule.catch(() => (patchedModule = workerCache[CACHE_KEY] = undefined));
  return patchedModule;
}

/**
 * Under jest, which loads this file again for each test file, the server tests' environment
 * (packages/server/jest-environment.cjs) lends one object per worker process: the module is then compiled once per
 * worker (with the optimised code V8 made of it), not once per test file. Elsewhere, this file's own.
 */
const CACHE_KEY = 'pgliteWasmModule';
const workerCache: Record<string, Promise<unknown> | undefined> =
  (globalThis as { sisacteWorkerCache?: Record<string, Promise<unknown> | undefined> }).sisacteWorkerCache ?? {};

function compilePatchedModule(): Promise<WasmModule> {
  return (async () => {
    const file = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
    const bytes = await readFile(file);
    const from = Buffer.from(`${BUILT_IN_OPTION}\0`, 'latin1');
    const at = bytes.indexOf(from);
    if (at < 0 || bytes.indexOf(from, at + 1) >= 0) {
      throw new Error(`O PGlite instalado não traz '${BUILT_IN_OPTION}' uma única vez em ${file}: ajuste db/pglite-open.ts (PGLITE_SHARED_BUFFERS) a esta versão.`);
    }
    const to = Buffer.alloc(from.length);
    to.write(`shared_buffers=${PGLITE_SHARED_BUFFERS}`, 'latin1');
    to.copy(bytes, at);
    return wasm.compile(bytes);
  })();
}

/**
 * PGlite with the server's extensions, on `dataDir` (absent: in memory), ready for queries. On disk a
 * commit is acknowledged only once flushed (DurableNodeFS); a database created now is flushed once,
 * when ready, before its first query. Used on the main thread (db/client.ts) and by the worker
 * thread (db/pglite-worker.ts); the caller holds the folder's lock. A new folder, or memory, starts from `template`
 * (a prebuilt data folder, db/pglite-template.ts) when given, instead of initdb.
 */
export async function openPgliteReady(dataDir: string | undefined, template?: string): Promise<PGlite> {
  if (!dataDir) {
    // In memory (tests): the template's files written straight into PGlite's memory file system.
    const [files, wasmModule] = await Promise.all([template ? templateFiles(template) : undefined, pgliteWasmModule()]);
    const client = new PGlite({ fs: files ? new TemplateMemoryFS(files) : undefined, wasmModule, extensions: { pg_trgm, unaccent } });
    await client.waitReady;
    return client;
  }
  const isNew = !existsSync(join(dataDir, 'PG_VERSION'));
  const [loadDataDir, wasmModule] = await Promise.all([
    isNew && template ? readDataFolderArchive(template) : undefined,
    pgliteWasmModule(),
  ]);
  const fs = new DurableNodeFS(dataDir, { deferNewDatabase: true });
  const client = new PGlite({ fs, wasmModule, extensions: { pg_trgm, unaccent }, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  try {
    await fs.flushDeferred();
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return client;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * A data folder archive (a .tar.gz of db:dump or of the build's template, or a plain .tar) as the tar PGlite's
 * loadDataDir unpacks. Node's zlib gunzips it, on libuv's thread pool: PGlite would gunzip a gzip-typed Blob through
 * the web DecompressionStream, which took about as long as the rest of opening the database.
 */
export async function readDataFolderArchive(file: string): Promise<Blob> {
  const bytes = await readFile(file);
  const tar = bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1] ? await promisify(gunzip)(bytes) : bytes;
  return new Blob([new Uint8Array(tar.buffer, tar.byteOffset, tar.byteLength)], { type: 'application/x-tar' });
}

/** Where PGlite keeps its data folder in its memory file system (its PGDATA). */
const PGLITE_PGDATA = '/tmp/pglite/base';

/**
 * A data folder archive's entries, read once per process (under jest, once per worker: the template is the same for
 * every test file), parsed by db/tar.ts.
 */
function templateFiles(file: string): Promise<TarEntry[]> {
  const key = `pgliteTemplate:${file}`;
  const cached = (workerCache[key] ??= readDataFolderArchive(file).then(async (blob) => parseTar(new Uint8Array(await blob.arrayBuffer()))));
  cached.catch(() => (workerCache[key] = undefined));
  return cached as Promise<TarEntry[]>;
}

interface MemoryFileSystem {
  mkdirTree(path: string): void;
  writeFile(path: string, data: Uint8Array): void;
}

/**
 * PGlite's memory file system holding a template's data folder before PostgreSQL starts. PGlite's loadDataDir would
 * unpack the archive again for each database, checking every header and every parent folder of every file: half the
 * time of opening a test database.
 */
class TemplateMemoryFS extends MemoryFS {
  constructor(private readonly files: readonly TarEntry[]) {
    super();
  }

  override async initialSyncFs(): Promise<void> {
    const fs = (this.pg as unknown as { Module: { FS: MemoryFileSystem } }).Module.FS;
    const folders = new Set<string>();
    const folder = (path: string) => {
      if (folders.has(path)) return;
      fs.mkdirTree(path);
      folders.add(path);
    };
    folder(PGLITE_PGDATA);
    for (const { path, data } of this.files) {
      if (!data) folder(PGLITE_PGDATA + path);
      else {
        folder(PGLITE_PGDATA + path.slice(0, path.lastIndexOf('/')));
        fs.writeFile(PGLITE_PGDATA + path, data);
      }
    }
  }
}
