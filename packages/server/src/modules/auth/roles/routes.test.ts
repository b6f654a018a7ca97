import { ROLE_CATALOGUE, ROLES } from '@sisacte/contracts/auth/roles';
import { signToken, testDatabases, useTestApp, useTestUsers } from '../../../test/helpers';
import { SYSTEM_ROLE_RENAME_MESSAGE } from './service';

type RoleBody = { id: number; name: string; description: string | null; system: boolean };

const send = (method: 'POST' | 'PUT', payload: unknown, headers: Record<string, string> = {}) => ({
  method,
  url: '/api/role',
  payload: payload as Record<string, unknown>,
  headers,
});

describe.each(testDatabases())('roles API on %s', (engine) => {
  const ctx = useTestApp(engine);
  const users = useTestUsers(ctx, { admin: [ROLES.ADMIN], clerk: [ROLES.DENUNCIAS] });

  async function allRoles(): Promise<RoleBody[]> {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/roles?size=100', headers: users.admin.headers });
    return res.json().content;
  }
  const systemRole = async (name: string) => (await allRoles()).find((r) => r.name === name)!;

  describe('GET /api/roles', () => {
    it('lists the seeded catalogue as system roles, 50 a page, by name', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/roles', headers: users.admin.headers });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ number: 0, size: 50, first: true, last: true });
      for (const entry of ROLE_CATALOGUE) {
        expect(page.content).toContainEqual({ id: expect.any(Number), name: entry.name, description: entry.description, system: true });
      }
      const keys = page.content.map((r: RoleBody) => r.name.toLowerCase());
      expect(keys).toEqual([...keys].sort());
    });

    it('sorts by id when asked and refuses unknown sort fields', async () => {
      const { app } = ctx();
      const byId = await app.inject({ method: 'GET', url: '/api/roles?sort=id,desc', headers: users.admin.headers });
      const ids = byId.json().content.map((r: RoleBody) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const bad = await app.inject({ method: 'GET', url: '/api/roles?sort=system,asc', headers: users.admin.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Campo de ordenação inválido: "system". Use um destes: name, id');
    });

    it('refuses anonymous callers, non-administrators and expired or forged tokens', async () => {
      const { app } = ctx();
      expect((await app.inject({ method: 'GET', url: '/api/roles' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/roles', headers: users.clerk.headers })).statusCode).toBe(403);
      const claims = { roles: [ROLES.ADMIN], name: users.admin.name, username_id: users.admin.id, sub: users.admin.username };
      const expired = await signToken(claims, { expiresAt: Math.floor(Date.now() / 1000) - 1 });
      const forged = await signToken(claims, { secret: 'nao-e-o-segredo-do-servidor-mas-e-longo' });
      for (const token of [expired, forged]) {
        const res = await app.inject({ method: 'GET', url: '/api/roles', headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode).toBe(401);
      }
    });
  });

  describe('POST /api/role', () => {
    it('creates a role (201) that is not a system role', async () => {
      const res = await ctx().app.inject(send('POST', { name: '  Coordenação Regional ', description: 'Equipe regional' }, users.admin.headers));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number), name: 'Coordenação Regional', description: 'Equipe regional', system: false });
    });

    it('refuses a duplicate name, whatever its case, and the name of a catalogue role', async () => {
      const t = ctx();
      await t.app.inject(send('POST', { name: 'Supervisão' }, users.admin.headers));
      const before = await t.count('roles');
      const dup = await t.app.inject(send('POST', { name: 'SUPERVISÃO' }, users.admin.headers));
      expect(dup.statusCode).toBe(400);
      expect(dup.json()).toEqual({ message: 'Já existe um perfil com o nome "SUPERVISÃO"', messages: ['Já existe um perfil com o nome "SUPERVISÃO"'] });
      const catalogue = await t.app.inject(send('POST', { name: ROLES.PAINEL }, users.admin.headers));
      expect(catalogue.statusCode).toBe(400);
      expect(await t.count('roles')).toBe(before);
    });

    it.each([
      ['a missing name', {}, 'name: Nome do perfil é obrigatório'],
      ['a wrong-typed name', { name: 12 }, 'name: Nome do perfil é obrigatório'],
      ['a short name', { name: 'ab' }, 'name: Nome do perfil deve ter ao menos 3 caracteres'],
      ['an oversized name', { name: 'p'.repeat(500) }, 'name: Nome do perfil deve ter no máximo 120 caracteres'],
      ['an oversized description', { name: 'Perfil Válido', description: 'd'.repeat(1000) }, 'description: Descrição deve ter no máximo 300 caracteres'],
      ['a wrong-typed description', { name: 'Perfil Válido', description: ['x'] }, /^description: Entrada inválida/],
    ])('answers 400 for %s and writes nothing', async (_case, payload, message) => {
      const t = ctx();
      const before = await t.count('roles');
      const res = await t.app.inject(send('POST', payload, users.admin.headers));
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toContainEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      expect(await t.count('roles')).toBe(before);
    });

    it('refuses anonymous callers and non-administrators, writing nothing', async () => {
      const t = ctx();
      const before = await t.count('roles');
      expect((await t.app.inject(send('POST', { name: 'Perfil Intruso' }))).statusCode).toBe(401);
      expect((await t.app.inject(send('POST', { name: 'Perfil Intruso' }, users.clerk.headers))).statusCode).toBe(403);
      expect(await t.count('roles')).toBe(before);
    });
  });

  describe('PUT /api/role', () => {
    async function create(name: string): Promise<RoleBody> {
      const res = await ctx().app.inject(send('POST', { name, description: 'antes' }, users.admin.headers));
      expect(res.statusCode).toBe(201);
      return res.json();
    }

    it('renames a role of ours and changes its description', async () => {
      const role = await create('Perfil Antigo');
      const res = await ctx().app.inject(send('PUT', { id: role.id, name: 'Perfil Novo', description: null }, users.admin.headers));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: role.id, name: 'Perfil Novo', description: null, system: false });
    });

    it("changes a system role's description but refuses renaming it", async () => {
      const painel = await systemRole(ROLES.PAINEL);
      const described = await ctx().app.inject(send('PUT', { id: painel.id, name: ROLES.PAINEL, description: 'Painel e gráficos' }, users.admin.headers));
      expect(described.statusCode).toBe(200);
      expect(described.json()).toEqual({ id: painel.id, name: ROLES.PAINEL, description: 'Painel e gráficos', system: true });

      const renamed = await ctx().app.inject(send('PUT', { id: painel.id, name: 'Painel Geral' }, users.admin.headers));
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json()).toEqual({ message: SYSTEM_ROLE_RENAME_MESSAGE, messages: [SYSTEM_ROLE_RENAME_MESSAGE] });
      expect((await systemRole(ROLES.PAINEL)).description).toBe('Painel e gráficos');
    });

    it('refuses taking the name of another role, and answers 404 for an unknown id', async () => {
      await create('Perfil Alfa');
      const b = await create('Perfil Beta');
      const dup = await ctx().app.inject(send('PUT', { id: b.id, name: 'perfil alfa' }, users.admin.headers));
      expect(dup.statusCode).toBe(400);
      expect(dup.json().message).toBe('Já existe um perfil com o nome "perfil alfa"');
      expect((await allRoles()).find((r) => r.id === b.id)!.name).toBe('Perfil Beta');

      const missing = await ctx().app.inject(send('PUT', { id: 9_999_999, name: 'Qualquer' }, users.admin.headers));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Perfil não encontrado');
    });

    it('answers 400 without an id or with wrong types, changing nothing', async () => {
      const role = await create('Perfil Gama');
      for (const payload of [{ name: 'Sem Id' }, { id: 'um', name: 'Id Texto' }, { id: role.id, name: 7 }]) {
        const res = await ctx().app.inject(send('PUT', payload, users.admin.headers));
        expect(res.statusCode).toBe(400);
      }
      expect((await allRoles()).find((r) => r.id === role.id)).toEqual(role);
    });

    it('refuses anonymous callers and non-administrators', async () => {
      const role = await create('Perfil Delta');
      expect((await ctx().app.inject(send('PUT', { id: role.id, name: 'Hackeado' }))).statusCode).toBe(401);
      expect((await ctx().app.inject(send('PUT', { id: role.id, name: 'Hackeado' }, users.clerk.headers))).statusCode).toBe(403);
      expect((await allRoles()).find((r) => r.id === role.id)!.name).toBe('Perfil Delta');
    });
  });
});
