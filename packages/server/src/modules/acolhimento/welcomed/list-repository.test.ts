import { PGlite } from '@electric-sql/pglite';
import { welcomedFilterSchema } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { ROLES } from '@sisacte/contracts/auth/roles';
import pg from 'pg';
import { createTestPerson, testDatabases, useTestApp, type TestUser } from '../../../test/helpers';
import { LIST_TOO_DEEP_MESSAGE, listWelcomeds, MAX_LIST_OFFSET } from './list-repository';

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

  it('answers an empty page with the exact total past the end of a small list, however deep', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/welcomeds?name=contada&size=20&page=${MAX_LIST_OFFSET}`, headers: worker.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], totalElements: 5, totalExact: true, last: true });
  });
});
