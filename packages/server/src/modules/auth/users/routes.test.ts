import { ROLES } from '@sisacte/contracts/auth/roles';
import { bearer, expectRefusedWritingNothing, signToken, testDatabases, useTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { PASSWORD_CONTAINS_OWNER_MESSAGE } from '@sisacte/contracts/auth/password-strength';
import { deleteUser, LAST_ADMIN_DELETE_MESSAGE, LAST_ADMIN_DEMOTE_MESSAGE, SELF_DELETE_MESSAGE } from './service';

const json = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) => ({
  method,
  url,
  payload: payload as Record<string, unknown>,
  headers,
});

async function roleId(t: TestApp, name: string): Promise<number> {
  const admin = await t.userWith([ROLES.ADMIN]);
  const res = await t.app.inject({ method: 'GET', url: '/api/roles?size=100', headers: admin.headers });
  return res.json().content.find((r: { name: string }) => r.name === name).id;
}

/** The server's name order: case and accents ignored ("Álvaro" before "Beto"), then id. */
const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  plain(a.name) < plain(b.name) ? -1 : plain(a.name) > plain(b.name) ? 1 : a.id - b.id;
const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Logs in and checks that the new token opens a session. */
async function expectLoginOpensSession(t: TestApp, username: string, password: string) {
  const login = await t.app.inject(json('POST', '/authenticate', { username, password }));
  expect(login.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(login.json().access_token) })).statusCode).toBe(200);
}

/** Counts users and role links, to prove a refused request wrote nothing. */
async function snapshot(t: TestApp) {
  return { users: await t.count('users'), links: await t.count('user_roles') };
}

describe.each(testDatabases())('users API on %s', (engine) => {
  const ctx = useTestApp(engine);
  let admin: TestUser;
  let clerk: TestUser; // a staff user without the administrator role
  let acolhimentoId: number;
  let painelId: number;

  beforeAll(async () => {
    const t = ctx();
    admin = await t.userWith([ROLES.ADMIN], { name: 'Ana Administradora' });
    clerk = await t.userWith([ROLES.ACOLHIMENTO], { name: 'Carlos Atendente' });
    acolhimentoId = await roleId(t, ROLES.ACOLHIMENTO);
    painelId = await roleId(t, ROLES.PAINEL);
  });

  const validUser = (overrides: Record<string, unknown> = {}) => ({
    name: 'Joana Pereira',
    username: `joana${Math.floor(Math.random() * 1e9)}`,
    email: 'joana@example.org',
    birthdate: '1985-03-09',
    password: 'uma-senha-boa',
    roles: [acolhimentoId],
    ...overrides,
  });

  describe('POST /api/user', () => {
    it('creates a user with its roles (201) who can then log in', async () => {
      const { app } = ctx();
      const payload = validUser({ username: 'Joana.Pereira' });
      const res = await app.inject(json('POST', '/api/user', payload, admin.headers));

      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        name: 'Joana Pereira',
        username: 'joana.pereira',
        email: 'joana@example.org',
        birthdate: '1985-03-09',
        roles: [{ id: acolhimentoId, name: ROLES.ACOLHIMENTO }],
        organizacoes: [],
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const login = await app.inject(json('POST', '/authenticate', { username: 'joana.pereira', password: 'uma-senha-boa' }));
      expect(login.statusCode).toBe(200);
    });

    it('stores hostile text literally', async () => {
      const { app } = ctx();
      const name = `Robert'); DROP TABLE users; -- <script>alert(1)</script>`;
      const res = await app.inject(json('POST', '/api/user', validUser({ name }), admin.headers));
      expect(res.statusCode).toBe(201);
      const back = await app.inject({ method: 'GET', url: `/api/users/${res.json().id}`, headers: admin.headers });
      expect(back.json().name).toBe(name);
    });

    it('refuses anonymous callers (401) and non-administrators (403), writing nothing', async () => {
      const t = ctx();
      const before = await snapshot(t);
      const anonymous = await t.app.inject(json('POST', '/api/user', validUser()));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Não autenticado', messages: expect.any(Array) });
      const forbidden = await t.app.inject(json('POST', '/api/user', validUser(), clerk.headers));
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Acesso negado', messages: expect.any(Array) });
      expect(await snapshot(t)).toEqual(before);
    });

    it.each([
      ['missing fields', {}, ['name: Nome é obrigatório', 'username: Usuário é obrigatório', 'password: Senha é obrigatória']],
      ['wrong-typed fields', { name: 12, roles: 'x' }, ['name: Nome é obrigatório', 'roles: Perfis devem ser uma lista de ids']],
      ['oversized name', { name: 'n'.repeat(500) }, ['name: Nome deve ter no máximo 120 caracteres']],
      ['oversized username', { username: 'u'.repeat(200) }, ['username: Usuário deve ter no máximo 60 caracteres']],
      ['a username with spaces', { username: 'joana pereira' }, ['username: Usuário aceita apenas letras minúsculas, números, ponto, hífen e sublinhado']],
      ['a short password', { password: '123' }, ['password: Senha deve ter ao menos 8 caracteres']],
      ['a bad e-mail', { email: 'não-é-email' }, ['email: E-mail inválido']],
      ['a future birthdate', { birthdate: '2999-01-01' }, ['birthdate: Data de nascimento não pode estar no futuro']],
      ['a birthdate in 1899', { birthdate: '1899-12-31' }, ['birthdate: Data de nascimento não pode ser anterior a 01/01/1900']],
      ['a role id that is not a number', { roles: ['admin'] }, ['roles.0: Perfil inválido']],
      ['a role as an object without a valid id', { roles: [{ id: 'admin' }] }, ['roles.0: Perfil inválido']],
    ])('answers 400 for %s, naming the fields, and writes nothing', async (_case, overrides, expected) => {
      const payload = Object.keys(overrides).length === 0 ? {} : validUser(overrides);
      await expectRefusedWritingNothing(ctx(), json('POST', '/api/user', payload, admin.headers), expected, snapshot);
    });

    it.each([
      ['a password sprayers try first', { password: '12345678' }, 'Senha fraca: esta é uma senha muito usada. Adicione mais palavras menos comuns.'],
      ['a common word with digits', { password: 'admin123' }, expect.stringMatching(/^Senha fraca: esta é uma senha comumente usada\./)],
      ['the username in the password', { username: 'joana.pereira', password: 'Joana.Pereira-2026!' }, PASSWORD_CONTAINS_OWNER_MESSAGE],
      ["a part of the person's name", { name: 'Joana Conceição', password: 'conceicao-mar-azul-77' }, PASSWORD_CONTAINS_OWNER_MESSAGE],
    ])('refuses %s (400, saying why in Portuguese) and writes nothing', async (_case, overrides, message) => {
      const t = ctx();
      const before = await snapshot(t);
      const res = await t.app.inject(json('POST', '/api/user', validUser(overrides), admin.headers));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, messages: [message] });
      expect(await snapshot(t)).toEqual(before);
    });

    it('refuses a duplicate username, whatever its case, with a clear message', async () => {
      const t = ctx();
      const first = await t.app.inject(json('POST', '/api/user', validUser({ username: 'duplicado' }), admin.headers));
      expect(first.statusCode).toBe(201);
      const before = await snapshot(t);

      const res = await t.app.inject(json('POST', '/api/user', validUser({ username: 'DUPLICADO' }), admin.headers));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Já existe um usuário com o nome de usuário "duplicado"',
        messages: ['Já existe um usuário com o nome de usuário "duplicado"'],
      });
      expect(await snapshot(t)).toEqual(before);
    });

    it('refuses unknown role ids without creating the user', async () => {
      const t = ctx();
      const before = await snapshot(t);
      const res = await t.app.inject(json('POST', '/api/user', validUser({ roles: [acolhimentoId, 999999] }), admin.headers));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Perfil inexistente: 999999', messages: ['Perfil inexistente: 999999'] });
      expect(await snapshot(t)).toEqual(before);
    });

    it('refuses a body over 1 MB and a body that is not JSON', async () => {
      const t = ctx();
      const before = await snapshot(t);
      const huge = await t.app.inject(json('POST', '/api/user', validUser({ name: 'x'.repeat(1_100_000) }), admin.headers));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe('O corpo da requisição é grande demais');
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: '{nome: ',
      });
      expect(notJson.statusCode).toBe(400);
      expect(await snapshot(t)).toEqual(before);
    });
  });

  describe('GET /api/users', () => {
    let people: number[] = [];

    beforeAll(async () => {
      const t = ctx();
      const names = ['Zélia Quixabá', 'João Quixabá', 'joana Quixaba', 'Álvaro Quixabá', 'Beto Quixabá'];
      people = [];
      for (const name of names) {
        const res = await t.app.inject(json('POST', '/api/user', validUser({ name, roles: [painelId, acolhimentoId] }), admin.headers));
        people.push(res.json().id);
      }
    });

    it('lists users by name ascending, 20 a page, with their roles', async () => {
      const t = ctx();
      const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ number: 0, size: 20, first: true });
      expect(page.totalElements).toBe(await t.count('users', 'deleted_at IS NULL'));
      expect(page.content).toEqual([...page.content].sort(byName));
      const joao = page.content.find((u: { name: string }) => u.name === 'João Quixabá');
      expect(joao.roles).toEqual(
        expect.arrayContaining([
          { id: painelId, name: ROLES.PAINEL },
          { id: acolhimentoId, name: ROLES.ACOLHIMENTO },
        ]),
      );
      expect(joao.roles).toHaveLength(2);
    });

    it('filters by name ignoring accents and case', async () => {
      const { app } = ctx();
      const res = await app.inject({ method: 'GET', url: '/api/users?name=JOAO%20QUIXABA', headers: admin.headers });
      expect(res.json().content.map((u: { name: string }) => u.name)).toEqual(['João Quixabá']);
      const zelia = await app.inject({ method: 'GET', url: '/api/users?name=z%C3%A9lia', headers: admin.headers });
      expect(zelia.json().content.map((u: { name: string }) => u.name)).toEqual(['Zélia Quixabá']);
      const wildcard = await app.inject({ method: 'GET', url: '/api/users?name=%25', headers: admin.headers });
      expect(wildcard.json().totalElements).toBe(0);
    });

    it('pages and sorts by the allowed fields', async () => {
      const { app } = ctx();
      const page = (n: number) =>
        app.inject({ method: 'GET', url: `/api/users?name=quixaba&size=2&page=${n}&sort=name,desc`, headers: admin.headers });
      const [first, second, third] = await Promise.all([page(0), page(1), page(2)]);
      expect(first.json()).toMatchObject({ number: 0, size: 2, totalElements: 5, totalPages: 3, first: true, last: false });
      expect(second.json()).toMatchObject({ number: 1, first: false, last: false });
      expect(third.json()).toMatchObject({ number: 2, first: false, last: true });
      const names = [first, second, third].flatMap((r) => r.json().content.map((u: { name: string }) => u.name));
      expect(names).toEqual(['Zélia Quixabá', 'João Quixabá', 'joana Quixaba', 'Beto Quixabá', 'Álvaro Quixabá']);

      const byId = await app.inject({ method: 'GET', url: '/api/users?sort=id,desc&size=100', headers: admin.headers });
      const ids = byId.json().content.map((u: { id: number }) => u.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it.each([
      ['an unknown sort field', 'sort=password_hash,asc', 'Campo de ordenação inválido: "password_hash". Use um destes: name, username, id, created_at'],
      ['a page size over the maximum', 'size=1000', 'size: size deve ser no máximo 100'],
      ['a negative page', 'page=-1', 'page: page deve ser 0 ou mais'],
      ['a non-numeric page', 'page=abc', 'page: page deve ser um número'],
    ])('answers 400 for %s', async (_case, query, message) => {
      const res = await ctx().app.inject({ method: 'GET', url: `/api/users?${query}`, headers: admin.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('refuses anonymous callers and non-administrators', async () => {
      const { app } = ctx();
      expect((await app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/users', headers: clerk.headers })).statusCode).toBe(403);
    });

    it('refuses a token with a bad signature, a malformed one and one past its exp', async () => {
      const { app } = ctx();
      const claims = { roles: [ROLES.ADMIN], name: admin.name, username_id: admin.id, sub: admin.username, tv: 0 };
      const forged = await signToken(claims, { secret: 'outro-segredo-que-nao-e-o-do-servidor!!' });
      const expired = await signToken(claims, { expiresAt: Math.floor(Date.now() / 1000) - 10 });
      for (const token of [forged, expired, 'isto.nao.e-um-jwt', `${admin.token}x`]) {
        const res = await app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Não autenticado');
      }
      const valid = await signToken(claims);
      expect((await app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${valid}` } })).statusCode).toBe(200);
    });
  });

  describe('GET /api/list-users', () => {
    it('lists every active user by name for the case workers\' author filters, as {id, name} only: no logins', async () => {
      const t = ctx();
      const res = await t.app.inject({ method: 'GET', url: '/api/list-users', headers: clerk.headers });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(await t.count('users', 'deleted_at IS NULL'));
      for (const item of list) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
      expect(list).toEqual([...list].sort(byName));
    });

    it('gives administrators the usernames too', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/list-users', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().find((u: { id: number }) => u.id === clerk.id)).toEqual({ id: clerk.id, name: clerk.name, username: clerk.username });
    });

    it('refuses anonymous callers (401) and staff whose screens do not list users (403)', async () => {
      const t = ctx();
      expect((await t.app.inject({ method: 'GET', url: '/api/list-users' })).statusCode).toBe(401);
      for (const role of [ROLES.AUTODIAGNOSTICO, ROLES.DENUNCIAS, ROLES.PAINEL, ROLES.RELATORIOS, ROLES.VISUALIZAR_TODAS_DEMANDAS]) {
        const user = await t.userWith([role]);
        const res = await t.app.inject({ method: 'GET', url: '/api/list-users', headers: user.headers });
        expect(res.statusCode).toBe(403);
      }
    });
  });

  describe('GET /api/users/{id}', () => {
    it('returns one user, and 404 in Portuguese for an unknown id', async () => {
      const { app } = ctx();
      const res = await app.inject({ method: 'GET', url: `/api/users/${clerk.id}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: clerk.id, name: 'Carlos Atendente', roles: [{ id: acolhimentoId, name: ROLES.ACOLHIMENTO }] });

      const missing = await app.inject({ method: 'GET', url: '/api/users/987654', headers: admin.headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Usuário não encontrado', messages: ['Usuário não encontrado'] });
    });

    it('answers 400 for an id that is not a number, 401 and 403 without the right token', async () => {
      const { app } = ctx();
      const bad = await app.inject({ method: 'GET', url: '/api/users/abc', headers: admin.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('id: id deve ser um número');
      expect((await app.inject({ method: 'GET', url: `/api/users/${clerk.id}` })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: `/api/users/${clerk.id}`, headers: clerk.headers })).statusCode).toBe(403);
    });
  });

  describe('PUT /api/user', () => {
    async function createOne(t: TestApp, overrides: Record<string, unknown> = {}) {
      const res = await t.app.inject(json('POST', '/api/user', validUser(overrides), admin.headers));
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; username: string };
    }

    it('updates the fields, replaces the roles and keeps the password when it is empty', async () => {
      const t = ctx();
      const user = await createOne(t, { password: 'senha-original' });
      const res = await t.app.inject(
        json('PUT', '/api/user', { id: user.id, name: 'Nome Novo', username: user.username, email: '', birthdate: null, roles: [painelId], password: '' }, admin.headers),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, name: 'Nome Novo', email: null, birthdate: null, roles: [{ id: painelId, name: ROLES.PAINEL }] });
      const login = await t.app.inject(json('POST', '/authenticate', { username: user.username, password: 'senha-original' }));
      expect(login.statusCode).toBe(200);
    });

    it('keeps the roles when the body has none (absent is not "no roles")', async () => {
      const t = ctx();
      const user = await createOne(t, { roles: [painelId] });
      const res = await t.app.inject(json('PUT', '/api/user', { id: user.id, name: 'Sem Perfis no Corpo', username: user.username }, admin.headers));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Sem Perfis no Corpo', roles: [{ id: painelId, name: ROLES.PAINEL }] });
      const none = await t.app.inject(json('PUT', '/api/user', { id: user.id, name: 'Sem Perfis', username: user.username, roles: [] }, admin.headers));
      expect(none.json().roles).toEqual([]);
    });

    it('changes the password when one is given', async () => {
      const t = ctx();
      const user = await createOne(t, { password: 'senha-original' });
      const res = await t.app.inject(json('PUT', '/api/user', { ...validUser({ username: user.username }), id: user.id, password: 'senha-trocada' }, admin.headers));
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject(json('POST', '/authenticate', { username: user.username, password: 'senha-original' }))).statusCode).toBe(401);
      expect((await t.app.inject(json('POST', '/authenticate', { username: user.username, password: 'senha-trocada' }))).statusCode).toBe(200);
    });

    it('ends every session of the user when the password changes, and keeps them on other edits', async () => {
      const t = ctx();
      const user = await t.userWith([ROLES.PAINEL]);
      const session = () => t.app.inject({ method: 'GET', url: '/api/session', headers: user.headers });
      const edit = (password: string) =>
        t.app.inject(json('PUT', '/api/user', { ...validUser({ username: user.username, roles: [painelId] }), id: user.id, password }, admin.headers));

      expect((await edit('')).statusCode).toBe(200);
      expect((await session()).statusCode).toBe(200);

      expect((await edit('senha-trocada')).statusCode).toBe(200);
      const refused = await session();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().messages).toEqual(['Sessão encerrada. Faça login novamente.']);

      await expectLoginOpensSession(t, user.username, 'senha-trocada');
    });

    it('refuses a weak new password (400, saying why), keeping the old one and every session', async () => {
      const t = ctx();
      const user = await t.userWith([ROLES.PAINEL], { name: 'Rita Moreira' });
      for (const [password, message] of [
        ['password', 'Senha fraca: esta é uma senha muito usada. Adicione mais palavras menos comuns.'],
        [`${user.username}-2026`, PASSWORD_CONTAINS_OWNER_MESSAGE],
        ['moreira-jabuticaba', PASSWORD_CONTAINS_OWNER_MESSAGE],
      ] as const) {
        const res = await t.app.inject(json('PUT', '/api/user', { ...validUser({ username: user.username, name: 'Rita Moreira' }), id: user.id, password }, admin.headers));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message, messages: [message] });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: user.headers })).statusCode).toBe(200);
      await expectLoginOpensSession(t, user.username, 'senha-de-teste');
      const back = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: admin.headers });
      expect(back.json()).toMatchObject({ email: null, roles: [{ id: painelId }] }); // the refused edits' fields were not written
    });

    it("refuses taking another user's username, and unknown roles, changing nothing", async () => {
      const t = ctx();
      const a = await createOne(t);
      const b = await createOne(t);
      const before = await t.app.inject({ method: 'GET', url: `/api/users/${b.id}`, headers: admin.headers });

      const dup = await t.app.inject(json('PUT', '/api/user', { ...validUser({ username: a.username.toUpperCase() }), id: b.id }, admin.headers));
      expect(dup.statusCode).toBe(400);
      expect(dup.json().message).toBe(`Já existe um usuário com o nome de usuário "${a.username}"`);

      const badRole = await t.app.inject(json('PUT', '/api/user', { ...validUser({ username: b.username, roles: [424242] }), id: b.id }, admin.headers));
      expect(badRole.statusCode).toBe(400);
      expect(badRole.json().message).toBe('Perfil inexistente: 424242');

      const after = await t.app.inject({ method: 'GET', url: `/api/users/${b.id}`, headers: admin.headers });
      expect(after.json()).toEqual(before.json());
    });

    it('answers 404 for an unknown user and 400 without an id', async () => {
      const { app } = ctx();
      const missing = await app.inject(json('PUT', '/api/user', { ...validUser(), id: 7777777 }, admin.headers));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Usuário não encontrado');
      const noId = await app.inject(json('PUT', '/api/user', validUser(), admin.headers));
      expect(noId.statusCode).toBe(400);
      expect(noId.json().messages).toContain('id: id do usuário é obrigatório');
    });

    it('refuses anonymous callers and non-administrators', async () => {
      const { app } = ctx();
      const payload = { ...validUser({ username: clerk.username }), id: clerk.id };
      expect((await app.inject(json('PUT', '/api/user', payload))).statusCode).toBe(401);
      expect((await app.inject(json('PUT', '/api/user', payload, clerk.headers))).statusCode).toBe(403);
    });
  });

  describe("users' organizations (who sees which complaint)", () => {
    it('creates with organizations as ids or {id}, answers them by name, keeps them when an update leaves them out, and takes a GET back as is', async () => {
      const t = ctx();
      const orgs = (await t.app.inject({ method: 'GET', url: '/api/organizacoes/list' })).json() as { id: number; nome: string }[];
      const created = await t.app.inject(json('POST', '/api/user', validUser({ organizacoes: [orgs[0]!.id, { id: orgs[1]!.id }, orgs[0]!.id] }), admin.headers));
      expect(created.statusCode).toBe(201);
      const user = created.json();
      expect(user.organizacoes.map((o: { id: number }) => o.id).sort()).toEqual([orgs[0]!.id, orgs[1]!.id].sort());
      expect(user.organizacoes[0].nome).toEqual(expect.any(String));
      // Left out: kept.
      const { organizacoes: _kept, ...withoutOrganizations } = user;
      const kept = await t.app.inject(json('PUT', '/api/user', { ...withoutOrganizations, roles: [acolhimentoId], name: 'Outro Nome' }, admin.headers));
      expect(kept.statusCode).toBe(200);
      expect(kept.json().organizacoes).toEqual(user.organizacoes);
      // The GET's answer with one field changed (roles as {id, name}, organizations as {id, nome}).
      const got = (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: admin.headers })).json();
      const roundTrip = await t.app.inject(json('PUT', '/api/user', { ...got, organizacoes: got.organizacoes.slice(0, 1) }, admin.headers));
      expect(roundTrip.statusCode).toBe(200);
      expect(roundTrip.json().organizacoes).toEqual(got.organizacoes.slice(0, 1));
      expect(roundTrip.json().roles).toEqual(got.roles);
      // Roles as {id} or bare ids, mixed.
      const mixed = await t.app.inject(json('PUT', '/api/user', { ...got, roles: [{ id: painelId }, acolhimentoId] }, admin.headers));
      expect(mixed.statusCode).toBe(200);
      expect(mixed.json().roles.map((r: { id: number }) => r.id).sort()).toEqual([painelId, acolhimentoId].sort());
      const cleared = await t.app.inject(json('PUT', '/api/user', { ...got, roles: [], organizacoes: [] }, admin.headers));
      expect(cleared.json().organizacoes).toEqual([]);
    });

    it('refuses unknown or malformed organizations, writing nothing', async () => {
      const t = ctx();
      const links = async () => ({ ...(await snapshot(t)), organizations: await t.count('user_organizations') });
      await expectRefusedWritingNothing(t, json('POST', '/api/user', validUser({ organizacoes: [999_999] }), admin.headers), ['Organização inexistente: 999999'], links);
      await expectRefusedWritingNothing(t, json('POST', '/api/user', validUser({ organizacoes: ['SRTE'] }), admin.headers), ['organizacoes.0: Organização inválida'], links);
      await expectRefusedWritingNothing(t, json('POST', '/api/user', validUser({ organizacoes: 3 }), admin.headers), ['organizacoes: Organizações devem ser uma lista'], links);
    });
  });

  describe('DELETE /api/users/{id}', () => {
    it('soft-deletes (204): the user disappears from the lists, the row stays, the username is free again', async () => {
      const t = ctx();
      const created = await t.app.inject(json('POST', '/api/user', validUser({ username: 'temporario' }), admin.headers));
      const id = created.json().id;
      const rows = await t.count('users');

      const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin.headers });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await t.count('users')).toBe(rows);
      expect(await t.count('users', `id = ${id} AND deleted_at IS NOT NULL`)).toBe(1);
      expect((await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin.headers })).statusCode).toBe(404);
      const list = await t.app.inject({ method: 'GET', url: '/api/list-users', headers: admin.headers });
      expect(list.json().map((u: { id: number }) => u.id)).not.toContain(id);

      const again = await t.app.inject(json('POST', '/api/user', validUser({ username: 'temporario' }), admin.headers));
      expect(again.statusCode).toBe(201);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin.headers })).statusCode).toBe(404);
    });

    it('refuses deleting yourself', async () => {
      const { app } = ctx();
      const res = await app.inject({ method: 'DELETE', url: `/api/users/${admin.id}`, headers: admin.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SELF_DELETE_MESSAGE, messages: [SELF_DELETE_MESSAGE] });
    });

    it('refuses anonymous callers and non-administrators, deleting nothing', async () => {
      const t = ctx();
      const target = await t.userWith([]);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${target.id}` })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${target.id}`, headers: clerk.headers })).statusCode).toBe(403);
      expect(await t.count('users', `id = ${target.id} AND deleted_at IS NULL`)).toBe(1);
    });
  });

  describe('POST /api/users/{id}/encerrar-sessoes', () => {
    const endSessions = (id: number | string, headers: Record<string, string> = admin.headers) =>
      ctx().app.inject({ method: 'POST', url: `/api/users/${id}/encerrar-sessoes`, headers });
    const sessionOf = (user: TestUser) => ctx().app.inject({ method: 'GET', url: '/api/session', headers: user.headers });

    it("ends every token of that user at once (204), and nobody else's", async () => {
      const t = ctx();
      const user = await t.userWith([ROLES.ACOLHIMENTO]);
      const other = await t.userWith([ROLES.ACOLHIMENTO]);
      const secondLogin = await t.app.inject(json('POST', '/authenticate', { username: user.username, password: 'senha-de-teste' }));
      const secondToken = { authorization: `Bearer ${secondLogin.json().access_token}` };

      const res = await endSessions(user.id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      expect((await sessionOf(user)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: secondToken })).statusCode).toBe(401);
      expect((await sessionOf(other)).statusCode).toBe(200);
      expect((await sessionOf(admin)).statusCode).toBe(200);

      // The user may log in again; the new token works.
      await expectLoginOpensSession(t, user.username, 'senha-de-teste');
    });

    it('answers 404 for an unknown or deleted user and 400 for an id that is not a number', async () => {
      const t = ctx();
      const gone = await t.userWith([]);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${gone.id}`, headers: admin.headers })).statusCode).toBe(204);
      for (const id of [7777777, gone.id]) {
        const res = await endSessions(id);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Usuário não encontrado');
      }
      expect((await endSessions('abc')).statusCode).toBe(400);
      expect((await endSessions("1'; DROP TABLE users; --")).statusCode).toBe(400);
    });

    it('refuses anonymous callers and non-administrators, ending nothing', async () => {
      const t = ctx();
      const target = await t.userWith([ROLES.PAINEL]);
      expect((await endSessions(target.id, {})).statusCode).toBe(401);
      expect((await endSessions(target.id, clerk.headers)).statusCode).toBe(403);
      expect((await sessionOf(target)).statusCode).toBe(200);
    });
  });
});

describe.each(testDatabases())('the last administrator on %s', (engine) => {
  // A database of its own: here there must be exactly one administrator.
  const ctx = useTestApp(engine);
  let only: TestUser;

  beforeAll(async () => {
    only = await ctx().userWith([ROLES.ADMIN]);
  });

  it('cannot lose the administrator role', async () => {
    const { app } = ctx();
    const res = await app.inject(json('PUT', '/api/user', { id: only.id, name: only.name, username: only.username, roles: [] }, only.headers));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LAST_ADMIN_DEMOTE_MESSAGE);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: only.headers })).statusCode).toBe(200);
  });

  it('cannot be deleted', async () => {
    // Through the API the caller is an administrator too, so "yourself" is refused first;
    // the rule still guards the service against any other caller.
    const t = ctx();
    const someoneElse = await t.userWith([]);
    await expect(deleteUser(t.handle.db, someoneElse.id, only.id)).rejects.toMatchObject({
      statusCode: 400,
      message: LAST_ADMIN_DELETE_MESSAGE,
    });
    expect(await t.count('users', 'deleted_at IS NOT NULL')).toBe(0);
  });

  it('can be deleted once another administrator exists', async () => {
    const t = ctx();
    const second = await t.userWith([ROLES.ADMIN]);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${only.id}`, headers: second.headers });
    expect(res.statusCode).toBe(204);
  });
});