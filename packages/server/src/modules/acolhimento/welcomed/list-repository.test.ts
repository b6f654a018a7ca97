import { PGlite } from '@electric-sql/pglite';
import { welcomedFilterSchema } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { createTestPerson, testDatabases, useTestApp, type TestUser } from '../../../test/helpers';
import { welcomedPageSchema } from '@sisacte/contracts/acolhimento/welcomed';
import { inArray, sql } from 'drizzle-orm';
import { renderedRows, runsRendered, withTransaction } from '../../../db/client';
import { families, welcomeds } from '../../../db/schema';
import { LIST_TOO_DEEP_MESSAGE, listWelcomeds, MAX_LIST_OFFSET, selectListRows, toListItem } from './list-repository';

jest.setTimeout(120_000);

const original = { pg: pg.Pool.prototype.query, pglite: PGlite.prototype.query };

/** The statements sent to the database while `fn` runs (whichever engine: both drivers' query method is watched). */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const record = (text: unknown) => sent.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
  const onPg = jest.spyOn(pg.Pool.prototype, 'query').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
    record(args[0]);
    return original.pg.apply(this, args as never) as never;
  });
  const onPglite = jest.spyOn(PGlite.prototype, 'query').mockImplementation(function (this: PGlite, ...args: unknown[]) {
    record(args[0]);
    return original.pglite.apply(this, args as never) as never;
  });
  try {
    await fn();
  } finally {
    onPg.mockRestore();
    onPglite.mockRestore();
  }
  return sent;
}

describe.each(testDatabases())('the people list query on %s', (engine) => {
  const ctx = useTestApp(engine);
  let worker: TestUser;
  const NAMES = ['Ana Contada', 'Bia Contada', 'Cida Contada', 'Dani Contada', 'Eva Contada'];

  beforeAll(async () => {
    worker = await ctx().userWith([ROLES.ACOLHIMENTO]);
    for (const [i, name] of NAMES.entries()) await createTestPerson(ctx(), worker, name, { birthdate: `19${80 + ((i * 3) % 5)}-0${1 + i}-10` });
  });

  const filter = welcomedFilterSchema.parse({ name: 'contada' });

  it('answers GET /api/welcomeds in two statements at most: the token check (unless kept), then the count and the page together', async () => {
    const list = async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/welcomeds?name=contada&size=2', headers: worker.headers });
      expect(res.json()).toMatchObject({ totalElements: 5, totalExact: true, last: false });
    };
    ctx().app.userDirectory.forget?.();
    const first = await statementsOf(list);
    expect(first).toHaveLength(2);
    expect(first[1]).toMatch(/count\(\*\)[\s\S]*limit/i);
    const again = await statementsOf(list);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(/count\(\*\)[\s\S]*limit/i);
  });

  it('asks the planner’s estimate of a list bigger than the exact count once, then pages without it', async () => {
    const { handle } = ctx();
    const other = welcomedFilterSchema.parse({ name: 'contada', gender: 'Feminino' });
    let first: Awaited<ReturnType<typeof listWelcomeds>> | undefined;
    const cold = await statementsOf(async () => (first = await listWelcomeds(handle.db, other, undefined, { limit: 2, offset: 0 }, 2)));
    // (and, on these five rows, an ANALYZE: the planner's estimate is below the limit of 2 the count passed)
    expect(cold.filter((text) => !text.startsWith('ANALYZE'))).toHaveLength(2);
    expect(cold[1]).toMatch(/^EXPLAIN/);
    let second: Awaited<ReturnType<typeof listWelcomeds>> | undefined;
    const warm = await statementsOf(async () => (second = await listWelcomeds(handle.db, other, undefined, { limit: 2, offset: 2 }, 2)));
    expect(warm).toHaveLength(1);
    expect(warm[0]).not.toMatch(/count\(\*\)/); // known to be big: the page alone
    expect(first).toMatchObject({ exact: false, hasMore: true });
    expect(second).toMatchObject({ exact: false, hasMore: true });
    expect(second!.total).toBeGreaterThanOrEqual(5); // never fewer than the rows known to exist
    expect(second!.content.map((w) => w.name)).toEqual(['Cida Contada', 'Dani Contada']);
  });

  it.each([undefined, 'name,desc', 'birthdate,desc', 'birthdate,asc', 'id,desc'])('gives the same pages with few and with many matches (sort %s)', async (sort) => {
    const { handle } = ctx();
    const whole = (await listWelcomeds(handle.db, filter, sort, { limit: 10, offset: 0 })).content.map((w) => w.name);
    expect(whole).toHaveLength(5);
    for (const exactLimit of [1000, 2]) {
      const pages: string[] = [];
      for (let offset = 0; offset < 6; offset += 2) {
        const page = await listWelcomeds(handle.db, filter, sort, { limit: 2, offset }, exactLimit);
        pages.push(...page.content.map((w) => w.name));
        expect(page.hasMore).toBe(offset + 2 < 5);
      }
      expect([exactLimit, pages]).toEqual([exactLimit, whole]);
    }
  });

  it(`refuses a page past row ${MAX_LIST_OFFSET} of a list bigger than the exact count, with a message saying what to do`, async () => {
    const { handle } = ctx();
    const tooDeep = () => listWelcomeds(handle.db, filter, undefined, { limit: 2, offset: MAX_LIST_OFFSET }, 2);
    await expect(tooDeep()).rejects.toMatchObject({ statusCode: 400, message: LIST_TOO_DEEP_MESSAGE });
    // Counted big a moment ago: refused again without a statement.
    expect(await statementsOf(() => expect(tooDeep()).rejects.toMatchObject({ statusCode: 400 }))).toEqual([]);
    // The row before the limit is still served (an empty page here: the list ends long before).
    const before = await listWelcomeds(handle.db, filter, undefined, { limit: 2, offset: MAX_LIST_OFFSET - 2 }, 2);
    expect(before.content).toEqual([]);
    expect(LIST_TOO_DEEP_MESSAGE).toContain('inverta a ordenação');
  });

  it('writes each item in PostgreSQL as toListItem maps the same row, and the page as its schema says', async () => {
    const { app, handle } = ctx();
    // Every optional field both set and empty: a person with a family, CPF, CRNM, civil status, schooling and
    // visits, a name with quotes and a line break, one without nationality and author, a date of register with
    // a fraction of a second.
    const full = await createTestPerson(ctx(), worker, 'Zé Contada', { cpf: '52998224725', rg: 'V123456-7', civil_status: 'Casado', birthdate: '1990-02-28' });
    const bare = await createTestPerson(ctx(), worker, 'Yara Contada');
    const [family] = await handle.db.insert(families).values({}).returning({ id: families.id });
    await handle.db.execute(sql`UPDATE ${welcomeds} SET family_id = ${family!.id}, name = ${'Zé "Aspas" \\ Contada\nSegunda\u0001'}, scholarity = 'Ensino Médio Completo', monitors_count = 3, date_of_register = '2024-01-31 23:59:58.123-03' WHERE id = ${full.id}`);
    await handle.db.execute(sql`UPDATE ${welcomeds} SET author_id = NULL, nacionality_id = NULL, gender = NULL WHERE id = ${bare.id}`);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/welcomeds?name=contada&size=20&sort=id,desc', headers: worker.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const page = res.json();
      expect(welcomedPageSchema.parse(page)).toEqual(page); // nothing missing, nothing more
      const rows = await selectListRows(handle.db).where(inArray(welcomeds.id, page.content.map((w: { id: number }) => w.id)));
      const mapped = new Map(rows.map((r) => [r.id, toListItem(r)]));
      for (const item of page.content) expect([item.id, item]).toEqual([item.id, mapped.get(item.id)]);
      expect(page.content.find((w: { id: number }) => w.id === full.id)).toMatchObject({ family: { id: family!.id }, monitors: 3, date_of_register: '2024-02-01T02:59:58.123Z', rg: 'V123456-7' });
      expect(page.content.find((w: { id: number }) => w.id === bare.id)).toMatchObject({ nacionality: null, author: null, gender: null, family: null });
      expect(page).toMatchObject({ totalElements: 7, totalExact: true, number: 0, size: 20, first: true, last: true });
      // Compressed and kept out of caches like any personal answer.
      const zipped = await app.inject({ method: 'GET', url: '/api/welcomeds?name=contada&size=20&sort=id,desc', headers: { ...worker.headers, 'accept-encoding': 'gzip' } });
      expect([zipped.headers['content-encoding'], zipped.headers['cache-control']]).toEqual(['gzip', res.headers['cache-control']]);
      expect(res.headers['cache-control']).toContain('no-store');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(page);
    } finally {
      await handle.db.execute(sql`DELETE FROM ${welcomeds} WHERE id IN (${full.id}, ${bare.id})`);
      await handle.db.execute(sql`DELETE FROM ${families} WHERE id = ${family!.id}`);
    }
  });

  it('fills its kept statement with each page’s numbers: every page and size as drizzle renders it afresh (in a transaction)', async () => {
    const db = ctx().handle.db;
    for (const sort of [undefined, 'name,desc', 'birthdate,asc']) {
      for (const [limit, offset] of [[2, 0], [2, 2], [2, 4], [3, 0], [3, 3], [20, 0], [1, 4]] as const) {
        const kept = await listWelcomeds(db, filter, sort, { limit, offset });
        const afresh = await withTransaction(db, (tx) => listWelcomeds(tx, filter, sort, { limit, offset }));
        expect(kept).toEqual(afresh);
        expect(kept.content.map((p) => p.name)).toHaveLength(Math.min(limit, NAMES.length - offset));
      }
      // smaller exact limits: the count's placeholders too
      for (const exactLimit of [1, 3]) {
        const kept = await listWelcomeds(db, filter, sort, { limit: 2, offset: 2 }, exactLimit);
        const afresh = await withTransaction(db, (tx) => listWelcomeds(tx, filter, sort, { limit: 2, offset: 2 }, exactLimit));
        expect(kept).toEqual(afresh);
      }
    }
  });

  it('runs rendered statements on the engine, never in a transaction (which drizzle renders with its values)', async () => {
    const db = ctx().handle.db;
    expect(runsRendered(db)).toBe(true);
    await withTransaction(db, async (tx) => {
      expect(runsRendered(tx)).toBe(false);
      expect(await renderedRows(tx, 'SELECT 1 AS one', [])).toBeNull();
    });
    expect(await renderedRows<{ one: number }>(db, 'SELECT $1::int AS one', [1])).toEqual([{ one: 1 }]);
  });

  it('answers an empty page with the exact total past the end of a small list, however deep', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/welcomeds?name=contada&size=20&page=${MAX_LIST_OFFSET}`, headers: worker.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], totalElements: 5, totalExact: true, last: true });
  });
});
