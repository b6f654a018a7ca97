import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { cappedCount, refreshStaleStatistics, shownTotal } from './list-count';

describe('capped list counts', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
    await handle.db.execute(sql`CREATE TABLE t AS SELECT g AS id FROM generate_series(1, 1500) g`);
    await handle.db.execute(sql`ANALYZE t`);
  });
  afterAll(() => handle.close());

  const tooDeep = 'A lista mostra só os primeiros 2.000 registros de cada busca.';

  it('counts exactly up to the limit', async () => {
    expect(await cappedCount(handle.db, sql`SELECT 1 FROM t WHERE id <= 1000`, { offset: 0, tooDeep })).toEqual({ total: 1000, exact: true });
  });

  it('estimates beyond it, never below limit + 1', async () => {
    const count = await cappedCount(handle.db, sql`SELECT 1 FROM t`, { offset: 0, tooDeep });
    expect(count.exact).toBe(false);
    expect(count.total).toBeGreaterThan(1000);
  });

  it('refuses a page past the served rows of an estimated list, with the message', async () => {
    await expect(cappedCount(handle.db, sql`SELECT 1 FROM t`, { offset: 5000, tooDeep })).rejects.toMatchObject({ statusCode: 400, message: tooDeep });
    // an exact list answers any page (an empty one past its end)
    expect(await cappedCount(handle.db, sql`SELECT 1 FROM t WHERE id <= 10`, { offset: 5000, tooDeep })).toEqual({ total: 10, exact: true });
  });

  it('does not count again a list counted past its limit a moment ago, and forgets it once it is small', async () => {
    const big = sql`SELECT 1 FROM t WHERE id > ${100}`;
    const statements = jest.spyOn(handle.db, 'execute');
    try {
      expect((await cappedCount(handle.db, big, { offset: 0, tooDeep })).exact).toBe(false);
      const first = statements.mock.calls.length;
      expect((await cappedCount(handle.db, big, { offset: 20, tooDeep })).exact).toBe(false);
      expect(statements.mock.calls.length).toBe(first); // the estimate is kept as well
      await expect(cappedCount(handle.db, big, { offset: 5000, tooDeep })).rejects.toMatchObject({ statusCode: 400 });
      // another limit is another list
      expect(await cappedCount(handle.db, big, { offset: 0, tooDeep, limit: 2000 })).toEqual({ total: 1400, exact: true });
    } finally {
      statements.mockRestore();
    }
  });

  it('refreshes the statistics of a list whose estimate is stale (no autovacuum in PGlite), once, in the background', async () => {
    await handle.db.execute(sql`CREATE TABLE grown AS SELECT g AS id FROM generate_series(1, 10) g`);
    await handle.db.execute(sql`ANALYZE grown`);
    await handle.db.execute(sql`INSERT INTO grown SELECT g FROM generate_series(11, 3000) g`);
    const grown = sql`SELECT 1 FROM grown`;
    const stale = await cappedCount(handle.db, grown, { offset: 0, tooDeep, tables: ['grown'] });
    expect(stale).toEqual({ total: 1001, exact: false }); // the planner still believes in 10 rows
    await refreshStaleStatistics(handle.db, ['grown']); // already under way: resolves at once
    // The background ANALYZE: PostgreSQL's count of the table's rows follows it.
    for (let i = 0; i < 50 && Number((await queryRows<{ n: number }>(handle.db, sql`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'grown'`))[0]!.n) < 3000; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The stale estimate was kept two seconds only: then the same list shows the new one (the clock moved on, not waited for).
    const later = Date.now() + 2_100;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => later);
    let fresh: Awaited<ReturnType<typeof cappedCount>>;
    try {
      fresh = await cappedCount(handle.db, grown, { offset: 0, tooDeep, tables: ['grown'] });
    } finally {
      clock.mockRestore();
    }
    expect(fresh.total).toBeGreaterThan(2500);
  });

  it('corrects the estimate by what the page shows', () => {
    expect(shownTotal({ total: 1001, exact: false }, { offset: 1480, limit: 20 }, 20)).toEqual({ total: 1501, exact: false });
    expect(shownTotal({ total: 2000, exact: false }, { offset: 1480, limit: 20 }, 20)).toEqual({ total: 2000, exact: false });
    // the last page says the truth
    expect(shownTotal({ total: 2000, exact: false }, { offset: 1480, limit: 20 }, 15)).toEqual({ total: 1495, exact: true });
  });
});
