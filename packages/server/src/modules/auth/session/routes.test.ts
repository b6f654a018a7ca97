import { ROLES } from '@sisacte/contracts/auth/roles';
import { bearer, signToken, TEST_PASSWORD, testDatabases, useTestApp } from '../../../test/helpers';

describe.each(testDatabases())('GET /api/session on %s', (engine) => {
  const ctx = useTestApp(engine);

  it("confirms a valid token with the user's current roles", async () => {
    const user = await ctx().userWith([ROLES.PAINEL, ROLES.RELATORIOS], { name: 'Rita Fiscal' });
    const res = await ctx().app.inject({ method: 'GET', url: '/api/session', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      name: 'Rita Fiscal',
      roles: [ROLES.PAINEL, ROLES.RELATORIOS].sort(),
    });
  });

  it('answers 401 without a token, with a forged or expired one, and for a deleted user', async () => {
    const { app, userWith } = ctx();
    const admin = await userWith([ROLES.ADMIN]);
    const user = await userWith([ROLES.PAINEL]);
    const claims = { sub: user.username, username_id: user.id, name: user.name, roles: [ROLES.ADMIN] };
    const forged = await signToken(claims, { secret: 'chave-falsa-chave-falsa-chave-falsa-!' });
    const expired = await signToken(claims, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    for (const headers of [{}, { authorization: `Bearer ${forged}` }, { authorization: `Bearer ${expired}` }]) {
      const res = await app.inject({ method: 'GET', url: '/api/session', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Não autenticado');
    }
    await app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin.headers });
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: user.headers })).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('POST /api/logout on %s', (engine) => {
  const ctx = useTestApp(engine);
  const login = (username: string) =>
    ctx().app.inject({ method: 'POST', url: '/authenticate', payload: { username, password: TEST_PASSWORD } });
  const session = (token: string) => ctx().app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });

  it('answers 204 and the token (and every other token of the user) stops working; others are untouched', async () => {
    const { app, userWith } = ctx();
    const user = await userWith([ROLES.PAINEL]);
    const other = await userWith([ROLES.PAINEL]);
    const otherTab = (await login(user.username)).json().access_token as string;

    const res = await app.inject({ method: 'POST', url: '/api/logout', headers: user.headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await session(user.token)).statusCode).toBe(401);
    expect((await session(otherTab)).statusCode).toBe(401);
    expect((await session(other.token)).statusCode).toBe(200);
    // A second logout with the ended token is refused like any other call.
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: user.headers })).statusCode).toBe(401);

    const again = await login(user.username);
    expect(again.statusCode).toBe(200);
    expect((await session(again.json().access_token)).statusCode).toBe(200);
  });

  it('answers 401 to anonymous callers and to bad tokens', async () => {
    const { app } = ctx();
    for (const headers of [{}, bearer('isto.nao.e-um-jwt')]) {
      const res = await app.inject({ method: 'POST', url: '/api/logout', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Não autenticado');
    }
  });
});
