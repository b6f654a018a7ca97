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
  SELECT c.relname AS name, c.reltuples::float8 AS rows,
    (c.reltuples <> 0 AND NOT EXISTS (SELECT 1 FROM pg_statistic st WHERE st.starelid = c.oid)) AS unanalyzed
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
  WHERE c.relkind = 'r' AND c.relpersistence IN ('p', 'u')
  ORDER BY c.relname`;

/** Every this many rounds that found writes (an hour at most), every table is analyzed: changes that keep a count steady. */
export const ANALYZE_ALL_EVERY_ROUNDS = 12;

interface TableRow {
  name: string;
  rows: number;
  unanalyzed: boolean;
}

const walPosition = async (db: Database) => (await queryRows<{ lsn: string }>(db, sql`SELECT pg_current_wal_lsn()::text AS lsn`))[0]!.lsn;

/** What a round found and did; null when nothing was written since the last round. */
export interface MaintenanceRound {
  vacuumed: number;
  analyzed: string[];
}

/** What one round leaves to the next: the log position at its start, the rounds counted, each table's count at its last ANALYZE. */
export interface MaintenanceMemory {
  lsn?: string;
  rounds?: number;
  counted?: Map<string, number>;
}

/**
 * One round. PGlite keeps no activity counts (its statistics are never flushed in single-user mode), so: when
 * anything was written since the last round began (the write-ahead log moved), every table is vacuumed, one statement
 * each (a table nothing touched costs next to nothing: its pages are all-visible; 69 tables, 50–70 ms), and a
 * table is analyzed when it has rows but no statistics, or its row count (which the vacuum counts) moved by more than a
 * tenth (and 50) since its last analysis here; every ANALYZE_ALL_EVERY_ROUNDS such rounds, every table. `memory` carries the log position
 * at the start of the last round (a write between its statements is seen by the next) and the rounds counted.
 */
export async function maintainRound(db: Database, memory: MaintenanceMemory): Promise<MaintenanceRound | null> {
  const start = await walPosition(db);
  if (memory.lsn !== undefined && start === memory.lsn) return null;
  memory.lsn = start;
  memory.rounds = (memory.rounds ?? 0) + 1;
  const everything = memory.rounds % ANALYZE_ALL_EVERY_ROUNDS === 0;
  const before = await queryRows<TableRow>(db, TABLES);
  for (const { name } of before) await queryRows(db, sql`VACUUM ${sql.identifier(name)}`);
  const after = new Map((await queryRows<TableRow>(db, TABLES)).map((t) => [t.name, Number(t.rows)]));
  const analyzed: string[] = [];
  const counted = (memory.counted ??= new Map());
  for (const { name, rows, unanalyzed } of before) {
    const now = after.get(name);
    if (now === undefined) continue; // dropped meanwhile
    // the planner's count (-1: unknown; a VACUUM with no page to read leaves it so)
    const was = Number(rows);
    const current = now >= 0 ? now : was >= 0 ? was : undefined;
    const base = counted.get(name) ?? (was >= 0 ? was : current);
    const moved = current !== undefined && base !== undefined && Math.abs(current - base) > 50 + 0.1 * base;
    if (everything || unanalyzed || moved) {
      await queryRows(db, sql`ANALYZE ${sql.identifier(name)}`);
      analyzed.push(name);
      if (current !== undefined) counted.set(name, current);
    } else if (!counted.has(name) && base !== undefined) counted.set(name, base);
  }
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
  const memory: MaintenanceMemory = {};
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
