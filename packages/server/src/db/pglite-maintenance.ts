import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';

/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum. Without it the embedded default never
 * marks a page all-visible, so every index-only scan reads the table too (a page of a name search on 100,000
 * people: 60 ms before a VACUUM, 14 ms after), dead rows are never reclaimed and the planner's statistics age.
 * This does its work: shortly after the start, then every few minutes when anything was written (maintainRound).
 * One table at a time: PGlite is one connection, so a request waits for the table in hand (the first round of a
 * register of 100,000 people just loaded: about a second and a half in all; later rounds, tens of milliseconds,
 * since VACUUM skips the pages still all-visible). PostgreSQL has its own autovacuum: this is for PGlite only.
 */

/** The first round: soon after the start, once the first visitors' requests are answered. */
export const FIRST_ROUND_MS = 15_000;
/** Then every five minutes. */
export const ROUND_EVERY_MS = 5 * 60_000;

/** The tables of the schema (UNLOGGED ones too: the rate-limit counters churn the most), with the planner's row count. */
const TABLES = sql`
  SELECT c.relname AS name, c.reltuples::float8 AS rows
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
  WHERE c.relkind = 'r' AND c.relpersistence IN ('p', 'u')
  ORDER BY c.relname`;

const walPosition = async (db: Database) => (await queryRows<{ lsn: string }>(db, sql`SELECT pg_current_wal_lsn()::text AS lsn`))[0]!.lsn;

/** What a round found and did; null when nothing was written since the last round. */
export interface MaintenanceRound {
  vacuumed: number;
  analyzed: string[];
}

/**
 * One round. PGlite keeps no activity counts (its statistics are never flushed in single-user mode), so: when
 * anything was written since the last round (the write-ahead log moved), every table is vacuumed, one statement
 * each (a table nothing touched costs next to nothing: its pages are all-visible; 69 tables, 50–70 ms), and a
 * table is analyzed when it was never analyzed or its row count moved by more than a tenth (and 50) in the
 * vacuum, which counts them. `memory` carries the log position from round to round.
 */
export async function maintainRound(db: Database, memory: { lsn?: string }): Promise<MaintenanceRound | null> {
  if (memory.lsn !== undefined && (await walPosition(db)) === memory.lsn) return null;
  const before = await queryRows<{ name: string; rows: number }>(db, TABLES);
  for (const { name } of before) await queryRows(db, sql`VACUUM ${sql.identifier(name)}`);
  const after = new Map((await queryRows<{ name: string; rows: number }>(db, TABLES)).map((t) => [t.name, Number(t.rows)]));
  const analyzed: string[] = [];
  for (const { name, rows } of before) {
    const now = after.get(name);
    if (now === undefined) continue; // dropped meanwhile
    const was = Number(rows);
    if (was < 0 || Math.abs(now - was) > 50 + 0.1 * was) {
      await queryRows(db, sql`ANALYZE ${sql.identifier(name)}`);
      analyzed.push(name);
    }
  }
  memory.lsn = await walPosition(db);
  return { vacuumed: before.length, analyzed };
}

export interface MaintenanceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PgliteMaintenance {
  /** Stops the rounds; resolves once a round in progress has finished (before the database is closed). */
  stop(): Promise<void>;
}

/** Starts the rounds (timers that do not keep the process alive). */
export function startPgliteMaintenance(db: Database, log: MaintenanceLog, { firstMs = FIRST_ROUND_MS, everyMs = ROUND_EVERY_MS } = {}): PgliteMaintenance {
  let running: Promise<void> | null = null;
  let stopped = false;
  const memory: { lsn?: string } = {};
  const round = () => {
    if (stopped || running) return;
    const started = performance.now();
    running = maintainRound(db, memory)
      .then(
        (done) => {
          if (done) log.info({ ...done, ms: Math.round(performance.now() - started) }, 'embedded database vacuumed');
        },
        (error: unknown) => log.warn({ err: error }, 'embedded database vacuum failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(round, firstMs);
  const every = setInterval(round, everyMs);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
