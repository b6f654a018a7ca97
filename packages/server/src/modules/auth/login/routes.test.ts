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

    // The token opens the routes its roles allow.
    const list = await app.inject({
      method: 'GET',
      url: '/api/list-users',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(list.statusCode).toBe(200);
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

  it('blocks a username after 5 failed attempts, even with the right password, and leaves others alone', async () => {
    const { app, userWith } = ctx();
    const target = await userWith([]);
    const other = await userWith([]);

    for (let i = 0; i < 5; i++) {
      // Different addresses: this is the per-username limit, not the per-IP one.
      const res = await app.inject(login(target.username, 'errada', `10.0.0.${i + 1}`));
      expect(res.statusCode).toBe(401);
    }
    const blocked = await app.inject(login(target.username.toUpperCase(), TEST_PASSWORD, '10.0.0.99'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: LOGIN_RATE_LIMITED_MESSAGE, messages: [LOGIN_RATE_LIMITED_MESSAGE] });

    const otherUser = await app.inject(login(other.username, TEST_PASSWORD, '10.0.0.99'));
    expect(otherUser.statusCode).toBe(200);
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
    database = await createTestDatabase(engine);
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
