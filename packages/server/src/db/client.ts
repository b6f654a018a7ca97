import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { acquireDataDirLock } from './data-dir-lock';
import type { PgliteThreadClient } from './pglite-thread';
import { pgliteTemplateFile } from './pglite-template';
import type * as schemaModule from './schema';

export type DatabaseSchema = typeof schemaModule;
/** The drizzle database, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;
export type Transaction = PgTransaction<PgQueryResultHKT, DatabaseSchema, ExtractTablesWithRelations<DatabaseSchema>>;
/** What repositories take: a database or an open transaction. */
export type DbOrTx = Database | Transaction;
export type DatabaseEngine = 'pglite' | 'postgresql';

/** One connection for what drizzle cannot express: multi-statement migration files, session-level locks. */
export interface RawConnection {
  /** Runs one or more statements, without parameters. */
  exec(sqlText: string): Promise<void>;
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseHandle {
  engine: DatabaseEngine;
  db: Database;
  /** Runs `fn` on one dedicated connection (on PGlite, the only one: use at start-up only). */
  withConnection<T>(fn: (conn: RawConnection) => Promise<T>): Promise<T>;
  /**
   * Resolves when the database can answer, throws when it cannot (the health check). PostgreSQL and
   * PGlite on the main thread answer `select 1`; PGlite in its worker thread answers whether the
   * thread is alive, without queueing behind a long query (its one connection would make the check
   * measure the queue, not the database).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server; when absent, PGlite is embedded. */
  databaseUrl?: string;
  /** PGlite data folder, held by this process alone until close; absent means in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
  /**
   * Where PGlite runs: `worker` (a worker thread of its own: a long query never stalls the event
   * loop; what the server uses) or `main` (the calling thread: no thread to start, what tests use).
   */
  pgliteThread?: PgliteThread;
  /**
   * A new PGlite folder, or an in-memory database, starts from this prebuilt data folder (.tar.gz) instead
   * of initdb; null: never. Absent: for a folder, the one of this build, if any (db/pglite-template.ts).
   */
  pgliteTemplate?: string | null;
}

export type PgliteThread = 'worker' | 'main';

/**
 * Each engine's driver is loaded only when it is the one opened (a process never needs both), and
 * with it the schema: importing this module costs nothing, so the server starts opening first.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const template = options.pgliteTemplate === null ? undefined : (options.pgliteTemplate ?? (options.pgliteDir ? pgliteTemplateFile() : undefined));
  return openPglite(options.pgliteDir, options.pgliteThread ?? 'main', template);
}

async function openPglite(dataDir: string | undefined, thread: PgliteThread, template: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // A second process on the same folder would corrupt it: refuse before PGlite touches a file.
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  // PGlite starts first (its thread, or its WebAssembly), drizzle and the schema load meanwhile.
  const opening = thread === 'worker' ? openPgliteWorker(dataDir, template) : openPgliteHere(dataDir, template);
  let client: PgliteClient;
  let drizzlePglite: typeof import('drizzle-orm/pglite').drizzle;
  let schema: typeof import('./schema');
  try {
    [client, { drizzle: drizzlePglite }, schema] = await Promise.all([opening, import('drizzle-orm/pglite'), import('./schema')]);
  } catch (error) {
    // Whatever opened is closed before the folder is let go.
    await opening.then((opened) => opened.close()).catch(() => undefined);
    lock?.release();
    throw error;
  }
  const conn: RawConnection = {
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    query: async <T>(sqlText: string, params?: unknown[]) => (await client.query<T>(sqlText, params)).rows,
  };
  const alive = 'alive' in client ? () => client.alive : null;
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Database;
  return {
    engine: 'pglite',
    db,
    withConnection: (fn) => fn(conn),
    ping: async () => {
      if (!alive) await client.query('select 1');
      else if (!alive()) throw new Error('A thread do banco de dados embutido não está ativa.');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

type PgliteClient = PGlite | PgliteThreadClient;

async function openPgliteWorker(dataDir: string | undefined, template: string | undefined): Promise<PgliteThreadClient> {
  const { PgliteThreadClient } = await import('./pglite-thread');
  return PgliteThreadClient.open(dataDir, template);
}

/** PGlite on this thread (loaded only when it is the engine opened). */
async function openPgliteHere(dataDir: string | undefined, template: string | undefined): Promise<PGlite> {
  const { openPgliteReady } = await import('./pglite-open');
  return openPgliteReady(dataDir, template);
}

async function openPostgres(connectionString: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, schema] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('./schema'),
  ]);
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onPoolError?.(error));
  const probe = await pool.connect();
  probe.release();
  return {
    engine: 'postgresql',
    db: drizzleNodePg(pool, { schema }) as unknown as Database,
    withConnection: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (sqlText) => {
            await client.query(sqlText);
          },
          query: async <T>(sqlText: string, params?: unknown[]) =>
            (await client.query(sqlText, params)).rows as T[],
        });
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
export function withTransaction<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which drizzle's common type leaves opaque. */
export async function queryRows<T>(db: DbOrTx, query: SQLWrapper | string): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** What drizzle's node-postgres database exposes as `$client`: the pg pool (PGlite's has no `totalCount`). */
export interface PgPoolLike {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The pg pool under a drizzle database on PostgreSQL; null on PGlite or for a transaction. */
export function pgPool(db: DbOrTx): PgPoolLike | null {
  const client = (db as { $client?: unknown }).$client as PgPoolLike | undefined;
  return client && typeof client.totalCount === 'number' ? client : null;
}

const dialect = new PgDialect();

/**
 * The rows of a statement already rendered (`text` and its `params`), run by the engine under `db` (the pg pool,
 * PGlite on the main thread or in its thread); null for a transaction, whose statements go through drizzle. For a
 * caller that keeps its rendered statements (the people list). Columns as each driver reads them by default:
 * for text, integers and JSON text, the same on both. The text and values go to pg as they are: pg copies a query's
 * config object property by property (its cloneQueryConfig, ~5 µs of each list request in a CPU profile).
 */
export async function renderedRows<T>(db: DbOrTx, text: string, params: unknown[]): Promise<T[] | null> {
  const pool = pgPool(db);
  if (pool) return (await pool.query(text, params)).rows as T[];
  const client = renderingClient(db);
  return client ? ((await client.query(text, params)).rows as T[]) : null;
}

/** Whether renderedRows runs statements on `db`: false for a transaction (a caller then lets drizzle render, and need not render first). */
export const runsRendered = (db: DbOrTx): boolean => pgPool(db) !== null || renderingClient(db) !== null;

/** PGlite under `db` (on the main thread or in its thread): what renderedRows sends a rendered statement to when there is no pg pool. */
function renderingClient(db: DbOrTx): RenderingClient | null {
  const client = (db as { $client?: Partial<RenderingClient> }).$client;
  return client && typeof client.query === 'function' ? (client as RenderingClient) : null;
}

interface RenderingClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `query` as a named prepared statement on PostgreSQL: each pooled connection parses and
 * plans it once, then only binds and executes it (for the short intake checks, parsing and planning
 * are most of the server's work); in PGlite's worker thread, the same
 * on its one connection. For the hot statements of the public intake. `name` must always come with
 * the same SQL text. Elsewhere (PGlite on the main thread, a transaction) an ordinary query. Timestamps come back as Date here and as strings from drizzle's own driver
 * settings: callers take both.
 */
export async function preparedRows<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const pool = pgPool(db);
  const thread = pool ? null : pgliteThread(db);
  if (!pool && !thread) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (pool) return (await pool.query({ name, text, values: params })).rows as T[];
  return (await thread!.prepared<T>(name, text, params)).rows;
}

/** The PGlite worker thread under a drizzle database; null elsewhere (PostgreSQL, PGlite on the main thread, a transaction). */
function pgliteThread(db: DbOrTx): Pick<PgliteThreadClient, 'prepared'> | null {
  const client = (db as { $client?: unknown }).$client as Partial<PgliteThreadClient> | undefined;
  return client && typeof client.prepared === 'function' ? (client as PgliteThreadClient) : null;
}
