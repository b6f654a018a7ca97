import { sql } from 'drizzle-orm';
import { queryRows } from './client';
import { maintainRound, startPgliteMaintenance } from './pglite-maintenance';
import { createTestDatabase, type TestDatabase } from '../test/helpers';

// PGlite only: PostgreSQL vacuums by itself.
describe('the embedded database maintenance (PGlite has no autovacuum)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { prepared: true });
  });
  afterAll(() => database.drop());

  const db = () => database.handle.db;
  const probe = async () =>
    (
      await queryRows<{ pages: number; visible: number; rows: number }>(
        db(),
        sql`SELECT relpages AS pages, relallvisible AS visible, reltuples::int AS rows FROM pg_class WHERE relname = 'maintenance_probe'`,
      )
    )[0]!;

  it('vacuums what was written (pages all-visible, the count known), analyzes a table that grew, and skips a round with no writes', async () => {
    const memory: { lsn?: string } = {};
    await queryRows(db(), sql`CREATE TABLE maintenance_probe (id int PRIMARY KEY, note text)`);
    await queryRows(db(), sql`INSERT INTO maintenance_probe SELECT g, repeat('x', 40) FROM generate_series(1, 5000) g`);
    const first = await maintainRound(db(), memory);
    expect(first!.analyzed).toContain('maintenance_probe'); // never analyzed
    const filled = await probe();
    expect(filled.pages).toBeGreaterThan(8);
    expect(filled.visible).toBe(filled.pages);
    expect(filled.rows).toBe(5000);

    // the first round's own writes (its VACUUM and ANALYZE) make one more, which writes nothing; then none
    expect((await maintainRound(db(), memory))?.analyzed ?? []).not.toContain('maintenance_probe');
    expect(await maintainRound(db(), memory)).toBeNull();

    // rows changed in place: the pages are vacuumed again (all-visible), no new analysis (same count)
    await queryRows(db(), sql`UPDATE maintenance_probe SET note = 'y' WHERE id <= 1500`);
    expect((await probe()).visible).toBe(filled.pages); // (the visibility count moves only with a vacuum)
    const changed = await maintainRound(db(), memory);
    expect(changed!.analyzed).not.toContain('maintenance_probe');
    const vacuumed = await probe();
    expect(vacuumed.visible).toBe(vacuumed.pages);

    // a table with rows and no statistics (say, its ANALYZE never ran) is analyzed
    await queryRows(db(), sql`DELETE FROM pg_statistic WHERE starelid = 'maintenance_probe'::regclass`);
    await queryRows(db(), sql`UPDATE maintenance_probe SET note = 'w' WHERE id = 1`);
    expect((await maintainRound(db(), memory))!.analyzed).toContain('maintenance_probe');

    // grown by four fifths: analyzed
    await queryRows(db(), sql`INSERT INTO maintenance_probe SELECT g, 'z' FROM generate_series(5001, 9000) g`);
    expect((await maintainRound(db(), memory))!.analyzed).toContain('maintenance_probe');
    expect((await probe()).rows).toBe(9000);
  });

  it('runs its rounds on a timer, logs what it did, and stop waits for a round in progress', async () => {
    await queryRows(db(), sql`DELETE FROM maintenance_probe WHERE id > 5000`);
    const logged: object[] = [];
    const maintenance = startPgliteMaintenance(db(), { info: (details) => logged.push(details), warn: () => {} }, { firstMs: 1, everyMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await maintenance.stop();
    expect(logged).toEqual([expect.objectContaining({ analyzed: expect.arrayContaining(['maintenance_probe']) })]);
    expect((await probe()).rows).toBe(5000);
  });
});
