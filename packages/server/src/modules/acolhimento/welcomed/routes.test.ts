import { cpfTakenMessage, WELCOMED_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/welcomed';
import { AGE_RANGE_MESSAGE, reversedDatesMessage, welcomedFilterSchema } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { ROLES } from '@sisacte/contracts/auth/roles';
import ExcelJS from 'exceljs';
// The library itself, not its index (which reads a sample file when loaded without a parent module).
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore no types for the inner path (a root dev dependency, for tests only)
import pdfParseUntyped from 'pdf-parse/lib/pdf-parse.js';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { expectRefusedWritingNothing, testDatabases, useTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { listWelcomeds } from './list-repository';
import { restoreCpfTakenMessage, TRASHED_UPDATE_MESSAGE } from './service';

const pdfParse = pdfParseUntyped as (data: Buffer) => Promise<{ text: string }>;

// Valid CPFs (check digits right) and one with wrong check digits.
const CPF_A = '52998224725';
const CPF_B = '11144477735';
const CPF_C = '39053344705';
const CPF_BAD = '52998224724';

interface Refs {
  brazilStateId: number;
  brazilCityId: number;
  otherCityId: number;
  otherStateId: number;
  foreignCountryId: number;
  foreignStateId: number;
  pedreiroId: number;
  cozinheiraId: number;
}

async function seedReferences(t: TestApp): Promise<Refs> {
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.handle.db, q))[0]!.id;
  const foreignCountryId = await one(sql`INSERT INTO countries (nome_pt) VALUES ('Venezuela de Teste') RETURNING id`);
  const brazilStateId = await one(sql`INSERT INTO states (country_id, nome) VALUES (1, 'Roraima de Teste') RETURNING id`);
  const otherStateId = await one(sql`INSERT INTO states (country_id, nome) VALUES (1, 'Amazonas de Teste') RETURNING id`);
  const foreignStateId = await one(sql`INSERT INTO states (country_id, nome) VALUES (${foreignCountryId}, 'Zulia') RETURNING id`);
  const brazilCityId = await one(sql`INSERT INTO cities (state_id, nome) VALUES (${brazilStateId}, 'Pacaraima de Teste') RETURNING id`);
  const otherCityId = await one(sql`INSERT INTO cities (state_id, nome) VALUES (${otherStateId}, 'Manaus de Teste') RETURNING id`);
  const pedreiroId = await one(sql`INSERT INTO functions (name) VALUES ('Pedreiro') RETURNING id`);
  const cozinheiraId = await one(sql`INSERT INTO functions (name) VALUES ('Cozinheira') RETURNING id`);
  return { foreignCountryId, brazilStateId, otherStateId, foreignStateId, brazilCityId, otherCityId, pedreiroId, cozinheiraId };
}

const yearsAgo = (years: number, extraDays = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - extraDays);
  return d.toISOString().slice(0, 10);
};

/** Counts rows of the module's tables, to prove a refused request wrote nothing. */
async function snapshot(t: TestApp) {
  return {
    people: await t.count('welcomeds'),
    history: await t.count('welcomed_history'),
    links: await t.count('welcomed_functions'),
  };
}

jest.setTimeout(120_000);

describe.each(testDatabases())('welcomed API on %s', (engine) => {
  const ctx = useTestApp(engine);
  let worker: TestUser; // case worker (Acolhimento)
  let admin: TestUser;
  let other: TestUser; // staff without the role
  let refs: Refs;

  beforeAll(async () => {
    const t = ctx();
    worker = await t.userWith([ROLES.ACOLHIMENTO], { name: 'Wanda Assistente' });
    admin = await t.userWith([ROLES.ADMIN], { name: 'Ana Admin' });
    other = await t.userWith([ROLES.DENUNCIAS]);
    refs = await seedReferences(t);
  });

  const person = (overrides: Record<string, unknown> = {}) => ({
    name: 'Maria José da Silva',
    gender: 'Feminino',
    birthdate: '1990-05-17',
    nacionality: 1,
    cpf: null,
    rg: null,
    functions: [],
    ...overrides,
  });

  const create = async (overrides: Record<string, unknown> = {}, who: TestUser = worker) => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/welcomed', payload: person(overrides), headers: who.headers });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; name: string; cpf: string | null; status: string };
  };
  const get = (url: string, who: TestUser | null = worker) =>
    ctx().app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

  describe('POST /api/welcomed', () => {
    it('creates an active person with the author, computed age, references and functions (201)', async () => {
      const { app } = ctx();
      const res = await app.inject({
        method: 'POST',
        url: '/api/welcomed',
        headers: worker.headers,
        payload: person({
          name: '  João Criação  ',
          gender: 'Masculino',
          birthdate: yearsAgo(30),
          cpf: '390.533.447-05',
          rg: 'V1234567-8',
          cep: '69345-000',
          address: 'Rua das Flores, 10',
          address_complement: 'Casa 2',
          address_district: 'Centro',
          address_state: 'RR',
          address_city: 'Pacaraima',
          state: refs.brazilStateId,
          city: refs.brazilCityId,
          civil_status: 'Casado',
          scholarity: 'Ensino Fundamental Incomplento',
          functions: [refs.pedreiroId, refs.cozinheiraId],
        }),
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        id: expect.any(Number),
        name: 'João Criação',
        gender: 'Masculino',
        age: 30,
        nacionality: { id: 1, nome_pt: 'Brasil' },
        cpf: CPF_C,
        rg: 'V1234567-8',
        status: 'active',
        author: { id: worker.id, name: 'Wanda Assistente' },
        cep: '69345000',
        state: { id: refs.brazilStateId, nome: 'Roraima de Teste' },
        city: { id: refs.brazilCityId, nome: 'Pacaraima de Teste' },
        civil_status: 'Casado',
        scholarity: 'Ensino Fundamental Incomplento',
        family: null,
        functions: [
          { id: refs.cozinheiraId, name: 'Cozinheira' },
          { id: refs.pedreiroId, name: 'Pedreiro' },
        ],
        monitors: 0,
      });
      expect(new Date(body.date_of_register).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const back = await get(`/api/welcomeds/${body.id}`);
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual(body);

      // One history entry, in the same write, with every field that was set, readable.
      const history = (await get(`/api/welcomed-history/${body.id}`)).json();
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ action: 'create', author: { id: worker.id, name: 'Wanda Assistente' } });
      const changes = Object.fromEntries(history[0].changes.map((c: { field: string; to: string }) => [c.field, c.to]));
      expect(changes).toMatchObject({
        name: 'João Criação',
        nacionality: 'Brasil',
        cpf: '390.533.447-05',
        city: 'Pacaraima de Teste',
        functions: 'Cozinheira, Pedreiro',
        status: 'Ativo',
      });
      expect(history[0].changes.every((c: { from: unknown }) => c.from === null)).toBe(true);
    });

    it('accepts back what GET answers with one field changed (references as objects) — the round trip', async () => {
      const created = await create({ name: 'Rosa Ida e Volta', nacionality: { id: 1 }, state: { id: refs.brazilStateId }, city: refs.brazilCityId, functions: [{ id: refs.pedreiroId }] });
      const body = (await get(`/api/welcomeds/${created.id}`)).json();
      expect(body).toMatchObject({ nacionality: { id: 1 }, state: { id: refs.brazilStateId }, city: { id: refs.brazilCityId }, functions: [{ id: refs.pedreiroId, name: 'Pedreiro' }] });
      const res = await ctx().app.inject({ method: 'PUT', url: '/api/welcomed', payload: { ...body, name: 'Rosa Ida e Volta Alterada' }, headers: worker.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...body, name: 'Rosa Ida e Volta Alterada' });
    });

    it('stores hostile text literally', async () => {
      const name = `Robert'); DROP TABLE welcomeds; -- <script>alert(1)</script>`;
      const created = await create({ name });
      expect((await get(`/api/welcomeds/${created.id}`)).json().name).toBe(name);
    });

    it('refuses anonymous callers (401) and users without the role (403), writing nothing', async () => {
      const t = ctx();
      const before = await snapshot(t);
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/welcomed', payload: person() });
      expect(anonymous.statusCode).toBe(401);
      const forbidden = await t.app.inject({ method: 'POST', url: '/api/welcomed', payload: person(), headers: other.headers });
      expect(forbidden.statusCode).toBe(403);
      expect(await snapshot(t)).toEqual(before);
      // The administrator passes.
      expect((await t.app.inject({ method: 'POST', url: '/api/welcomed', payload: person(), headers: admin.headers })).statusCode).toBe(201);
    });

    it.each([
      ['missing fields', {}, ['name: Nome é obrigatório', 'gender: Sexo é obrigatório', 'nacionality: Nacionalidade é obrigatória']],
      ['wrong-typed fields', { name: 12, nacionality: 'Brasil', functions: 'x' }, ['name: Nome é obrigatório', 'nacionality: Nacionalidade é obrigatória', 'functions: Profissões devem ser uma lista de ids']],
      ['an oversized name', { name: 'n'.repeat(151) }, ['name: Nome deve ter no máximo 150 caracteres']],
      ['an oversized CRNM', { rg: 'r'.repeat(31) }, ['rg: CRNM deve ter no máximo 30 caracteres']],
      ['a CPF with wrong check digits', { cpf: CPF_BAD }, ['cpf: CPF inválido']],
      ['a CPF of repeated digits', { cpf: '111.111.111-11' }, ['cpf: CPF inválido']],
      ['a future birthdate', { birthdate: '2999-01-01' }, ['birthdate: Data de nascimento não pode estar no futuro']],
      ['a birthdate in 1899', { birthdate: '1899-12-31' }, ['birthdate: Data de nascimento não pode ser anterior a 01/01/1900']],
      ['a gender outside the list', { gender: 'Outro' }, ['gender: Sexo deve ser Masculino ou Feminino']],
      ['a civil status outside the list', { civil_status: 'Noivo' }, ['civil_status: Estado civil inválido']],
      ['a schooling outside the list', { scholarity: 'Ensino Fundamental Incompleto' }, ['scholarity: Escolaridade inválida']],
      ['a CEP without 8 digits', { cep: '1234' }, ['cep: CEP deve ter 8 dígitos']],
      ['hostile ids', { nacionality: "1; DROP TABLE welcomeds", functions: ['1 OR 1=1'] }, ['nacionality: Nacionalidade é obrigatória', 'functions.0: Profissão inválida']],
      ['an unknown country', { nacionality: 999999 }, ['Nacionalidade inexistente']],
      ['an unknown function', { functions: [999999] }, ['Profissão inexistente: 999999']],
      ['a city without state', { city: 'CITY' }, ['Escolha o estado antes da cidade']],
      ['a city of another state', { state: 'STATE', city: 'OTHER_CITY' }, ['A cidade escolhida não pertence ao estado escolhido']],
      ['a state of another country', { nacionality: 'FOREIGN', state: 'STATE' }, ['O estado escolhido não pertence ao país de nacionalidade']],
    ])('answers 400 for %s and writes nothing', async (_case, overrides, expected) => {
      const t = ctx();
      const resolved = Object.fromEntries(
        Object.entries(overrides).map(([k, v]) => [
          k,
          v === 'CITY' ? refs.brazilCityId : v === 'OTHER_CITY' ? refs.otherCityId : v === 'STATE' ? refs.brazilStateId : v === 'FOREIGN' ? refs.foreignCountryId : v,
        ]),
      );
      const payload = Object.keys(overrides).length === 0 ? {} : person(resolved);
      await expectRefusedWritingNothing(t, { method: 'POST', url: '/api/welcomed', payload, headers: worker.headers }, expected, snapshot);
    });

    it('refuses a CPF that an active person holds, naming them; allows it when that person is trashed', async () => {
      const t = ctx();
      const holder = await create({ name: 'Carla Titular', cpf: CPF_A });
      const before = await snapshot(t);
      const dup = await t.app.inject({ method: 'POST', url: '/api/welcomed', payload: person({ cpf: '529.982.247-25' }), headers: worker.headers });
      expect(dup.statusCode).toBe(400);
      expect(dup.json()).toEqual({ message: cpfTakenMessage('Carla Titular'), messages: [cpfTakenMessage('Carla Titular')] });
      expect(dup.json().message).toBe('CPF já cadastrado para Carla Titular');
      expect(await snapshot(t)).toEqual(before);

      expect((await get(`/api/welcomed-delete/${holder.id}`)).statusCode).toBe(200);
      const again = await create({ name: 'Carla Nova', cpf: CPF_A });
      expect(again.cpf).toBe(CPF_A);

      // The trashed holder cannot come back while the new one holds the CPF.
      const restore = await get(`/api/welcomed-restore/${holder.id}`);
      expect(restore.statusCode).toBe(400);
      expect(restore.json().message).toBe(restoreCpfTakenMessage('Carla Nova'));
      expect((await get(`/api/welcomeds/${holder.id}`)).json().status).toBe('drashed');
    });
  });

  describe('PUT /api/welcomed', () => {
    it('updates and records only the changed fields, from → to, with names instead of ids', async () => {
      const created = await create({ name: 'Pedro Antes', functions: [refs.pedreiroId] });
      const res = await ctx().app.inject({
        method: 'PUT',
        url: '/api/welcomed',
        headers: admin.headers,
        payload: person({
          id: created.id,
          name: 'Pedro Depois',
          nacionality: refs.foreignCountryId,
          foreing_state: 'Zulia',
          functions: [refs.cozinheiraId],
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Pedro Depois',
        nacionality: { id: refs.foreignCountryId, nome_pt: 'Venezuela de Teste' },
        foreing_state: 'Zulia',
        functions: [{ id: refs.cozinheiraId, name: 'Cozinheira' }],
        author: { id: worker.id }, // the author stays the one who registered
      });
      const history = (await get(`/api/welcomed-history/${created.id}`)).json();
      expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']); // newest first
      expect(history[0].author).toEqual({ id: admin.id, name: 'Ana Admin' });
      expect(history[0].changes).toEqual([
        { field: 'name', label: 'Nome', from: 'Pedro Antes', to: 'Pedro Depois' },
        { field: 'nacionality', label: 'Nacionalidade', from: 'Brasil', to: 'Venezuela de Teste' },
        { field: 'foreing_state', label: 'Estado estrangeiro', from: null, to: 'Zulia' },
        { field: 'functions', label: 'Profissões', from: 'Pedreiro', to: 'Cozinheira' },
      ]);

      // Saving the same data again adds no entry.
      const same = await ctx().app.inject({
        method: 'PUT',
        url: '/api/welcomed',
        headers: admin.headers,
        payload: person({ id: created.id, name: 'Pedro Depois', nacionality: refs.foreignCountryId, foreing_state: 'Zulia', functions: [refs.cozinheiraId] }),
      });
      expect(same.statusCode).toBe(200);
      expect((await get(`/api/welcomed-history/${created.id}`)).json()).toHaveLength(2);
    });

    it('refuses 401/403, a missing id (400), an unknown person (404), a trashed one and a taken CPF, writing nothing', async () => {
      const t = ctx();
      const holder = await create({ name: 'Beatriz CPF', cpf: CPF_B });
      const target = await create({ name: 'Alvo da Edição' });
      const trashed = await create({ name: 'Na Lixeira' });
      await get(`/api/welcomed-delete/${trashed.id}`);
      const before = await snapshot(t);
      const put = (payload: unknown, headers: Record<string, string> = worker.headers) =>
        t.app.inject({ method: 'PUT', url: '/api/welcomed', payload: payload as object, headers });

      expect((await put(person({ id: target.id }), {})).statusCode).toBe(401);
      expect((await put(person({ id: target.id }), other.headers)).statusCode).toBe(403);
      const noId = await put(person());
      expect(noId.statusCode).toBe(400);
      expect(noId.json().messages).toContain('id: id do cadastro inválido');
      const missing = await put(person({ id: 99999999 }));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(WELCOMED_NOT_FOUND_MESSAGE);
      const trashedRes = await put(person({ id: trashed.id }));
      expect(trashedRes.statusCode).toBe(400);
      expect(trashedRes.json().message).toBe(TRASHED_UPDATE_MESSAGE);
      const taken = await put(person({ id: target.id, cpf: CPF_B }));
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toBe(cpfTakenMessage('Beatriz CPF'));
      expect(await snapshot(t)).toEqual(before);
      expect((await get(`/api/welcomeds/${target.id}`)).json().cpf).toBeNull();

      // A person keeps their own CPF on update.
      const own = await put(person({ id: holder.id, name: 'Beatriz CPF', cpf: CPF_B, rg: 'X1' }));
      expect(own.statusCode).toBe(200);
    });
  });

  describe('trash and restore', () => {
    it('moves a person to drashed and back, with history entries; trashed people leave the default list and searches', async () => {
      const t = ctx();
      const p = await create({ name: 'Zuleica Lixeira Teste' });
      const inList = async (status?: string) =>
        (await get(`/api/welcomeds?name=zuleica${status ? `&status=${status}` : ''}`)).json().content.map((w: { id: number }) => w.id);

      expect(await inList()).toEqual([p.id]);
      const del = await get(`/api/welcomed-delete/${p.id}`);
      expect(del.statusCode).toBe(200);
      expect(del.json().status).toBe('drashed');
      expect(await inList()).toEqual([]);
      expect(await inList('trashed')).toEqual([p.id]);
      expect((await get('/api/welcomeds/search?name=Zuleica Lixeira')).json()).toEqual([]);
      expect((await get('/api/welcomeds/search-with-group-family?name=Zuleica')).json()).toEqual([]);
      // Found by id, with its status.
      expect((await get(`/api/welcomeds/${p.id}`)).json().status).toBe('drashed');

      const again = await get(`/api/welcomed-delete/${p.id}`);
      expect(again.statusCode).toBe(400);

      const res = await get(`/api/welcomed-restore/${p.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('active');
      expect(await inList()).toEqual([p.id]);
      expect((await get(`/api/welcomed-restore/${p.id}`)).statusCode).toBe(400);

      const history = (await get(`/api/welcomed-history/${p.id}`)).json();
      expect(history.map((h: { action: string }) => h.action)).toEqual(['restore', 'delete', 'create']);
      expect(history[0].changes).toEqual([{ field: 'status', label: 'Situação', from: 'Excluído', to: 'Ativo' }]);
      expect(history[1].changes).toEqual([{ field: 'status', label: 'Situação', from: 'Ativo', to: 'Excluído' }]);
      void t;
    });

    it('answers 401, 403, 400 (bad id) and 404 on delete, restore, profile and history', async () => {
      const t = ctx();
      const p = await create({ name: 'Guardado' });
      const before = await snapshot(t);
      for (const path of ['/api/welcomed-delete', '/api/welcomed-restore', '/api/welcomed-history', '/api/welcomeds/report-profile', '/api/welcomeds']) {
        expect((await get(`${path}/${p.id}`, null)).statusCode).toBe(401);
        expect((await get(`${path}/${p.id}`, other)).statusCode).toBe(403);
        const bad = await get(`${path}/abc`);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().messages).toContain('id: id deve ser um número');
        expect((await get(`${path}/1;DROP`)).statusCode).toBe(400);
        expect((await get(`${path}/99999999`)).statusCode).toBe(404);
      }
      expect(await snapshot(t)).toEqual(before);
    });
  });

  describe('GET /api/welcomeds filters', () => {
    // A small population, distinguished by a surname that only this block uses.
    const ids: Record<string, number> = {};
    let otherAuthor: TestUser;

    beforeAll(async () => {
      const t = ctx();
      otherAuthor = await t.userWith([ROLES.ACOLHIMENTO], { name: 'Otávio Outro' });
      ids.ana = (await create({ name: 'Ána Filtrada', gender: 'Feminino', birthdate: yearsAgo(20, 10), rg: 'CRNM-AAA1', civil_status: 'Solteiro', scholarity: 'Ensino Médio Completo', state: refs.brazilStateId, city: refs.brazilCityId, functions: [refs.pedreiroId] })).id;
      ids.bruno = (await create({ name: 'Bruno Filtrado', gender: 'Masculino', birthdate: yearsAgo(35, 10), cpf: '16899535009', rg: 'crnm-bbb2', civil_status: 'Casado', scholarity: 'Não frequentou a escola', state: refs.otherStateId, city: refs.otherCityId, functions: [refs.cozinheiraId] })).id;
      ids.carla = (await create({ name: 'Carla Filtrada', gender: 'Feminino', birthdate: yearsAgo(50, 10), nacionality: refs.foreignCountryId, foreing_state: 'Zúlia', foreing_city: 'Maracaibo', civil_status: 'Viúvo', scholarity: 'Ensino Superior Completo', functions: [refs.pedreiroId, refs.cozinheiraId] }, otherAuthor)).id;
      ids.dora = (await create({ name: 'Dora Filtrada', gender: 'Feminino', birthdate: null, civil_status: 'Divorciado' })).id;
      ids.edu = (await create({ name: 'Edu Filtrado Lixeira', gender: 'Masculino', birthdate: yearsAgo(40) })).id;
      await get(`/api/welcomed-delete/${ids.edu}`);
      // Carla registered long ago (date filters).
      await queryRows(t.handle.db, sql`UPDATE welcomeds SET date_of_register = '2020-03-10 12:00:00-03' WHERE id = ${ids.carla}`);
    });

    const names = async (query: string) => {
      const res = await get(`/api/welcomeds?size=100&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().content.map((w: { name: string }) => w.name.split(' ')[0]);
    };
    const scoped = (query: string) => names(`name=filtrad&${query}`);

    it.each([
      ['nothing else (active, name order)', '', ['Ána', 'Bruno', 'Carla', 'Dora']],
      ['name, ignoring accents and case', 'name=ANA FILTRADA', ['Ána']],
      ['age_min', 'age_min=35', ['Bruno', 'Carla']],
      ['age_max', 'age_max=35', ['Ána', 'Bruno']],
      ['age_min and age_max', 'age_min=21&age_max=49', ['Bruno']],
      ['cpf (masked, prefix)', 'cpf=168.995', ['Bruno']],
      ['cpf (all digits)', 'cpf=168.995.350-09', ['Bruno']],
      ['rg (CRNM, contains, any case)', 'rg=BBB', ['Bruno']],
      ['gender', 'gender=Feminino', ['Ána', 'Carla', 'Dora']],
      ['scholarity', 'scholarity=Ensino Superior Completo', ['Carla']],
      ['nacionality', `nacionality=REF_FOREIGN`, ['Carla']],
      ['state', 'state=REF_STATE', ['Ána']],
      ['city', 'city=REF_OTHER_CITY', ['Bruno']],
      ['foreing_state, ignoring accents', 'foreing_state=zulia', ['Carla']],
      ['foreing_city', 'foreing_city=maraca', ['Carla']],
      ['civil_status', 'civil_status=Viúvo', ['Carla']],
      ['author', 'author=REF_OTHER_AUTHOR', ['Carla']],
      ['date_ini', 'date_ini=2021-01-01', ['Ána', 'Bruno', 'Dora']],
      ['date_end', 'date_end=2020-03-10', ['Carla']],
      ['date_ini and date_end', 'date_ini=2020-03-10&date_end=2020-03-10', ['Carla']],
      ['functions (any of them)', 'functions=REF_PEDREIRO', ['Ána', 'Carla']],
      ['functions as a list', 'functions=REF_PEDREIRO&functions=REF_COZINHEIRA', ['Ána', 'Bruno', 'Carla']],
      ['functions[] as a list', 'functions[]=REF_COZINHEIRA', ['Bruno', 'Carla']],
      ['status=trashed', 'status=trashed', ['Edu']],
      // Stays, referrals and monitoring do not exist yet: nobody is housed, referred or monitored.
      ['stays=true (no stays yet)', 'stays=true', []],
      ['stays=false', 'stays=false', ['Ána', 'Bruno', 'Carla', 'Dora']],
      ['forwardings=true (no referrals yet)', 'forwardings=true', []],
      ['forwardings=false', 'forwardings=false', ['Ána', 'Bruno', 'Carla', 'Dora']],
      ['monitors=true (no monitoring yet)', 'monitors=true', []],
      ['monitors=false', 'monitors=false', ['Ána', 'Bruno', 'Carla', 'Dora']],
      ['monitoring dates (no monitoring yet)', 'monitor_date_ini=2020-01-01&monitor_date_end=2030-12-31', []],
      ['forwarding_types (no referrals yet)', 'forwarding_types=1', []],
      ['five at once', 'gender=Feminino&age_min=18&functions=REF_PEDREIRO&civil_status=Solteiro&state=REF_STATE', ['Ána']],
      ['empty values (no filter)', 'gender=&cpf=&age_min=&status=', ['Ána', 'Bruno', 'Carla', 'Dora']],
    ])('filters by %s', async (_case, query, expected) => {
      const resolved = query
        .replace('REF_FOREIGN', String(refs.foreignCountryId))
        .replace('REF_STATE', String(refs.brazilStateId))
        .replace('REF_OTHER_CITY', String(refs.otherCityId))
        .replace('REF_OTHER_AUTHOR', String(otherAuthor.id))
        .replace('REF_PEDREIRO', String(refs.pedreiroId))
        .replace('REF_COZINHEIRA', String(refs.cozinheiraId));
      expect(await (resolved.startsWith('name=') ? names(resolved) : scoped(resolved))).toEqual(expected);
    });

    it('refuses reversed ranges (age, registration and monitoring dates) in the list and its reports, with a Portuguese message', async () => {
      for (const [query, message] of [
        ['age_min=50&age_max=20', AGE_RANGE_MESSAGE],
        ['date_ini=2021-02-01&date_end=2021-01-01', reversedDatesMessage('Data de cadastro')],
        ['monitor_date_ini=2025-02-01&monitor_date_end=2025-01-31', reversedDatesMessage('Monitoramento')],
      ] as const) {
        for (const path of ['/api/welcomeds', '/api/welcomeds/report', '/api/welcomeds/report-xlsx', '/api/stays', '/api/stays/report-xlsx', '/api/monitors']) {
          const res = await get(`${path}?${query}`);
          expect([path, query, res.statusCode, res.json().message]).toEqual([path, query, 400, message]);
        }
      }
      expect(AGE_RANGE_MESSAGE).toBe('Idade mínima não pode ser maior que a idade máxima');
      // Equal bounds are a one-value range.
      expect(await scoped('age_min=35&age_max=35')).toEqual(expect.any(Array));
      for (const path of ['/api/stays', '/api/stays/report', '/api/stays/report-xlsx']) {
        const res = await get(`${path}?checkin_ini=2025-03-02&checkin_end=2025-03-01`);
        expect([path, res.statusCode, res.json().message]).toEqual([path, 400, 'Check-in: a data inicial não pode ser posterior à data final']);
      }
      expect((await get('/api/stays?checkin_ini=2025-03-01&checkin_end=2025-03-01')).statusCode).toBe(200);
    });

    it('pages and sorts (default name,asc; sort=birthdate,desc; page/size)', async () => {
      const page = (await get('/api/welcomeds?name=filtrad&size=2&page=1')).json();
      expect(page).toMatchObject({ number: 1, size: 2, totalElements: 4, totalPages: 2, first: false, last: true, totalExact: true });
      expect(page.content.map((w: { name: string }) => w.name)).toEqual(['Carla Filtrada', 'Dora Filtrada']);
      expect(await scoped('sort=birthdate,desc')).toEqual(['Ána', 'Bruno', 'Carla', 'Dora']);
      expect(await scoped('sort=name,desc')).toEqual(['Dora', 'Carla', 'Bruno', 'Ána']);
      const row = (await get('/api/welcomeds?name=bruno filtrado')).json().content[0];
      expect(row).toEqual({
        id: ids.bruno,
        name: 'Bruno Filtrado',
        gender: 'Masculino',
        birthdate: yearsAgo(35, 10),
        age: 35,
        nacionality: { id: 1, nome_pt: 'Brasil' },
        cpf: '16899535009',
        rg: 'crnm-bbb2',
        date_of_register: expect.any(String),
        status: 'active',
        author: { id: worker.id, name: 'Wanda Assistente' },
        civil_status: 'Casado',
        scholarity: 'Não frequentou a escola',
        family: null,
        monitors: 0,
      });
    });

    it('counts exactly up to the limit, and beyond it answers an estimate with totalExact false and an exact last', async () => {
      const { handle } = ctx();
      const filter = welcomedFilterSchema.parse({ name: 'filtrad' });
      const exact = await listWelcomeds(handle.db, filter, undefined, { limit: 2, offset: 0 });
      expect(exact).toMatchObject({ total: 4, exact: true, hasMore: true });
      const first = await listWelcomeds(handle.db, filter, undefined, { limit: 2, offset: 0 }, 2);
      expect(first.exact).toBe(false);
      expect(first.hasMore).toBe(true);
      expect(first.total).toBeGreaterThanOrEqual(3);
      const last = await listWelcomeds(handle.db, filter, undefined, { limit: 2, offset: 2 }, 2);
      expect(last).toMatchObject({ total: 4, exact: true, hasMore: false });
      expect(last.content.map((w) => w.name)).toEqual(['Carla Filtrada', 'Dora Filtrada']);
      const page = (await get('/api/welcomeds?name=filtrad&size=2')).json();
      expect(page).toMatchObject({ totalElements: 4, totalExact: true, last: false });
    });

    it.each([
      ['a negative age', 'age_min=-1', 'age_min: Idade mínima deve ser 0 ou mais'],
      ['a non-numeric age', 'age_max=abc', 'age_max: Idade máxima deve ser um número'],
      ['an unknown gender', 'gender=X', 'gender: Sexo deve ser Masculino ou Feminino'],
      ['an unknown status', 'status=all', "status: status deve ser 'active' ou 'trashed'"],
      ['a bad yes/no', 'stays=talvez', "stays: Hospedados: use 'true' ou 'false'"],
      ['a bad date', 'date_ini=10/03/2020', 'date_ini: Data inicial inválida (use AAAA-MM-DD)'],
      ['bad function ids', 'functions=abc', 'functions.0: Profissões: ids inválidos'],
      ['an unknown sort field', 'sort=password,asc', 'Campo de ordenação inválido: "password". Use um destes: name, id, birthdate, date_of_register, gender, cpf'],
      ['a hostile sort', "sort=name;DROP TABLE welcomeds", "sort: sort deve ter o formato 'campo,asc' ou 'campo,desc'"],
      ['an oversized name', `name=${'a'.repeat(151)}`, 'name: Nome deve ter no máximo 150 caracteres'],
      ['an oversized page size', 'size=1000', 'size: size deve ser no máximo 100'],
    ])('answers 400 for %s', async (_case, query, message) => {
      const res = await get(`/api/welcomeds?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toContain(message);
    });

    it('refuses anonymous (401) and role-less (403) callers', async () => {
      expect((await get('/api/welcomeds', null)).statusCode).toBe(401);
      expect((await get('/api/welcomeds', other)).statusCode).toBe(403);
      expect((await get('/api/welcomeds', admin)).statusCode).toBe(200);
    });

    it('treats LIKE wildcards in text filters literally', async () => {
      expect(await names('name=%25')).toEqual([]);
      expect(await names('name=_')).toEqual([]);
    });

    it('GET /api/welcomeds/search finds similar names (duplicate check), only with more than 2 characters', async () => {
      expect((await get('/api/welcomeds/search?name=An')).json()).toEqual([]);
      const res = await get('/api/welcomeds/search?name=ana filtrda'); // typo, no accent
      expect(res.statusCode).toBe(200);
      const found = res.json();
      expect(found[0]).toMatchObject({ id: ids.ana, name: 'Ána Filtrada', similarity: expect.any(Number) });
      expect(found.length).toBeLessThanOrEqual(10);
      expect(found.map((f: { id: number }) => f.id)).not.toContain(ids.edu); // trashed
      const trashedSearch = (await get('/api/welcomeds/search?name=Edu Filtrado Lixeira')).json();
      expect(trashedSearch.map((f: { id: number }) => f.id)).not.toContain(ids.edu);
      expect(trashedSearch.every((f: { similarity: number }) => f.similarity >= 0.5)).toBe(true);
      // the person picker: any word's start, accents and case ignored, word matches first
      const byWord = async (q: string) => ((await get(`/api/welcomeds/search?name=${encodeURIComponent(q)}`)).json() as { id: number }[]).map((f) => f.id);
      expect((await byWord('FILTRADA'))[0]).toBe(ids.ana);
      expect(await byWord('fil')).toContain(ids.ana);
      expect((await byWord('ána'))[0]).toBe(ids.ana);
      expect(await byWord('ana fil')).toContain(ids.ana);
      expect(await byWord('ltrada')).not.toContain(ids.ana);
      expect(await byWord('%%%')).toEqual([]);
      // text-search operators typed are only separators
      expect(await byWord("fil'tr & | ! :* (")).toEqual([]);
      expect(await byWord('ána & fil:*')).toContain(ids.ana);
      expect((await get('/api/welcomeds/search?name=ana', null)).statusCode).toBe(401);
      expect((await get('/api/welcomeds/search?name=ana', other)).statusCode).toBe(403);
      expect((await get(`/api/welcomeds/search?name=${'a'.repeat(151)}`)).statusCode).toBe(400);
    });

    it('GET /api/welcomeds/report is a PDF listing the filters applied and the matching people, accents intact', async () => {
      const res = await get(`/api/welcomeds/report?name=filtrad&gender=Feminino&civil_status=Viúvo`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('filename="cadastros.pdf"');
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      const text = (await pdfParse(res.rawPayload)).text;
      expect(text).toContain('Relatório de Cadastros');
      expect(text).toContain('Filtros aplicados: Situação: Ativos; Nome: filtrad; Sexo: Feminino; Estado civil: Viúvo');
      expect(text).toContain('Carla Filtrada');
      expect(text).not.toContain('Ána Filtrada');
      expect(text).toContain('Venezuela de Teste');
      expect((await get('/api/welcomeds/report', null)).statusCode).toBe(401);
      expect((await get('/api/welcomeds/report', other)).statusCode).toBe(403);
      expect((await get('/api/welcomeds/report?age_min=-3')).statusCode).toBe(400);
    });

    it('GET /api/welcomeds/report-xlsx streams a workbook with exactly the filtered rows', async () => {
      const res = await get(`/api/welcomeds/report-xlsx?name=filtrad&gender=Feminino`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toContain('filename="cadastros.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Cadastros')!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows[0]?.slice(0, 3)).toEqual(['Nome', 'Sexo', 'Idade']);
      expect(rows.slice(1).map((r) => r[0])).toEqual(['Ána Filtrada', 'Carla Filtrada', 'Dora Filtrada']);
      const carla = rows.find((r) => r[0] === 'Carla Filtrada')!;
      expect(carla).toEqual(expect.arrayContaining(['Feminino', 50, 'Venezuela de Teste', 'Viúvo', 'Cozinheira, Pedreiro', 'Otávio Outro', 'Ativo']));
      // The situation of a trashed person, spelled with its accent (the SQL writes it escaped).
      const trashed = await create({ name: 'Xenia Exportada Lixeira' });
      await get(`/api/welcomed-delete/${trashed.id}`);
      const trashedBook = new ExcelJS.Workbook();
      await trashedBook.xlsx.load((await get('/api/welcomeds/report-xlsx?name=xenia&status=trashed')).rawPayload as unknown as ArrayBuffer);
      expect((trashedBook.getWorksheet('Cadastros')!.getRow(2).values as unknown[]).slice(1)).toEqual(expect.arrayContaining(['Xenia Exportada Lixeira', 'Excluído']));
      expect((await get('/api/welcomeds/report-xlsx', null)).statusCode).toBe(401);
      expect((await get('/api/welcomeds/report-xlsx', other)).statusCode).toBe(403);
      expect((await get('/api/welcomeds/report-xlsx?gender=Z')).statusCode).toBe(400);
    });

    it('GET /api/welcomeds/report-profile/{id} is a PDF of one person', async () => {
      const res = await get(`/api/welcomeds/report-profile/${ids.carla}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`cadastro-${ids.carla}.pdf`);
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      const text = (await pdfParse(res.rawPayload)).text;
      expect(text).toContain('Ficha de Cadastro');
      expect(text).toContain('Carla Filtrada');
      expect(text).toContain('Zúlia');
      expect(text).toContain('Cozinheira, Pedreiro');
    });
  });

  describe('the data-protection officer (Encarregado de dados) reads, never writes', () => {
    let officer: TestUser;
    let subject: { id: number; name: string };

    beforeAll(async () => {
      officer = await ctx().userWith([ROLES.ENCARREGADO_DADOS], { name: 'Olga Encarregada' });
      subject = await create({ name: 'Tereza Titular Encarregado' });
    });

    const readsBy = async (who: TestUser, id: number) =>
      (await queryRows<{ n: number }>(ctx().handle.db, sql`SELECT count(*)::int AS n FROM access_trail WHERE user_id = ${who.id} AND action = 'read' AND subject_type = 'pessoa' AND subject_id = ${id}`))[0]!.n;

    it('lists people by name (200) and opens one person (200), each opening traced as the officer\'s read', async () => {
      const list = await get('/api/welcomeds?name=tereza titular', officer);
      expect(list.statusCode).toBe(200);
      expect(list.json().content.map((w: { id: number }) => w.id)).toEqual([subject.id]);

      const before = await readsBy(officer, subject.id);
      const one = await get(`/api/welcomeds/${subject.id}`, officer);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ id: subject.id, name: 'Tereza Titular Encarregado' });
      expect(await readsBy(officer, subject.id)).toBe(before + 1);
      expect((await get('/api/welcomeds/99999999', officer)).statusCode).toBe(404);
    });

    it('is refused (403) every write, export, search and other tab of a person, and nothing is written', async () => {
      const t = ctx();
      const before = await snapshot(t);
      const writes = [
        { method: 'POST' as const, url: '/api/welcomed', payload: person({ name: 'Criada Pela Encarregada' }) },
        { method: 'PUT' as const, url: '/api/welcomed', payload: person({ id: subject.id, name: 'Alterada Pela Encarregada' }) },
      ];
      for (const request of writes) {
        const res = await t.app.inject({ ...request, headers: officer.headers });
        expect([request.method, res.statusCode]).toEqual([request.method, 403]);
      }
      for (const path of [
        `/api/welcomed-delete/${subject.id}`,
        `/api/welcomed-restore/${subject.id}`,
        `/api/welcomed-history/${subject.id}`,
        `/api/welcomeds/report-profile/${subject.id}`,
        '/api/welcomeds/report?name=tereza',
        '/api/welcomeds/report-xlsx?name=tereza',
        '/api/welcomeds/search?name=Tereza Titular',
      ]) {
        expect([path, (await get(path, officer)).statusCode]).toEqual([path, 403]);
      }
      expect(await snapshot(t)).toEqual(before);
      expect((await get(`/api/welcomeds/${subject.id}`)).json()).toMatchObject({ name: 'Tereza Titular Encarregado', status: 'active' });
    });

    it('leaves the reads closed to anonymous callers (401) and to staff with neither role (403)', async () => {
      for (const path of ['/api/welcomeds?name=tereza', `/api/welcomeds/${subject.id}`]) {
        expect([path, (await get(path, null)).statusCode]).toEqual([path, 401]);
        expect([path, (await get(path, other)).statusCode]).toEqual([path, 403]);
        expect([path, (await get(path, worker)).statusCode]).toEqual([path, 200]);
      }
    });
  });
});
