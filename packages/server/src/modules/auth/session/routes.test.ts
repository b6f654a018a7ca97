import { ROLES } from '@sisacte/contracts/auth/roles';
import { signToken, testDatabases, useTestApp } from '../../../test/helpers';

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
