import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle, RawConnection } from './client';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

// Any constant shared by every instance; identifies "schema start-up" among advisory locks.
const STARTUP_LOCK_KEY = 7_271_500_001;

/**
 * Runs `fn` while holding the start-up lock, so that several API instances starting together
 * migrate and seed one after the other. PGlite has a single in-process user, so no lock is needed.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, fn: (conn: RawConnection) => Promise<T>): Promise<T> {
  return handle.withConnection(async (conn) => {
    if (handle.engine === 'pglite') return fn(conn);
    await conn.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await fn(conn);
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  });
}

/** Applies the pending `*.sql` files of `dir` in name order, each in its own transaction. Returns the applied names. */
export async function migrate(conn: RawConnection, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await conn.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const rows = await conn.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((r) => r.name));
  const pending = (await readdir(dir)).filter((f) => f.endsWith('.sql') && !done.has(f)).sort();

  for (const name of pending) {
    // Read before BEGIN: a transaction is never held open across a non-database await.
    const sqlText = await readFile(join(dir, name), 'utf8');
    await conn.exec('BEGIN');
    try {
      await conn.exec(sqlText);
      await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      await conn.exec('COMMIT');
    } catch (error) {
      await conn.exec('ROLLBACK');
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return pending;
}
