import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

/** Seconds a trivial query took through the app's database: on PGlite its queue, on PostgreSQL the pool's wait and a round trip. */
export async function probeDatabase(db: Database): Promise<number> {
  const start = process.hrtime.bigint();
  await db.execute(sql`SELECT 1`);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** How many of `names` the migrations table lists as applied (0 when it does not exist yet). */
export async function appliedMigrationCount(db: Database, names: readonly string[]): Promise<number> {
  const [exists] = await queryRows<{ ok: boolean }>(db, sql`SELECT to_regclass('public.schema_migrations') IS NOT NULL AS ok`);
  if (!exists?.ok) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM schema_migrations WHERE name IN (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`,
  );
  return row?.n ?? 0;
}
