import { ROLES } from '@sisacte/contracts/auth/roles';
import { LOGIN_RATE_LIMITED_MESSAGE, SESSION_API } from '@sisacte/contracts/auth/session';
import { COMPLAINT_RATE_LIMITED_MESSAGE } from '@sisacte/contracts/denuncias/complaints';
import { FOLLOW_UP_API } from '@sisacte/contracts/denuncias/follow-up';
import { GEO_API } from '@sisacte/contracts/geo/geo';
import { sql } from 'drizzle-orm';
import type { AppOptions } from './app';
import { openDatabase, queryRows, type DatabaseHandle } from './db/client';
import { create, FAST, solvedCaptcha, useDenunciasPeople, useTestQuestionnaire } from './modules/denuncias/test-support';
import { TEST_PG_URL_ENV } from './test/global-setup';
import { bearer, createTestApp, createTestDatabase, TEST_PASSWORD, useTestApp, type TestApp, type TestDatabase } from './test/helpers';
import { databaseUrl } from './test/pg-admin';
import { createLimitKeyer, type SharedLimits } from './plugins/limits-repository';
import { WRONG_CODES_LIMITED_MESSAGE } from './modules/autodiagnostico';
import { autodiagClient } from './modules/autodiagnostico/test-support';

// Limits shared by API instances: two apps (two connection pools, two processes' worth of
// in-memory state) on one PostgreSQL database must count together.

const TEST_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres'; // the helpers' JWT secret

const login = (username: string, password: string, remoteAddress: string) => ({
  method: 'POST' as const,
  url: SESSION_API.authenticate,
  payload: { username, password },
  remoteAddress,
});

describe('limit keys', () => {
  it('are keyed digests: the same on every instance for a day, different for another scope, day or secret, and never the subject', () => {
    let now = Date.UTC(2026, 4, 10, 12);
    const a = createLimitKeyer(TEST_SECRET, () => now);
    const b = createLimitKeyer(TEST_SECRET, () => now);
    const key = a('complaints', '203.0.113.7');
    expect(key).toHaveLength(32);
    expect(key.toString('latin1')).not.toContain('203.0.113.7');
    expect(b('complaints', '203.0.113.7')).toEqual(key);
    expect(a('login', '203.0.113.7')).not.toEqual(key);
    expect(createLimitKeyer('outro-segredo-com-mais-de-32-caracteres!!', () => now)('complaints', '203.0.113.7')).not.toEqual(key);
    now += 24 * 60 * 60 * 1000;
    expect(a('complaints', '203.0.113.7')).not.toEqual(key);
  });
});

describe('limits on PGlite', () => {
  const ctx = useTestApp('pglite', { loginRateLimit: { perIpPerMinute: 100, perUserFailures: 2, perUserWindowMs: 60_000 } });

  it('stay in the memory of the one process: nothing is written to the limit tables', async () => {
    const { app, count } = ctx();
    expect(app.sharedLimits).toBeNull();
    for (let i = 0; i < 3; i++) await app.inject(login('ninguem', 'errada', '198.51.100.1'));
    expect((await app.inject(login('ninguem', 'errada', '198.51.100.1'))).statusCode).toBe(429);
    expect(await count('rate_limit_events')).toBe(0);
    expect(await count('rate_limit_windows')).toBe(0);
  });
});

const onPostgres = process.env[TEST_PG_URL_ENV] ? describe : describe.skip;

onPostgres('two API instances on one PostgreSQL database', () => {
  const settings: Partial<AppOptions> = {
    loginRateLimit: { perIpPerMinute: 6, perUserFailures: 3, perUserWindowMs: 60_000, perAddressFailures: 1000 },
    denuncias: { ...FAST, complaintsPerIp: 3, followUpsPerIp: 4 },
    geo: { searchesPerIp: 4 },
    autodiagnostico: { wrongCodesPerIp: 3 },
  };
  let database: TestDatabase;
  let secondPool: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('postgresql');
    const [{ name }] = (await queryRows<{ name: string }>(database.handle.db, sql`SELECT current_database() AS name`)) as [{ name: string }];
    secondPool = await openDatabase({ databaseUrl: databaseUrl(process.env[TEST_PG_URL_ENV]!, name), poolSize: 4 });
    a = await createTestApp(database.handle, settings);
    b = await createTestApp(secondPool, settings);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondPool?.close();
    await database?.drop();
  });
  const { validBody } = useTestQuestionnaire(() => a, useDenunciasPeople(() => a));
  /** Instance A for even requests, B for odd ones. */
  const either = (i: number) => (i % 2 === 0 ? a : b).app;

  it('a login through A works through B, and a logout through B ends it on A', async () => {
    const admin = await a.userWith([ROLES.ADMIN]);
    const res = await a.app.inject(login(admin.username, TEST_PASSWORD, '198.51.100.10'));
    expect(res.statusCode).toBe(200);
    const headers = bearer(res.json().access_token);
    expect((await b.app.inject({ method: 'GET', url: '/api/list-users', headers })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'POST', url: SESSION_API.logout, headers })).statusCode).toBe(204);
    expect((await a.app.inject({ method: 'GET', url: '/api/list-users', headers })).statusCode).toBe(401);
  });

  it('counts failed logins of a (username, address) pair across instances; the owner still gets in elsewhere', async () => {
    const user = await a.userWith([]);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await either(i).inject(login(user.username, 'errada', '198.51.100.20'))).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const blocked = await a.app.inject(login(user.username, TEST_PASSWORD, '198.51.100.20'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(LOGIN_RATE_LIMITED_MESSAGE);
    expect((await b.app.inject(login(user.username, TEST_PASSWORD, '198.51.100.21'))).statusCode).toBe(200);
  });

  it('counts login requests per address and minute across instances', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await either(i).inject(login(`alguem${i}`, 'errada', '198.51.100.30'))).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect((await a.app.inject(login('alguem', 'errada', '198.51.100.31'))).statusCode).toBe(401);
  });

  it('counts accepted complaints per address across instances; refused ones cost nothing and replays are still answered', async () => {
    const ip = '203.0.113.40';
    const submit = (app: TestApp, captcha: string, headers: Record<string, string> = {}) =>
      app.app.inject({
        method: 'POST',
        url: `/api/denuncias-create?g_recaptcha_response=${encodeURIComponent(captcha)}`,
        payload: validBody(),
        headers,
        remoteAddress: ip,
      });
    // Refused on both instances: the allowance is given back.
    expect((await submit(a, 'captcha-inválido')).statusCode).toBe(400);
    expect((await submit(b, 'captcha-inválido')).statusCode).toBe(400);

    const key = { 'idempotency-key': 'limite-instancias-0001' };
    const first = await submit(a, await solvedCaptcha(a), key);
    expect(first.statusCode).toBe(201);
    // A captcha solved for A and spent on B cannot be spent again on A.
    const captcha = await solvedCaptcha(a);
    expect((await submit(b, captcha)).statusCode).toBe(201);
    expect((await submit(a, captcha)).statusCode).toBe(400);
    expect((await submit(a, await solvedCaptcha(b))).statusCode).toBe(201);

    const over = await submit(b, await solvedCaptcha(b));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(COMPLAINT_RATE_LIMITED_MESSAGE);
    // Until the first of the three leaves the 10-minute window.
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(600);
    const replay = await submit(b, await solvedCaptcha(b), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
    // Another address is not affected (through the helper, from 127.0.0.1).
    expect((await create(b, validBody(), await solvedCaptcha(b))).statusCode).toBe(201);
  });

  it('counts a rate-limited public route (address search, follow-up) across instances', async () => {
    const search = (i: number) => either(i).inject({ method: 'GET', url: `${GEO_API.search}?q=Belém`, remoteAddress: '203.0.113.50' });
    const searches: number[] = [];
    for (let i = 0; i < 5; i++) searches.push((await search(i)).statusCode);
    expect(searches).toEqual([200, 200, 200, 200, 429]);

    const lookup = (i: number) =>
      either(i).inject({ method: 'POST', url: FOLLOW_UP_API.lookup, payload: { numerodemanda: 'DEN-2026-000001', codigo: 'AAAA-AAAA-AAAA' }, remoteAddress: '203.0.113.51' });
    const lookups: number[] = [];
    for (let i = 0; i < 5; i++) lookups.push((await lookup(i)).statusCode);
    expect(lookups).toEqual([404, 404, 404, 404, 429]);
  });

  it('counts wrong self-diagnosis resume codes per address across instances', async () => {
    const owner = autodiagClient(() => a, '203.0.113.55');
    const ev = await owner.create();
    const guess = (i: number, code: string) => either(i).inject({ method: 'GET', url: `/api/autodiagnostico/${ev.id}`, headers: { 'x-codigo-avaliacao': code }, remoteAddress: '203.0.113.56' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await guess(i, `AAAA-AAAA-AAA${i}`)).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
    const right = await guess(0, ev.codigo);
    expect([right.statusCode, right.json().message]).toEqual([429, WRONG_CODES_LIMITED_MESSAGE]);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(500);
    expect((await b.app.inject({ method: 'GET', url: `/api/autodiagnostico/${ev.id}`, headers: { 'x-codigo-avaliacao': ev.codigo }, remoteAddress: '203.0.113.55' })).statusCode).toBe(200);
  });

  it('says how long until an event log drops below a limit', async () => {
    const shared: SharedLimits = a.app.sharedLimits!;
    expect(await shared.waitMs('test-wait', '203.0.113.65', 60_000, 2)).toBe(0);
    await shared.record('test-wait', '203.0.113.65', 60_000, 2);
    expect(await shared.waitMs('test-wait', '203.0.113.65', 60_000, 2)).toBe(0);
    await shared.record('test-wait', '203.0.113.65', 60_000, 2);
    const wait = await shared.waitMs('test-wait', '203.0.113.65', 60_000, 2);
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('keeps only keyed digests of addresses and usernames, never the values', async () => {
    const rows = await queryRows<{ key: Buffer }>(
      a.handle.db,
      sql`SELECT key FROM rate_limit_events UNION ALL SELECT key FROM rate_limit_windows`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const { key } of rows) {
      expect(key).toHaveLength(32);
      expect(key.toString('latin1')).not.toMatch(/198\.51|203\.0|alguem|usuario/);
    }
    const [dump] = await queryRows<{ text: string }>(
      a.handle.db,
      sql`SELECT string_agg(t::text, ' ') AS text FROM (SELECT e::text AS t FROM rate_limit_events e UNION ALL SELECT w::text FROM rate_limit_windows w) x`,
    );
    expect(dump!.text).not.toMatch(/198\.51|203\.0\.113/);
  });

  it('takes an allowance atomically when instances race for the last units', async () => {
    const [sa, sb] = [a.app.sharedLimits!, b.app.sharedLimits!];
    const takes = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? sa : sb).recordIfUnder('test-race', '203.0.113.60', 60_000, 5)));
    expect(takes.filter(Boolean)).toHaveLength(5);
    expect(await sa.count('test-race', '203.0.113.60', 60_000)).toBe(5);
    await sb.removeLatest('test-race', '203.0.113.60');
    expect(await sa.count('test-race', '203.0.113.60', 60_000)).toBe(4);
  });

  it('counts hits that arrive together in one statement, each its own count, across instances', async () => {
    const [sa, sb] = [a.app.sharedLimits!, b.app.sharedLimits!];
    const client = (a.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = jest.spyOn(client, 'query');
    try {
      // 30 hits of one address and 10 of 10 others, at once on A, and 10 of the first address on B
      const together = await Promise.all([
        ...Array.from({ length: 30 }, () => sa.hit('test-batch', '203.0.113.80', 60_000)),
        ...Array.from({ length: 10 }, (_, i) => sa.hit('test-batch', `203.0.113.${90 + i}`, 60_000)),
        ...Array.from({ length: 10 }, () => sb.hit('test-batch', '203.0.113.80', 60_000)),
      ]);
      const first = together.slice(0, 30).concat(together.slice(40)).map((r) => r.hits);
      expect([...first].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(together.slice(0, 30).map((r) => r.hits)).toEqual([...together.slice(0, 30).map((r) => r.hits)].sort((x, y) => x - y));
      expect(together.slice(30, 40).map((r) => r.hits)).toEqual(Array(10).fill(1));
      for (const r of together) expect(r.ttlMs).toBeGreaterThan(55_000);
      // A sent the first hit at once and the other 39 together
      expect(spy.mock.calls.filter(([q]) => /rate_limit_windows/.test((q as { text?: string }).text ?? String(q)))).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
    expect((await sb.hit('test-batch', '203.0.113.80', 60_000)).hits).toBe(41);
  });

  it('never deadlocks: batches of the same keys in opposite orders on two instances, with sweeps among them', async () => {
    const [sa, sb] = [a.app.sharedLimits!, b.app.sharedLimits!];
    const addresses = Array.from({ length: 20 }, (_, i) => `198.51.100.${100 + i}`);
    for (let round = 0; round < 5; round++) {
      const hits = [
        ...addresses.map((ip) => sa.hit('test-order', ip, 5)),
        ...[...addresses].reverse().map((ip) => sb.hit('test-order', ip, 5)),
        sa.sweep(),
        sb.sweep(),
      ];
      await expect(Promise.all(hits)).resolves.toHaveLength(42);
      await new Promise((resolve) => setTimeout(resolve, 6));
    }
  });

  it('counts a hit whose window is odd (not a number, beyond an int) without failing the others of its statement', async () => {
    const shared = a.app.sharedLimits!;
    const [odd, huge, plain] = await Promise.all([
      shared.hit('test-odd', '203.0.113.81', Number.NaN),
      shared.hit('test-odd', '203.0.113.82', 1e22),
      shared.hit('test-odd', '203.0.113.83', 60_000),
    ]);
    expect([odd.hits, huge.hits, plain.hits]).toEqual([1, 1, 1]);
    expect(plain.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it('deletes rows once their window has passed', async () => {
    const shared: SharedLimits = a.app.sharedLimits!;
    await shared.hit('test-sweep', '203.0.113.70', 1);
    await shared.record('test-sweep', '203.0.113.71', 1, 10);
    await shared.hit('test-sweep', '203.0.113.72', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await shared.sweep()).toBeGreaterThanOrEqual(2);
    expect((await shared.hit('test-sweep', '203.0.113.72', 60_000)).hits).toBe(2);
    expect((await shared.hit('test-sweep', '203.0.113.70', 60_000)).hits).toBe(1);
    expect(await shared.count('test-sweep', '203.0.113.71', 60_000)).toBe(0);
  });
});
