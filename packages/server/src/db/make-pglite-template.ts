import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { writeWhole } from './backup';
import { openDatabase } from './client';
import { prepareDatabase } from './seed';
import { tarOfFolder } from './tar';

/**
 * Writes the prebuilt data folder of a new embedded database (see pglite-template.ts) to `file`, gzipped unless
 * `gzip: false` (the server tests' template, opened by every test app: a plain tar opens sooner).
 *
 * The folder is archived after PostgreSQL has shut down cleanly, not dumped while it runs (PGlite's dumpDataDir):
 * a database started from it then has nothing to recover (a running dump is a crash to PostgreSQL, whose start
 * replays the log from the last checkpoint, throws its catalogue caches away and checkpoints again), and the archive
 * leaves out what a clean start never reads: the lock file and the log segments other than the shutdown
 * checkpoint's (PostgreSQL keeps nine more, recycled, ready to be written over).
 */
export async function makePgliteTemplate(file: string, { gzip = true } = {}): Promise<{ bytes: number }> {
  const scratch = mkdtempSync(join(tmpdir(), 'sisacte-pglite-template-'));
  try {
    const dir = join(scratch, 'data');
    // Without a template of its own: created by initdb, then migrated and seeded (reference data only).
    const handle = await openDatabase({ pgliteDir: dir, pgliteThread: 'main', pgliteTemplate: null });
    try {
      await prepareDatabase(handle);
    } finally {
      await handle.close();
    }
    const keptLog = checkpointSegments(dir);
    const tar = tarOfFolder(dir, (path) => path === '/postmaster.pid' || (isLogSegment(path) && !keptLog.has(path)));
    const bytes = gzip ? await promisify(gzipCallback)(tar) : tar;
    await writeWhole(file, bytes);
    return { bytes: bytes.length };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const LOG_SEGMENT = /^\/pg_wal\/[0-9A-F]{24}$/;
const isLogSegment = (path: string) => LOG_SEGMENT.test(path);

/** PostgreSQL's control file: the cluster's state and its last checkpoint (src/include/catalog/pg_control.h). */
const CONTROL = { state: 16, checkPoint: 32, timeLine: 48 } as const;
/** DBState's DB_SHUTDOWNED: the server stopped cleanly. */
const SHUT_DOWN = 1;

/**
 * The log segments a start of the stopped cluster in `dir` reads: the one holding its shutdown checkpoint, and the
 * next (a record may run across the end of a segment). Refuses a folder PostgreSQL did not shut down cleanly.
 */
export function checkpointSegments(dir: string): Set<string> {
  const control = readFileSync(join(dir, 'global', 'pg_control'));
  if (control.readUInt32LE(CONTROL.state) !== SHUT_DOWN) throw new Error(`o PostgreSQL embutido não parou de forma limpa em ${dir}`);
  const checkpoint = control.readBigUInt64LE(CONTROL.checkPoint);
  const timeLine = control.readUInt32LE(CONTROL.timeLine);
  const segments = readdirSync(join(dir, 'pg_wal')).filter((name) => isLogSegment(`/pg_wal/${name}`));
  const segmentSize = BigInt(statSync(join(dir, 'pg_wal', segments[0]!)).size);
  const perLogId = 0x1_0000_0000n / segmentSize;
  const hex = (value: bigint | number) => value.toString(16).toUpperCase().padStart(8, '0');
  const name = (segment: bigint) => `/pg_wal/${hex(timeLine)}${hex(segment / perLogId)}${hex(segment % perLogId)}`;
  const first = checkpoint / segmentSize;
  const kept = new Set([name(first), name(first + 1n)]);
  if (!segments.some((segment) => kept.has(`/pg_wal/${segment}`))) throw new Error(`o segmento do último checkpoint não está em ${dir}/pg_wal`);
  return kept;
}
