import { ROLES } from '@sisacte/contracts/auth/roles';
import { testDatabases, useTestApp } from '../test/helpers';

/**
 * What validation lets through but the database refuses (a NUL character, year 0) gets a
 * Portuguese 400, never a 500, and nothing is written.
 */
describe.each(testDatabases())('input the database refuses, on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('a NUL character in public and staff requests is a 400', async () => {
    const { app, userWith } = ctx();
    const staff = await userWith([ROLES.ACOLHIMENTO, ROLES.ADMIN]);
    const requests = [
      { method: 'POST' as const, url: '/authenticate', payload: { username: 'adm\u0000in', password: 'x' } },
      { method: 'POST' as const, url: '/api/denuncias/acompanhamento', payload: { numerodemanda: 'DEN\u0000', codigo: 'x' } },
      { method: 'GET' as const, url: '/api/welcomeds?name=a%00b', headers: staff.headers },
      { method: 'GET' as const, url: '/api/welcomeds/search?name=abc%00d', headers: staff.headers },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect({ url: request.url, status: res.statusCode }).toEqual({ url: request.url, status: 400 });
      expect(res.json().messages.join(' ')).toMatch(/inválid/);
    }
  });

  it('a date the database cannot hold is a 400 and nothing is written', async () => {
    const { app, userWith, count } = ctx();
    const admin = await userWith([ROLES.ADMIN, ROLES.ACOLHIMENTO]);
    const list = await app.inject({ method: 'GET', url: '/api/welcomeds?date_ini=0000-01-01', headers: admin.headers });
    expect(list.statusCode).toBe(400);
    const before = await count('users');
    const create = await app.inject({
      method: 'POST',
      url: '/api/user',
      headers: admin.headers,
      payload: { name: 'Ano Zero', username: 'ano.zero', password: 'senha-segura-1', birthdate: '0000-01-01', roles: [] },
    });
    expect(create.statusCode).toBe(400);
    expect(await count('users')).toBe(before);
  });
});
