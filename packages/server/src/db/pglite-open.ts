import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { DurableNodeFS } from './durable-nodefs';

/**
 * PGlite with the server's extensions, on `dataDir` (absent: in memory), ready for queries. On disk a
 * commit is acknowledged only once flushed (DurableNodeFS); a database created now is flushed once,
 * when ready, before its first query. Used on the main thread (db/client.ts) and by the worker
 * thread (db/pglite-worker.ts); the caller holds the folder's lock. A new folder, or memory, starts from `template`
 * (a prebuilt data folder, db/pglite-template.ts) when given, instead of initdb.
 */
export async function openPgliteReady(dataDir: string | undefined, template?: string): Promise<PGlite> {
  const isNew = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  // The type tells PGlite's loadDataDir to gunzip.
  const loadDataDir = isNew && template ? new Blob([new Uint8Array(await readFile(template))], { type: 'application/x-gzip' }) : undefined;
  const fs = dataDir ? new DurableNodeFS(dataDir, { deferNewDatabase: true }) : undefined;
  const client = new PGlite({ fs, extensions: { pg_trgm, unaccent }, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  try {
    await fs?.flushDeferred();
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return client;
}
