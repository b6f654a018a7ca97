/**
 * Measures what a commit on the embedded database costs and whether it reaches the disk: opens PGlite on
 * a fresh temporary folder, then times single-row inserts, each its own transaction. Run from the
 * repository root, under strace to count the flushes:
 *
 *   strace -f -c -e trace=fsync,fdatasync,sync_file_range npx tsx packages/server/scripts/pglite-durability.ts [rows] [--plain]
 *
 * `--plain` uses PGlite's own Node filesystem (no flush) for comparison.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS } from '../src/db/durable-nodefs';

async function main(): Promise<void> {
  const rows = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 200);
  const plain = process.argv.includes('--plain');
  const dir = mkdtempSync(join(tmpdir(), 'pglite-durability-'));
  try {
    const client = new PGlite(plain ? { dataDir: dir } : { fs: new DurableNodeFS(dir) });
    await client.waitReady;
    await client.exec('CREATE TABLE t (id serial PRIMARY KEY, body text NOT NULL)');
    const started = process.hrtime.bigint();
    for (let i = 0; i < rows; i++) await client.query('INSERT INTO t (body) VALUES ($1)', [`linha ${i}`]);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    await client.close();
    console.log(
      `${plain ? 'PGlite NodeFS' : 'DurableNodeFS'}: ${rows} inserts in ${ms.toFixed(0)} ms ` +
        `(${(ms / rows).toFixed(2)} ms per committed insert)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
