import { ROLES } from '@sisacte/contracts/auth/roles';
import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, tokenClaimsSchema } from '@sisacte/contracts/auth/session';
import { decodeJwt } from 'jose';
import {
  createTestApp,
  createTestDatabase,
  TEST_PASSWORD,
  TEST_TOKEN_TTL_SECONDS,
  testDatabases,
  useTestApp,
  type TestDatabase,
} from '../../../test/helpers';

const login = (username: string, password: string, remoteAddress = '127.0.0.1') => ({
  method: 'POST' as const,
  url: '/authenticate',
  payload: { username, password },
  remoteAddress,
});

describe.each(testDatabases())('POST /authenticate on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('returns a bearer token whose claims carry exp, roles, name, username_id and sub', async () => {
    const { app, userWith } = ctx();
    const maria = await userWith([ROLES.DENUNCIAS, ROLES.PAINEL], { name: 'Maria Souza' });
    const before = Math.floor(Date.now() / 1000);

    const res = await app.inject(login(maria.username, TEST_PASSWORD));

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: TEST_TOKEN_TTL_SECONDS });
    const claims = tokenClaimsSchema.parse(decodeJwt(body.access_token));
    expect(claims.username_id).toBe(maria.id);
    expect(claims.name).toBe('Maria Souza');
    expect(claims.sub).toBe(maria.username);
    expect(claims.roles.sort()).toEqual([ROLES.DENUNCIAS, ROLES.PAINEL].sort());
    expect(claims.exp).toBeGreaterThanOrEqual(before + TEST_TOKEN_TTL_SECONDS);
    expect(claims.exp).toBeLessThanOrEqual(before + TEST_TOKEN_TTL_SECONDS + 5);

    // The token names its own session, and opens the routes its roles allow.
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    const session = await app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(session.statusCode).toBe(200);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const { app, userWith } = ctx();
    const user = await userWith([]);
    const res = await app.inject(login(`  ${user.username.toUpperCase()} `, TEST_PASSWORD));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same 401 body', async () => {
    const { app, userWith } = ctx();
    const user = await userWith([]);

    const wrong = await app.inject(login(user.username, 'outra-senha'));
    const unknown = await app.inject(login('ninguem-com-este-nome', 'outra-senha'));

    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: LOGIN_FAILED_MESSAGE, messages: [LOGIN_FAILED_MESSAGE] });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a deleted user', async () => {
    const { app, userWith } = ctx();
    const admin = await userWith([ROLES.ADMIN]);
    const user = await userWith([ROLES.ACOLHIMENTO]);
    const del = await app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(204);

    const res = await app.inject(login(user.username, TEST_PASSWORD));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LOGIN_FAILED_MESSAGE);

    // A token issued before the deletion stops working too.
    const withOldToken = await app.inject({ method: 'GET', url: '/api/list-users', headers: user.headers });
    expect(withOldToken.statusCode).toBe(401);
  });

  it('answers 400 in Portuguese for missing, wrong-typed and oversized fields', async () => {
    const { app } = ctx();
    const missing = await app.inject({ method: 'POST', url: '/authenticate', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toEqual(['username: Informe o usuário', 'password: Informe a senha']);

    const wrongType = await app.inject({ method: 'POST', url: '/authenticate', payload: { username: 12, password: ['x'] } });
    expect(wrongType.statusCode).toBe(400);

    const oversized = await app.inject(login('u'.repeat(200), 'x'.repeat(500)));
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().messages).toEqual(['username: Usuário muito longo', 'password: Senha muito longa']);

    const notJson = await app.inject({
      method: 'POST',
      url: '/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('O corpo da requisição não é um JSON válido');
  });

  it('answers 429 to an address after 5 failures against one username, while the owner logs in from another address at once', async () => {
    const { app, userWith } = ctx();
    const target = await userWith([]);
    const attacker = '203.0.113.7';

    for (let i = 0; i < 5; i++) expect((await app.inject(login(target.username, 'errada', attacker))).statusCode).toBe(401);
    // Locked: even the right password from the attacking address (case of the username does not matter).
    const blocked = await app.inject(login(target.username.toUpperCase(), TEST_PASSWORD, attacker));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: LOGIN_RATE_LIMITED_MESSAGE, messages: [LOGIN_RATE_LIMITED_MESSAGE] });
    // Retry-After: when the oldest of those failures leaves the window (15 minutes by default), not a guess.
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const owner = await app.inject(login(target.username, TEST_PASSWORD, '198.51.100.20'));
    expect(owner.statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { app, userWith } = ctx();
    const user = await userWith([]);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await app.inject(login(user.username, 'errada'))).statusCode).toBe(401);
      expect((await app.inject(login(user.username, TEST_PASSWORD))).statusCode).toBe(200);
    }
  });
});

describe.each(testDatabases())('POST /authenticate per-IP limit on %s', (engine) => {
  let database: TestDatabase;
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { prepared: true });
    testApp = await createTestApp(database.handle, {
      loginRateLimit: { perIpPerMinute: 3, perUserFailures: 100, perUserWindowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await database.drop();
  });

  it('answers 429 once one address exceeds its logins per minute, while other addresses continue', async () => {
    const { app, userWith } = testApp;
    const user = await userWith([]);
    for (let i = 0; i < 3; i++) {
      expect((await app.inject(login(`alguem${i}`, 'errada', '192.0.2.10'))).statusCode).toBe(401);
    }
    const limited = await app.inject(login(user.username, TEST_PASSWORD, '192.0.2.10'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: LOGIN_RATE_LIMITED_MESSAGE, messages: [LOGIN_RATE_LIMITED_MESSAGE] });
    expect(limited.headers['retry-after']).toBeDefined();

    const elsewhere = await app.inject(login(user.username, TEST_PASSWORD, '192.0.2.20'));
    expect(elsewhere.statusCode).toBe(200);
  });
});

/** The first delay of a slowed-down username (the test's own, doubled up to twice it). */
const SLOWDOWN_BASE_MS = 1500;

describe.each(testDatabases())('POST /authenticate under attack from many addresses on %s', (engine) => {
  // Delays large beside a login's own time on a loaded machine (password hashing included, measured up to
  // 0.7 s with the whole suite and the browsers sharing two cores), so that 'answered without delay' and
  // 'waited' cannot be confused, yet small enough to keep the test short.
  const ctx = useTestApp(engine, {
    loginRateLimit: {
      perIpPerMinute: 10_000,
      perUserFailures: 3,
      perUserWindowMs: 60_000,
      perAddressFailures: 4,
      slowdownBaseMs: SLOWDOWN_BASE_MS,
      slowdownMaxMs: 2 * SLOWDOWN_BASE_MS,
    },
  });
  const timed = async (request: ReturnType<typeof login>) => {
    const started = performance.now();
    const res = await ctx().app.inject(request);
    return { status: res.statusCode, ms: performance.now() - started };
  };

  it('only slows the username down, never locks it, and the right password from a new address gets in without waiting', async () => {
    const { userWith } = ctx();
    const target = await userWith([]);

    // Under the threshold: failures answer without delay.
    for (let i = 1; i <= 3; i++) {
      const failed = await timed(login(target.username, 'errada', `10.1.0.${i}`));
      expect(failed.status).toBe(401);
      expect(failed.ms).toBeLessThan(SLOWDOWN_BASE_MS);
    }
    // Past it, every failed answer waits, doubling up to the cap; no address is refused.
    const slowed: number[] = [];
    for (let i = 4; i <= 8; i++) {
      const failed = await timed(login(target.username, 'errada', `10.1.0.${i}`));
      expect(failed.status).toBe(401);
      slowed.push(failed.ms);
    }
    expect(slowed[0]).toBeGreaterThanOrEqual(SLOWDOWN_BASE_MS - 5);
    expect(Math.min(...slowed.slice(1))).toBeGreaterThanOrEqual(2 * SLOWDOWN_BASE_MS - 5);

    const owner = await timed(login(target.username, TEST_PASSWORD, '10.9.9.9'));
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeLessThan(SLOWDOWN_BASE_MS);
  });

  it('limits one address across usernames, without touching those usernames elsewhere', async () => {
    const { userWith } = ctx();
    const users = await Promise.all([userWith([]), userWith([]), userWith([]), userWith([]), userWith([])]);
    const scanner = '10.2.0.1';
    for (const user of users.slice(0, 4)) expect((await timed(login(user.username, 'errada', scanner))).status).toBe(401);

    expect((await timed(login(users[4]!.username, TEST_PASSWORD, scanner))).status).toBe(429);
    for (const user of users) expect((await timed(login(user.username, TEST_PASSWORD, '10.2.0.2'))).status).toBe(200);
  });
});
