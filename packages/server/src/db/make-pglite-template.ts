import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpPglite } from './backup';
import { openDatabase } from './client';
import { prepareDatabase } from './seed';

/**
 * Writes the prebuilt data folder of a new embedded database (see pglite-template.ts) to `file`, gzipped unless
 * `gzip: false` (the server tests' template, opened by every test app: a plain tar opens sooner).
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
    return await dumpPglite(dir, file, { gzip });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
