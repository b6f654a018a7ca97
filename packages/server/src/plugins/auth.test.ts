import { ROLES } from '@sisacte/contracts/auth/roles';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { bearer, createTestApp, sessionChecksForgotten, signToken, testDatabases, useTestApp } from '../test/helpers';
import { currentUser, requireAnyRole, requireRole } from './auth';

/** Routes of this test's own, one per guard. */
const guarded: FastifyPluginAsync = async (app) => {
  app.get('/test/logged-in', { onRequest: app.authenticate }, async (request) => ({ id: currentUser(request).id }));
  app.get('/test/denuncias', { onRequest: requireRole(ROLES.DENUNCIAS) }, async () => ({ ok: true }));
  app.post('/test/painel-or-relatorios', { onRequest: requireAnyRole([ROLES.PAINEL, ROLES.RELATORIOS]) }, async () => ({ ok: true }));
};

describe.each(testDatabases())('route guards on %s', (engine) => {
  const ctx = useTestApp(engine, {}, guarded);
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

  it('authenticate: 401 without a token or with one that is not a Bearer JWT', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer a.b.c' },
    ];
    for (const headers of attempts) {
      const res = await get('/test/logged-in', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Não autenticado', messages: [expect.any(String)] });
    }
  });

  it('authenticate: sets the current user for a valid token', async () => {
    const user = await ctx().userWith([]);
    const res = await get('/test/logged-in', user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id });
  });

  it('refuses unsigned (alg none) tokens and tokens with missing claims', async () => {
    const user = await ctx().userWith([ROLES.DENUNCIAS]);
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 600;
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: user.username, username_id: user.id, roles: [ROLES.ADMIN], name: 'x', exp })}.`;
    const noUserId = await signToken({ sub: user.username, roles: [ROLES.DENUNCIAS], name: user.name });
    for (const token of [unsigned, noUserId]) {
      expect((await get('/test/denuncias', bearer(token))).statusCode).toBe(401);
    }
  });

  it("refuses a well-signed token whose session version is not the user's current one, or that has none", async () => {
    const user = await ctx().userWith([ROLES.DENUNCIAS]);
    const claims = { sub: user.username, username_id: user.id, roles: [ROLES.DENUNCIAS], name: user.name };
    const current = await signToken({ ...claims, tv: 0 });
    expect((await get('/test/logged-in', bearer(current))).statusCode).toBe(200);
    for (const token of [await signToken({ ...claims, tv: 1 }), await signToken(claims)]) {
      expect((await get('/test/logged-in', bearer(token))).statusCode).toBe(401);
    }
    await ctx().app.inject({ method: 'POST', url: '/api/logout', headers: user.headers });
    const res = await get('/test/logged-in', bearer(current));
    expect(res.statusCode).toBe(401);
    expect(res.json().messages).toEqual(['Sessão encerrada. Faça login novamente.']);
  });

  it('a well-signed token for a user that does not exist is refused', async () => {
    const token = await signToken({ sub: 'fantasma', username_id: 99_999, roles: [ROLES.ADMIN], name: 'Fantasma' });
    expect((await get('/test/logged-in', bearer(token))).statusCode).toBe(401);
  });

  it('requireRole: 403 without the role, 200 with it, and the administrator passes every check', async () => {
    const { userWith } = ctx();
    const other = await userWith([ROLES.PAINEL]);
    const holder = await userWith([ROLES.DENUNCIAS]);
    const admin = await userWith([ROLES.ADMIN]);
    const refused = await get('/test/denuncias', other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Acesso negado', messages: [expect.any(String)] });
    expect((await get('/test/denuncias', holder.headers)).statusCode).toBe(200);
    expect((await get('/test/denuncias', admin.headers)).statusCode).toBe(200);
    expect((await get('/test/denuncias')).statusCode).toBe(401);
  });

  it('requireAnyRole: any one of the roles is enough, and it is checked before the body', async () => {
    const { app, userWith } = ctx();
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/test/painel-or-relatorios', headers: { ...headers, 'content-type': 'application/json' }, payload: '{broken' });
    expect((await post((await userWith([ROLES.RELATORIOS])).headers)).statusCode).toBe(400); // passes the guard, then the bad JSON
    expect((await post((await userWith([ROLES.ACOLHIMENTO])).headers)).statusCode).toBe(403);
    expect((await post({})).statusCode).toBe(401);
  });

  it('a token that worked stops working when it expires (its checked signature is remembered, never past exp)', async () => {
    const user = await ctx().userWith([]);
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await signToken({ sub: user.username, username_id: user.id, roles: [], name: user.name, tv: 0 }, { expiresAt: exp });
    expect((await get('/test/logged-in', bearer(token))).statusCode).toBe(200);
    expect((await get('/test/logged-in', bearer(token))).statusCode).toBe(200);
    // The clock moved past exp (only the date: the database and the server keep their real timers).
    jest.useFakeTimers({
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
      now: exp * 1000 + 50,
    });
    let res: Awaited<ReturnType<typeof get>>;
    try {
      res = await get('/test/logged-in', bearer(token));
    } finally {
      jest.useRealTimers();
    }
    expect(res.statusCode).toBe(401);
    expect(res.json().messages).toEqual(['Sessão inválida ou expirada. Faça login novamente.']);
  });

  it('two instances on one database: a logout or a removed role through one takes effect on the other as soon as it hears of it', async () => {
    const { handle, userWith } = ctx();
    const other = await createTestApp(handle, {}, guarded);
    try {
      const user = await userWith([ROLES.DENUNCIAS]);
      const onOther = (url: string) => other.app.inject({ method: 'GET', url, headers: user.headers });
      expect((await onOther('/test/denuncias')).statusCode).toBe(200);
      let heard = sessionChecksForgotten(other.app, user.id);
      await handle.db.execute(sql`DELETE FROM user_roles WHERE user_id = ${user.id}`);
      await heard;
      expect((await onOther('/test/denuncias')).statusCode).toBe(403);
      expect((await onOther('/test/logged-in')).statusCode).toBe(200);
      heard = sessionChecksForgotten(other.app, user.id);
      expect((await ctx().app.inject({ method: 'POST', url: '/api/logout', headers: user.headers })).statusCode).toBe(204);
      await heard;
      expect((await onOther('/test/logged-in')).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('roles come from the database: a role removed after login stops working as soon as the database tells the instance', async () => {
    const { handle, userWith } = ctx();
    const user = await userWith([ROLES.DENUNCIAS]);
    expect((await get('/test/denuncias', user.headers)).statusCode).toBe(200);
    const heard = sessionChecksForgotten(ctx().app, user.id);
    await handle.db.execute(sql`DELETE FROM user_roles WHERE user_id = ${user.id}`);
    await heard;
    expect((await get('/test/denuncias', user.headers)).statusCode).toBe(403);
  });
});
