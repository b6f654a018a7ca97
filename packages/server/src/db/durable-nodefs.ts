import { closeSync, existsSync, fdatasyncSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];

interface EmscriptenNode {
  mount?: { type?: unknown };
}
interface EmscriptenStream {
  node: EmscriptenNode;
  /** The host descriptor of a file on a NODEFS mount (absent for folders). */
  nfd?: number;
}
interface EmscriptenModule {
  FS: {
    getStream(fd: number): EmscriptenStream | null;
    filesystems: { NODEFS: { realPath(node: EmscriptenNode): string } };
  };
}
type WasmImports = Record<string, Record<string, unknown>>;
type InstantiateWasm = (imports: WasmImports, done: (...args: unknown[]) => void) => unknown;

/** WASI error numbers returned to PostgreSQL. */
const EBADF = 8;
const EIO = 29;

/**
 * PGlite's Node filesystem writes through to the host files but answers PostgreSQL's fsync and fdatasync
 * without calling the host: a commit survives the process being killed, not the machine losing power.
 * This filesystem makes both calls reach the disk, so that with PostgreSQL's own settings (fsync and
 * synchronous_commit on) a commit returns only once its WAL is durable, and checkpoints flush data files
 * before the WAL they replace is recycled.
 */
export class DurableNodeFS extends NodeFS {
  readonly #dataDir: string;
  /**
   * With `deferNewDatabase`, a new database is created (initdb) with its flushes deferred: PGlite
   * answers no query before it is ready, so nothing is acknowledged meanwhile, and one flush of every
   * file at the end (`flushDeferred`, which the owner must call once PGlite is ready, before any
   * query) costs a fraction of initdb's 2,400 single flushes. A folder that already holds a database,
   * or a filesystem made without the option, is flushed call by call from the start.
   */
  #deferring: boolean;

  constructor(dataDir: string, options: { deferNewDatabase?: boolean } = {}) {
    super(dataDir);
    this.#dataDir = dataDir;
    this.#deferring = options.deferNewDatabase === true && !existsSync(join(dataDir, 'PG_VERSION'));
  }

  /** Flushes every file and folder of the data folder if flushes were deferred, then flushes call by call. */
  async flushDeferred(): Promise<void> {
    if (!this.#deferring) return;
    // The folder's own entry in its parent too.
    const entries = [...listTree(this.#dataDir), this.#dataDir, dirname(this.#dataDir)];
    // Concurrent flushes share the filesystem's journal commits.
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let i = next++; i < entries.length; i = next++) {
          const handle = await open(entries[i]!, 'r');
          try {
            await handle.sync();
          } finally {
            await handle.close();
          }
        }
      }),
    );
    this.#deferring = false;
  }

  override async init(pg: PGlite, opts: EmscriptenOptions): Promise<{ emscriptenOpts: EmscriptenOptions }> {
    const { emscriptenOpts } = await super.init(pg, opts);
    let mod: EmscriptenModule | undefined;
    const instantiate = (emscriptenOpts as { instantiateWasm?: InstantiateWasm }).instantiateWasm;
    if (!instantiate) throw new Error('PGlite sem instantiateWasm: não é possível garantir gravação durável');
    const patched = {
      ...emscriptenOpts,
      preRun: [
        ...(emscriptenOpts.preRun ?? []),
        (module: unknown) => {
          mod = module as EmscriptenModule;
        },
      ],
      instantiateWasm: (imports: WasmImports, done: (...args: unknown[]) => void) => {
        const syncWith = (flush: (fd: number) => void) => (fd: number) => {
          if (this.#deferring) return 0;
          return mod ? syncFd(mod, fd, flush) : EBADF;
        };
        // Both names resolve to the same import table; set them wherever PostgreSQL imports them from.
        for (const table of [imports.env, imports.wasi_snapshot_preview1]) {
          if (!table) continue;
          table.fd_sync = syncWith((fd) => fsyncSync(fd));
          table.__syscall_fdatasync = syncWith((fd) => fdatasyncSync(fd));
        }
        return instantiate(imports, done);
      },
    };
    return { emscriptenOpts: patched as EmscriptenOptions };
  }
}

/** Every file and folder under `dir`, folders after their contents. */
function listTree(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [...listTree(path), path] : [path];
  });
}

function syncFd(mod: EmscriptenModule, fd: number, flush: (fd: number) => void): number {
  const stream = mod.FS.getStream(fd);
  if (!stream) return EBADF;
  const nodefs = mod.FS.filesystems.NODEFS;
  // Files in memory (sockets, /tmp, devices) have nothing to flush.
  if (stream.node.mount?.type !== nodefs) return 0;
  try {
    if (stream.nfd !== undefined) {
      flush(stream.nfd);
    } else {
      // A folder: flushing it makes the files created or renamed in it durable.
      const dirFd = openSync(nodefs.realPath(stream.node), 'r');
      try {
        fsyncSync(dirFd);
      } finally {
        closeSync(dirFd);
      }
    }
    return 0;
  } catch {
    // PostgreSQL treats a failed flush as fatal rather than trusting the data.
    return EIO;
  }
}
