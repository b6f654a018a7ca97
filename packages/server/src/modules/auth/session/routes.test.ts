import { randomUUID } from 'node:crypto';
import { PASSWORD_CONTAINS_OWNER_MESSAGE } from '@sisacte/contracts/auth/password-strength';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { CURRENT_PASSWORD_WRONG_MESSAGE, SAME_PASSWORD_MESSAGE } from '@sisacte/contracts/auth/session';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { queryRows } from '../../../db/client';
import { bearer, signToken, TEST_PASSWORD, testDatabases, useTestApp } from '../../../test/helpers';
import { purgeExpiredSessions } from '../users/repository';

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
  const login = async (username: string) => {
    const res = await ctx().app.inject({ method: 'POST', url: '/authenticate', payload: { username, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    return res.json().access_token as string;
  };
  const session = (token: string) => ctx().app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
  const logout = (token: string) => ctx().app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });

  it("ends this login's session only (204): the same user's other browser goes on; other users are untouched", async () => {
    const { userWith } = ctx();
    const user = await userWith([ROLES.PAINEL]);
    const other = await userWith([ROLES.PAINEL]);
    const office = await login(user.username);
    const phone = await login(user.username);

    const res = await logout(office);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const ended = await session(office);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().messages).toEqual(['Sessão encerrada. Faça login novamente.']);
    expect((await session(phone)).statusCode).toBe(200);
    expect((await session(user.token)).statusCode).toBe(200);
    expect((await session(other.token)).statusCode).toBe(200);
    // A second logout with the ended token is refused like any other call.
    expect((await logout(office)).statusCode).toBe(401);

    const again = await login(user.username);
    expect((await session(again)).statusCode).toBe(200);
    expect((await session(phone)).statusCode).toBe(200);
  });

  it("'Encerrar sessões' still ends every session of the user, each login's too", async () => {
    const { app, userWith } = ctx();
    const admin = await userWith([ROLES.ADMIN]);
    const user = await userWith([ROLES.PAINEL]);
    const [office, phone] = [await login(user.username), await login(user.username)];
    const res = await app.inject({ method: 'POST', url: `/api/users/${user.id}/encerrar-sessoes`, headers: admin.headers });
    expect(res.statusCode).toBe(204);
    for (const token of [office, phone, user.token]) expect((await session(token)).statusCode).toBe(401);
    expect(await ctx().count('user_sessions', `user_id = ${user.id}`)).toBe(0);
    expect((await session(admin.token)).statusCode).toBe(200);
  });

  it('a token without a session id (signed before sessions had ids) is ended with all the others of its user', async () => {
    const { userWith } = ctx();
    const user = await userWith([ROLES.PAINEL]); // the test helper signs without a session
    const withSession = await login(user.username);
    expect((await logout(user.token)).statusCode).toBe(204);
    expect((await session(user.token)).statusCode).toBe(401);
    expect((await session(withSession)).statusCode).toBe(401);
  });

  it('a session id that was never opened, or that belongs to another user, is refused', async () => {
    const { userWith } = ctx();
    const user = await userWith([ROLES.PAINEL]);
    const other = await userWith([ROLES.PAINEL]);
    const othersSid = decodeJwt(await login(other.username)).sid as string;
    const claims = { sub: user.username, username_id: user.id, name: user.name, roles: [ROLES.PAINEL], tv: 0 };
    for (const sid of [randomUUID(), othersSid]) {
      const res = await session(await signToken({ ...claims, sid }));
      expect(res.statusCode).toBe(401);
    }
    expect((await session(await signToken({ ...claims, sid: 'nao-e-um-uuid' }))).statusCode).toBe(401);
  });

  it('answers 401 to anonymous callers and to bad tokens', async () => {
    const { app } = ctx();
    for (const headers of [{}, bearer('isto.nao.e-um-jwt')]) {
      const res = await app.inject({ method: 'POST', url: '/api/logout', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Não autenticado');
    }
  });

  it("forgets expired sessions' rows, and only those", async () => {
    const { app, handle, userWith } = ctx();
    const user = await userWith([ROLES.PAINEL]);
    const live = await login(user.username);
    const expired = await login(user.username);
    const expiredSid = decodeJwt(expired).sid as string;
    await handle.db.execute(sql`UPDATE user_sessions SET expires_at = now() - interval '1 minute' WHERE id = ${expiredSid}`);
    await purgeExpiredSessions(app.db);
    expect(await ctx().count('user_sessions', `id = '${expiredSid}'`)).toBe(0);
    expect(await ctx().count('user_sessions', `id = '${decodeJwt(live).sid as string}'`)).toBe(1);
  });
});

describe.each(testDatabases())('PUT /api/session/password on %s', (engine) => {
  const ctx = useTestApp(engine, { loginRateLimit: { perIpPerMinute: 10_000, perUserFailures: 3, perUserWindowMs: 60_000 } });
  const login = async (username: string, password = TEST_PASSWORD) =>
    ctx().app.inject({ method: 'POST', url: '/authenticate', payload: { username, password } });
  const session = (token: string) => ctx().app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
  const change = (token: string | null, payload: unknown, remoteAddress = '127.0.0.1') =>
    ctx().app.inject({ method: 'PUT', url: '/api/session/password', headers: token ? bearer(token) : {}, payload: payload as Record<string, unknown>, remoteAddress });
  const passwordHash = async (id: number) =>
    (await queryRows<{ password_hash: string }>(ctx().handle.db, sql`SELECT password_hash FROM users WHERE id = ${id}`))[0]!.password_hash;

  it('changes the password, ends every session of the user (this one too) and answers a new token that works', async () => {
    const { userWith } = ctx();
    const user = await userWith([ROLES.PAINEL]);
    const office = (await login(user.username)).json().access_token as string;
    const phone = (await login(user.username)).json().access_token as string;

    const res = await change(office, { currentPassword: TEST_PASSWORD, newPassword: 'jabuticaba-azul-voando' });
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: expect.any(Number) });

    for (const token of [office, phone, user.token]) expect((await session(token)).statusCode).toBe(401);
    expect((await session(fresh.access_token)).statusCode).toBe(200);
    expect((await login(user.username)).statusCode).toBe(401);
    expect((await login(user.username, 'jabuticaba-azul-voando')).statusCode).toBe(200);
  });

  it.each([
    ['a password sprayers try first', '12345678', 'Senha fraca: esta é uma senha muito usada. Adicione mais palavras menos comuns.'],
    ['one holding the username', 'USERNAME-jabuticaba', PASSWORD_CONTAINS_OWNER_MESSAGE],
    ["one holding a part of the user's name", 'gonçalves-jabuticaba-9', PASSWORD_CONTAINS_OWNER_MESSAGE],
    ['the current password again', TEST_PASSWORD, SAME_PASSWORD_MESSAGE],
  ])('refuses %s (400, saying why), changing nothing', async (_case, newPassword, message) => {
    const { userWith } = ctx();
    const user = await userWith([ROLES.PAINEL], { name: 'Mário Gonçalves' });
    const before = await passwordHash(user.id);
    const res = await change(user.token, { currentPassword: TEST_PASSWORD, newPassword: newPassword.replace('USERNAME', user.username) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, messages: [message] });
    expect(await passwordHash(user.id)).toBe(before);
    expect((await session(user.token)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 (not 401: the session stays), and counts it like a failed login', async () => {
    const { userWith } = ctx();
    const user = await userWith([ROLES.PAINEL]);
    const before = await passwordHash(user.id);
    const address = '198.51.100.77';
    for (let i = 0; i < 3; i++) {
      const res = await change(user.token, { currentPassword: 'nao-e-esta', newPassword: 'jabuticaba-azul-voando' }, address);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CURRENT_PASSWORD_WRONG_MESSAGE);
    }
    const limited = await change(user.token, { currentPassword: TEST_PASSWORD, newPassword: 'jabuticaba-azul-voando' }, address);
    expect(limited.statusCode).toBe(429);
    expect(await passwordHash(user.id)).toBe(before);
    expect((await session(user.token)).statusCode).toBe(200);
    // The login from that address is held back as well; from another it works.
    expect((await ctx().app.inject({ method: 'POST', url: '/authenticate', payload: { username: user.username, password: TEST_PASSWORD }, remoteAddress: address })).statusCode).toBe(429);
    expect((await login(user.username)).statusCode).toBe(200);
  });

  it('answers 400 in Portuguese for missing, short and oversized fields', async () => {
    const { userWith } = ctx();
    const user = await userWith([]);
    const missing = await change(user.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toEqual(['currentPassword: Informe a senha atual', 'newPassword: Informe a nova senha']);
    const short = await change(user.token, { currentPassword: TEST_PASSWORD, newPassword: 'curta' });
    expect(short.json().messages).toEqual(['newPassword: A nova senha deve ter ao menos 8 caracteres']);
    const long = await change(user.token, { currentPassword: 'x'.repeat(200), newPassword: 'y'.repeat(200) });
    expect(long.json().messages).toEqual(['currentPassword: Senha muito longa', 'newPassword: A nova senha deve ter no máximo 128 caracteres']);
  });

  it('answers 401 to anonymous callers and to ended sessions', async () => {
    const { userWith } = ctx();
    const user = await userWith([]);
    const body = { currentPassword: TEST_PASSWORD, newPassword: 'jabuticaba-azul-voando' };
    expect((await change(null, body)).statusCode).toBe(401);
    const token = (await login(user.username)).json().access_token as string;
    await ctx().app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect((await change(token, body)).statusCode).toBe(401);
    expect((await login(user.username)).statusCode).toBe(200); // nothing changed
  });
});
