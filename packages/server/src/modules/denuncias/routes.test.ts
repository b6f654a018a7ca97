import {
  CAPTCHA_EXPIRED_MESSAGE,
  CAPTCHA_INVALID_MESSAGE,
  CAPTCHA_MISSING_MESSAGE,
  CAPTCHA_REUSED_MESSAGE,
  COMPLAINT_RATE_LIMITED_MESSAGE,
  FOLLOW_UP_NOT_FOUND_MESSAGE,
  IDEMPOTENCY_CONFLICT_MESSAGE,
  PROTOCOL_PATTERN,
  RECEIPT_CODE_PATTERN,
  ROLES,
  type QuestionCategory,
} from '@sisacte/contracts';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { SEED_QUESTIONNAIRE } from '../../db/seed/denuncias';
import { testDatabases, useTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { recomputeComplaintScore } from './complaints/service';

// Creating a migrated, seeded PGlite database can take several seconds on a busy 2-core machine.
jest.setTimeout(60_000);

const HMAC_KEY = 'chave-hmac-de-teste-com-mais-de-32-caracteres';
const FAST = { altchaHmacKey: HMAC_KEY, altchaMaxNumber: 2000, complaintsPerIp: 10_000, followUpsPerIp: 10_000 };

/** Solves a challenge of the server the way the ALTCHA widget does, and returns the payload it would send. */
async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(res.statusCode).toBe(200);
  const c = res.json();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution!.number, salt: c.salt, signature: c.signature })).toString('base64');
}

async function cityId(t: TestApp, uf: string, nome: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT c.id FROM cities c JOIN states s ON s.id = c.state_id WHERE s.uf = ${uf} AND c.nome = ${nome}`,
  );
  return row!.id;
}

const create = (t: TestApp, body: unknown, captcha: string | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/denuncias-create${captcha === undefined ? '' : `?g_recaptcha_response=${encodeURIComponent(captcha)}`}`,
    payload: body as Record<string, unknown>,
    headers,
  });

/** Every line of an error answer, to look for one message in it. */
const errorText = (res: { json: () => { message: string; messages: string[] } }) => [res.json().message, ...res.json().messages].join('\n');

const list = async (t: TestApp): Promise<QuestionCategory[]> => (await t.app.inject({ method: 'GET', url: '/api/questoes/list' })).json();

describe.each(testDatabases())('complaints, questionnaire and indicators on %s', (engine) => {
  const ctx = useTestApp(engine, { denuncias: FAST });
  let staff: TestUser;
  let clerk: TestUser; // staff of another area: no complaints role
  let maraba: number;
  let belem: number;

  beforeAll(async () => {
    const t = ctx();
    staff = await t.userWith([ROLES.DENUNCIAS], { name: 'Paula Fiscal', username: 'paula.fiscal' });
    clerk = await t.userWith([ROLES.ACOLHIMENTO]);
    maraba = await cityId(t, 'PA', 'Marabá');
    belem = await cityId(t, 'PA', 'Belém');
  });

  const demanda = () => ({
    nomefantasia: 'Fazenda Boa Esperança',
    enderecoempresa: 'Estrada vicinal, km 12',
    municipio: { id: maraba, nome: 'Marabá' },
    ufendempresa: { uf: 'PA' },
  });

  describe('the seeded questionnaire (demo)', () => {
    it('has the four categories of art. 149 in panel order, with all four types and a parent/child pair in each', async () => {
      const categories = await list(ctx());
      expect(categories.map((c) => c.titulo)).toEqual(SEED_QUESTIONNAIRE.map((c) => c.titulo));
      for (const c of categories) {
        expect(c.questoes.length).toBeGreaterThanOrEqual(5);
        expect(c.questoes.map((q) => q.ordem)).toEqual([...c.questoes.map((q) => q.ordem)].sort((a, b) => a - b));
        const child = c.questoes.find((q) => q.parent !== null)!;
        const parent = c.questoes.find((q) => q.id === child.parent)!;
        expect([3, 4]).toContain(parent.tipo);
        expect(parent.opcoes.map((o) => o.valor)).toContain(child.parentAnswer);
      }
      const types = new Set(categories.flatMap((c) => c.questoes.map((q) => q.tipo)));
      expect([...types].sort()).toEqual([1, 2, 3, 4]);
      expect(categories.flatMap((c) => c.questoes).some((q) => q.opcoes.some((o) => o.indicadores.length > 0))).toBe(true);
    });

    it('accepts a complaint that answers the required seeded questions, with the score of the chosen options', async () => {
      const t = ctx();
      const categories = await list(t);
      const questoes: { idQuestao: number; resposta: unknown }[] = [];
      const all = categories.flatMap((c) => c.questoes);
      // Answer every required top-level question: the first option of choices (no triggers), 10 for numbers.
      for (const q of all.filter((x) => x.requerido && x.parent === null)) {
        const choice = q.opcoes.find((o) => !all.some((c) => c.parent === q.id && c.parentAnswer === o.valor)) ?? q.opcoes[0];
        questoes.push({ idQuestao: q.id, resposta: q.tipo === 2 ? '10' : q.tipo === 1 ? 'texto' : q.tipo === 3 ? choice!.id : [choice!.id] });
      }
      const res = await create(t, { demanda: demanda(), questoes }, await solvedCaptcha(t));
      expect(res.statusCode).toBe(201);
      const expected = new Set<number>();
      for (const a of questoes) {
        const q = all.find((x) => x.id === a.idQuestao)!;
        const ids = Array.isArray(a.resposta) ? a.resposta : [a.resposta];
        for (const o of q.opcoes.filter((o) => ids.includes(o.id))) for (const i of o.indicadores) expected.add(i.id);
      }
      const [row] = await queryRows<{ score: number }>(t.handle.db, sql`SELECT score FROM complaints WHERE id = ${res.json().id}`);
      const [sum] = await queryRows<{ s: number }>(
        t.handle.db,
        sql`SELECT coalesce(sum(peso), 0)::int AS s FROM indicators WHERE id = ANY(${`{${[...expected].join(',')}}`}::int[])`,
      );
      expect(row!.score).toBe(sum!.s);
    });
  });

  describe('with a questionnaire of the test', () => {
    let cat1: number;
    let cat2: number;
    let indA: { id: number; peso: number };
    let indB: { id: number; peso: number };
    let indC: { id: number; peso: number };
    let q1: { id: number; opcoes: { id: number; valor: string }[] }; // single choice, required
    let q2: { id: number; opcoes: { id: number; valor: string }[] }; // multiple, required, shown when q1 = 'Não'
    let q3: { id: number }; // number
    let q4: { id: number }; // text, required
    let other: { id: number; opcoes: { id: number }[] }; // choice in category 2

    const post = (url: string, payload: unknown, user: TestUser | null = staff) =>
      ctx().app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: user ? user.headers : {} });

    beforeAll(async () => {
      const t = ctx();
      await queryRows(t.handle.db, sql`UPDATE questions SET status = 0`);
      const categories = await list(t);
      cat1 = categories[0]!.id;
      cat2 = categories[1]!.id;
      const indicator = async (nome: string, peso: number) => {
        const res = await post('/api/indicadores', { nome, peso, categoria_indicador: 'Trabalho forçado' });
        expect(res.statusCode).toBe(200);
        return { id: res.json().id as number, peso };
      };
      indA = await indicator('Indicador A', 5);
      indB = await indicator('Indicador B', 3);
      indC = await indicator('Indicador C', 7);
      const question = async (payload: Record<string, unknown>) => {
        const res = await post('/api/questoes', payload);
        expect(res.statusCode).toBe(200);
        return res.json();
      };
      q1 = await question({
        enunciado: 'Os trabalhadores podem sair?',
        tipo: 3,
        requerido: true,
        categoria: { id: cat1 },
        opcoes: [{ valor: 'Sim' }, { valor: 'Não', indicadores: [{ id: indA.id }, { id: indB.id }] }],
      });
      q2 = await question({
        enunciado: 'O que os impede?',
        tipo: 4,
        requerido: true,
        categoria: { id: cat1 },
        parent: q1.id,
        parentAnswer: 'Não',
        opcoes: [
          { valor: 'Ameaças', indicadores: [{ id: indA.id }] },
          { valor: 'Vigias armados', indicadores: [{ id: indC.id }] },
        ],
      });
      q3 = await question({ enunciado: 'Quantos trabalhadores?', tipo: 2, categoria: { id: cat1 } });
      q4 = await question({ enunciado: 'Relato', tipo: 1, requerido: true, categoria: { id: cat1 } });
      other = await question({ enunciado: 'Há água potável?', tipo: 3, categoria: { id: cat2 }, opcoes: [{ valor: 'Sim' }, { valor: 'Não' }] });
    });

    const no = () => q1.opcoes.find((o) => o.valor === 'Não')!.id;
    const yes = () => q1.opcoes.find((o) => o.valor === 'Sim')!.id;
    const threat = () => q2.opcoes.find((o) => o.valor === 'Ameaças')!.id;
    const guards = () => q2.opcoes.find((o) => o.valor === 'Vigias armados')!.id;
    const validBody = (extra: Record<string, unknown> = {}) => ({
      demanda: demanda(),
      questoes: [
        { idQuestao: q1.id, resposta: no() },
        { idQuestao: q2.id, resposta: [threat(), guards()] },
        { idQuestao: q3.id, resposta: '12' },
        { idQuestao: q4.id, resposta: 'Vigias armados na porteira' },
      ],
      estabelecimento_latitude: -5.38,
      estabelecimento_longitude: -49.13,
      estabelecimento_encerramento: '2030-01-31',
      ...extra,
    });

    async function written(t: TestApp) {
      return {
        complaints: await t.count('complaints'),
        answers: await t.count('complaint_answers'),
        indicators: await t.count('complaint_indicators'),
        captcha: await t.count('captcha_used'),
      };
    }

    describe('GET /api/questoes/list and POST /api/questoes', () => {
      it('is public and lists active questions in ordem with options and indicator ids', async () => {
        const categories = await list(ctx());
        const c1 = categories.find((c) => c.id === cat1)!;
        expect(c1.questoes.map((q) => q.enunciado)).toEqual(['Os trabalhadores podem sair?', 'O que os impede?', 'Quantos trabalhadores?', 'Relato']);
        expect(c1.questoes.map((q) => q.ordem)).toEqual([1, 2, 3, 4]); // seeded ones are deleted: max + 1 starts at 1 again
        expect(c1.questoes[0]!.opcoes[1]).toEqual({ id: no(), valor: 'Não', indicadores: [{ id: indA.id }, { id: indB.id }] });
        expect(c1.questoes[1]).toMatchObject({ parent: q1.id, parentAnswer: 'Não', tipo: 4, requerido: true, categoria: { id: cat1 } });
      });

      it('refuses anonymous (401) and role-less (403) writes', async () => {
        const payload = { enunciado: 'X', tipo: 1, categoria: { id: cat1 } };
        expect((await post('/api/questoes', payload, null)).statusCode).toBe(401);
        expect((await post('/api/questoes', payload, clerk)).statusCode).toBe(403);
        expect((await ctx().app.inject({ method: 'DELETE', url: `/api/questoes/${q4.id}` })).statusCode).toBe(401);
        expect((await ctx().app.inject({ method: 'DELETE', url: `/api/questoes/${q4.id}`, headers: clerk.headers })).statusCode).toBe(403);
        expect((await post(`/api/questoes/${q4.id}/mover?direcao=cima`, {}, clerk)).statusCode).toBe(403);
      });

      it('empties the options of text and number questions and puts a new question last (max + 1)', async () => {
        const res = await post('/api/questoes', { enunciado: 'Observações', tipo: 1, categoria: { id: cat2 }, opcoes: [{ valor: 'lixo' }] });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ opcoes: [], ordem: 2, status: 1, tipo: 1, requerido: false, parent: null, parentAnswer: null });
        expect(await ctx().count('question_options', `question_id = ${res.json().id}`)).toBe(0);
        // turning a choice question into a number question drops its options from the questionnaire
        const changed = await post('/api/questoes', { id: other.id, enunciado: 'Quantos litros de água por dia?', tipo: 2, categoria: { id: cat2 }, opcoes: [{ valor: 'Sim' }] });
        expect(changed.json().opcoes).toEqual([]);
        const back = await post('/api/questoes', { id: other.id, enunciado: 'Há água potável?', tipo: 3, categoria: { id: cat2 }, opcoes: [{ valor: 'Sim' }, { valor: 'Não' }] });
        other = back.json();
        await ctx().app.inject({ method: 'DELETE', url: `/api/questoes/${res.json().id}`, headers: staff.headers });
      });

      it('updates a question keeping the ids of the options it keeps', async () => {
        const res = await post('/api/questoes', {
          id: q2.id,
          enunciado: 'O que impede os trabalhadores de sair?',
          tipo: 4,
          requerido: true,
          categoria: { id: cat1 },
          parent: q1.id,
          parentAnswer: 'Não',
          opcoes: [
            { id: threat(), valor: 'Ameaças', indicadores: [{ id: indA.id }] },
            { id: guards(), valor: 'Vigias armados', indicadores: [{ id: indC.id }] },
          ],
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().opcoes.map((o: { id: number }) => o.id)).toEqual([threat(), guards()]);
        expect(res.json().ordem).toBe(2);
      });

      it.each([
        ['a text parent', () => ({ parent: q4.id, parentAnswer: 'x' }), 'A questão pai deve ser de escolha única ou múltipla escolha (tipo 3 ou 4)'],
        ['a parent of another category', () => ({ parent: other.id, parentAnswer: 'Sim' }), 'A questão pai deve ser da mesma categoria'],
        ['a trigger that is not an option of the parent', () => ({ parent: q1.id, parentAnswer: 'Talvez' }), '"Talvez" não é uma opção da questão pai "Os trabalhadores podem sair?"'],
        ['a parent without trigger', () => ({ parent: q1.id }), 'Escolha a resposta da questão pai que exibe esta questão'],
        ['an unknown indicator', () => ({ tipo: 3, opcoes: [{ valor: 'A', indicadores: [{ id: 999999 }] }] }), 'Indicador 999999 não encontrado'],
        ['a choice without options', () => ({ tipo: 3, opcoes: [] }), 'Questões de escolha precisam de ao menos uma opção'],
        ['repeated options', () => ({ tipo: 4, opcoes: [{ valor: 'Sim' }, { valor: 'sim' }] }), 'Opção repetida: "sim"'],
        ['an empty statement', () => ({ enunciado: '  ' }), 'Enunciado é obrigatório'],
        ['an unknown type', () => ({ tipo: 7 }), 'Tipo da questão deve ser 1'],
        ['an oversized statement', () => ({ enunciado: 'x'.repeat(501) }), 'Enunciado deve ter no máximo 500 caracteres'],
        ['an unknown category', () => ({ categoria: { id: 999999 } }), 'Categoria 999999 não encontrada'],
      ])('refuses %s with a clear 400 and writes nothing', async (_name, change, message) => {
        const t = ctx();
        const before = { q: await t.count('questions'), o: await t.count('question_options') };
        const res = await post('/api/questoes', { enunciado: 'Nova', tipo: 3, categoria: { id: cat1 }, opcoes: [{ valor: 'Sim' }], ...change() });
        expect(res.statusCode).toBe(400);
        expect(errorText(res)).toContain(message);
        expect({ q: await t.count('questions'), o: await t.count('question_options') }).toEqual(before);
      });

      it('refuses a question as its own parent and a cycle', async () => {
        const self = await post('/api/questoes', { id: q1.id, enunciado: 'Os trabalhadores podem sair?', tipo: 3, requerido: true, categoria: { id: cat1 }, parent: q1.id, parentAnswer: 'Sim', opcoes: q1.opcoes });
        expect(self.statusCode).toBe(400);
        expect(self.json().messages).toContain('Uma questão não pode ser pai de si mesma');
        const cycle = await post('/api/questoes', { id: q1.id, enunciado: 'Os trabalhadores podem sair?', tipo: 3, requerido: true, categoria: { id: cat1 }, parent: q2.id, parentAnswer: 'Ameaças', opcoes: q1.opcoes });
        expect(cycle.statusCode).toBe(400);
        expect(cycle.json().messages).toContain('A questão pai não pode ser uma questão que depende desta');
      });

      it('moves a question by swapping ordem with its neighbour, and refuses to move past the ends', async () => {
        const moved = await post(`/api/questoes/${q4.id}/mover?direcao=cima`, {});
        expect(moved.statusCode).toBe(200);
        const c1 = moved.json().find((c: QuestionCategory) => c.id === cat1);
        expect(c1.questoes.map((q: { id: number; ordem: number }) => [q.id, q.ordem])).toEqual([
          [q1.id, 1],
          [q2.id, 2],
          [q4.id, 3],
          [q3.id, 4],
        ]);
        await post(`/api/questoes/${q4.id}/mover?direcao=baixo`, {});
        const first = await post(`/api/questoes/${q1.id}/mover?direcao=cima`, {});
        expect(first.statusCode).toBe(400);
        expect(first.json().message).toBe('A questão já é a primeira da categoria');
        expect((await post(`/api/questoes/${q1.id}/mover?direcao=lado`, {})).statusCode).toBe(400);
        // the editor's way: two POSTs exchanging ordem
        await post('/api/questoes', { id: q3.id, enunciado: 'Quantos trabalhadores?', tipo: 2, categoria: { id: cat1 }, ordem: 4 });
        await post('/api/questoes', { id: q4.id, enunciado: 'Relato', tipo: 1, requerido: true, categoria: { id: cat1 }, ordem: 3 });
        await post('/api/questoes', { id: q3.id, enunciado: 'Quantos trabalhadores?', tipo: 2, categoria: { id: cat1 }, ordem: 3 });
        await post('/api/questoes', { id: q4.id, enunciado: 'Relato', tipo: 1, requerido: true, categoria: { id: cat1 }, ordem: 4 });
        const after = (await list(ctx())).find((c) => c.id === cat1)!;
        expect(after.questoes.map((q) => q.id)).toEqual([q1.id, q2.id, q3.id, q4.id]);
      });

      it('refuses to delete a parent of other questions, and soft-deletes a leaf', async () => {
        const t = ctx();
        const parent = await t.app.inject({ method: 'DELETE', url: `/api/questoes/${q1.id}`, headers: staff.headers });
        expect(parent.statusCode).toBe(400);
        expect(parent.json().messages).toContain('Exclua ou altere antes a questão "O que impede os trabalhadores de sair?"');
        const leaf = await post('/api/questoes', { enunciado: 'Temporária', tipo: 1, categoria: { id: cat1 } });
        const del = await t.app.inject({ method: 'DELETE', url: `/api/questoes/${leaf.json().id}`, headers: staff.headers });
        expect(del.statusCode).toBe(204);
        expect((await list(t)).flatMap((c) => c.questoes).some((q) => q.id === leaf.json().id)).toBe(false);
        expect(await t.count('questions', `id = ${leaf.json().id} AND status = 0`)).toBe(1);
        expect((await t.app.inject({ method: 'DELETE', url: `/api/questoes/${leaf.json().id}`, headers: staff.headers })).statusCode).toBe(404);
      });
    });

    describe('indicators', () => {
      const get = (url: string, user: TestUser | null = staff) => ctx().app.inject({ method: 'GET', url, headers: user ? user.headers : {} });

      it('refuses anonymous (401) and role-less (403) callers on every indicator endpoint', async () => {
        for (const url of ['/api/indicadores', '/api/indicadores/list', `/api/indicadores/${indA.id}`]) {
          expect((await get(url, null)).statusCode).toBe(401);
          expect((await get(url, clerk)).statusCode).toBe(403);
        }
        expect((await post('/api/indicadores', { nome: 'X', peso: 1, categoria_indicador: 'Y' }, null)).statusCode).toBe(401);
        expect((await post('/api/indicadores', { nome: 'X', peso: 1, categoria_indicador: 'Y' }, clerk)).statusCode).toBe(403);
      });

      it('pages 20 by id ascending and filters by weight, category, status and date', async () => {
        const page = (await get('/api/indicadores')).json();
        expect(page.size).toBe(20);
        expect(page.number).toBe(0);
        const ids = page.content.map((i: { id: number }) => i.id);
        expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
        expect(page.totalElements).toBeGreaterThan(20); // 19 seeded + the test's
        const heavy = (await get('/api/indicadores?peso_ini=9&peso_fim=10&size=100')).json();
        expect(heavy.content.length).toBeGreaterThan(0);
        expect(heavy.content.every((i: { peso: number }) => i.peso >= 9 && i.peso <= 10)).toBe(true);
        const cat = (await get(`/api/indicadores?categoria_indicador=${encodeURIComponent('Jornada exaustiva')}&size=100`)).json();
        expect(cat.content.map((i: { categoria_indicador: string }) => i.categoria_indicador)).toEqual(Array(cat.content.length).fill('Jornada exaustiva'));
        expect(cat.totalElements).toBe(4);
        // every indicator here was created today (in Brazil's time); none in 2000
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
        expect((await get(`/api/indicadores?data_ini=2000-01-01&data_fim=2000-12-31`)).json().totalElements).toBe(0);
        expect((await get(`/api/indicadores?data_ini=${today}&data_fim=${today}`)).json().totalElements).toBe(page.totalElements);
        expect((await get(`/api/indicadores?data_fim=2000-01-01`)).json().totalElements).toBe(0);
        expect((await get('/api/indicadores?data_ini=01/01/2000')).statusCode).toBe(400);
        expect((await get('/api/indicadores?status=0')).json().totalElements).toBe(0);
        expect((await get('/api/indicadores?sort=peso,desc&size=1')).json().content[0].peso).toBe(10);
        expect((await get('/api/indicadores?peso_ini=abc')).statusCode).toBe(400);
        expect((await get('/api/indicadores?sort=senha,asc')).statusCode).toBe(400);
      });

      it('creates, reads and updates an indicator; /list has only the active ones', async () => {
        const created = await post('/api/indicadores', { nome: 'Aliciamento em outro estado', descricao: 'Recrutamento com promessas falsas', peso: 6, categoria_indicador: 'Trabalho forçado' });
        expect(created.json()).toMatchObject({ nome: 'Aliciamento em outro estado', peso: 6, status: 1, descricao: 'Recrutamento com promessas falsas' });
        const id = created.json().id;
        expect((await get(`/api/indicadores/${id}`)).json().nome).toBe('Aliciamento em outro estado');
        const updated = await post('/api/indicadores', { id, nome: 'Aliciamento', peso: 7, categoria_indicador: 'Trabalho forçado', status: 0 });
        expect(updated.json()).toMatchObject({ id, nome: 'Aliciamento', peso: 7, status: 0, descricao: null });
        const active = (await get('/api/indicadores/list')).json();
        expect(active.some((i: { id: number }) => i.id === id)).toBe(false);
        expect(active.some((i: { id: number }) => i.id === indA.id)).toBe(true);
        expect((await get('/api/indicadores?status=0')).json().content.map((i: { id: number }) => i.id)).toEqual([id]);
        expect((await get('/api/indicadores/999999')).statusCode).toBe(404);
        expect((await post('/api/indicadores', { id: 999999, nome: 'X', peso: 1, categoria_indicador: 'Y' })).statusCode).toBe(404);
      });

      it.each([
        [{ nome: '', peso: 1, categoria_indicador: 'Y' }, 'Nome é obrigatório'],
        [{ nome: 'X', peso: -1, categoria_indicador: 'Y' }, 'Peso deve ser 0 ou mais'],
        [{ nome: 'X', peso: 'muito', categoria_indicador: 'Y' }, 'Peso deve ser um número'],
        [{ nome: 'X', peso: 1.5, categoria_indicador: 'Y' }, 'Peso deve ser um número inteiro'],
        [{ nome: 'X'.repeat(201), peso: 1, categoria_indicador: 'Y' }, 'Nome deve ter no máximo 200 caracteres'],
        [{ nome: 'X', peso: 1 }, 'Categoria do indicador é obrigatória'],
      ])('refuses %j with a 400 and writes nothing', async (payload, message) => {
        const before = await ctx().count('indicators');
        const res = await post('/api/indicadores', payload);
        expect(res.statusCode).toBe(400);
        expect(errorText(res)).toContain(message);
        expect(await ctx().count('indicators')).toBe(before);
      });
    });

    describe('GET /api/organizacoes/list', () => {
      it('is public and lists the seeded organizations by name', async () => {
        const res = await ctx().app.inject({ method: 'GET', url: '/api/organizacoes/list' });
        expect(res.statusCode).toBe(200);
        const names = res.json().map((o: { nome: string }) => o.nome);
        expect(names).toContain('Ministério Público do Trabalho');
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
      });
    });

    describe('POST /api/denuncias-create', () => {
      it('stores a complaint per SPEC §3 in one go: Protocolada, not archived, protocol number and a receipt code', async () => {
        const t = ctx();
        const before = await written(t);
        const res = await create(t, validBody(), await solvedCaptcha(t));
        expect(res.statusCode).toBe(201);
        const body = res.json();
        expect(body.demanda.numerodemanda).toMatch(PROTOCOL_PATTERN);
        expect(body.demanda.numerodemanda).toMatch(new RegExp(`^DEN-${new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date())}-`));
        expect(body.codigo_recibo).toMatch(RECEIPT_CODE_PATTERN);
        expect(body.status).toBe('Protocolada');
        const [row] = await queryRows<Record<string, unknown>>(
          t.handle.db,
          sql`SELECT numerodemanda, nomefantasia, municipio_id, uf, status, arquivada, score, estabelecimento[0] AS lon, estabelecimento[1] AS lat,
                     estabelecimento_encerramento::text AS enc, receipt_hash, cadastrador FROM complaints WHERE id = ${body.id}`,
        );
        expect(row).toMatchObject({ numerodemanda: body.demanda.numerodemanda, nomefantasia: 'Fazenda Boa Esperança', municipio_id: maraba, uf: 'PA', status: 'Protocolada', arquivada: false, lon: -49.13, lat: -5.38, enc: '2030-01-31', cadastrador: null });
        expect(String(row!.receipt_hash)).toMatch(/^\$argon2id\$/);
        expect(String(row!.receipt_hash)).not.toContain(body.codigo_recibo);
        expect(await written(t)).toEqual({ complaints: before.complaints + 1, answers: before.answers + 4, indicators: before.indicators + 3, captcha: before.captcha + 1 });
        const answers = await queryRows<{ question_id: number; resposta: string; option_ids: number[] }>(
          t.handle.db,
          sql`SELECT question_id, resposta, option_ids FROM complaint_answers WHERE complaint_id = ${body.id} ORDER BY question_id`,
        );
        expect(answers).toEqual([
          { question_id: q1.id, resposta: 'Não', option_ids: [no()] },
          { question_id: q2.id, resposta: 'Ameaças; Vigias armados', option_ids: [threat(), guards()] },
          { question_id: q3.id, resposta: '12', option_ids: [] },
          { question_id: q4.id, resposta: 'Vigias armados na porteira', option_ids: [] },
        ]);
      });

      it('computes the IRTE score from the chosen options (each indicator once) and ignores a score or indicators sent by the client', async () => {
        const t = ctx();
        const res = await create(t, validBody({ score: 999, indicadores: [{ id: 12345 }], status: 'Fiscalizada', arquivada: true }), await solvedCaptcha(t));
        expect(res.statusCode).toBe(201);
        const id = res.json().id;
        expect(res.json().status).toBe('Protocolada');
        const [row] = await queryRows<{ score: number; arquivada: boolean }>(t.handle.db, sql`SELECT score, arquivada FROM complaints WHERE id = ${id}`);
        // 'Não' → A (5) + B (3); 'Ameaças' → A again (counted once); 'Vigias armados' → C (7)
        expect(row).toEqual({ score: indA.peso + indB.peso + indC.peso, arquivada: false });
        const linked = await queryRows<{ indicator_id: number }>(t.handle.db, sql`SELECT indicator_id FROM complaint_indicators WHERE complaint_id = ${id} ORDER BY indicator_id`);
        expect(linked.map((r) => r.indicator_id)).toEqual([indA.id, indB.id, indC.id].sort((a, b) => a - b));

        const calm = await create(
          t,
          validBody({ questoes: [{ idQuestao: q1.id, resposta: yes() }, { idQuestao: q4.id, resposta: 'Nada a declarar' }], score: 50 }),
          await solvedCaptcha(t),
        );
        const [zero] = await queryRows<{ score: number }>(t.handle.db, sql`SELECT score FROM complaints WHERE id = ${calm.json().id}`);
        expect(zero!.score).toBe(0);
      });

      it('accepts a number answer sent as a JSON number, and stores it as text', async () => {
        const t = ctx();
        const res = await create(t, validBody({ questoes: validBody().questoes.map((a) => (a.idQuestao === q3.id ? { ...a, resposta: 3.5 } : a)) }), await solvedCaptcha(t));
        expect(res.statusCode).toBe(201);
        const [row] = await queryRows<{ resposta: string }>(t.handle.db, sql`SELECT resposta FROM complaint_answers WHERE complaint_id = ${res.json().id} AND question_id = ${q3.id}`);
        expect(row!.resposta).toBe('3.5');
      });

      it('recomputes the score when the answers are edited', async () => {
        const t = ctx();
        const res = await create(t, validBody(), await solvedCaptcha(t));
        const id = res.json().id as number;
        await queryRows(t.handle.db, sql`UPDATE complaint_answers SET option_ids = ${`{${guards()}}`}::int[] WHERE complaint_id = ${id} AND question_id = ${q2.id}`);
        await queryRows(t.handle.db, sql`UPDATE complaint_answers SET option_ids = ${`{${yes()}}`}::int[] WHERE complaint_id = ${id} AND question_id = ${q1.id}`);
        const score = await t.handle.db.transaction((tx) => recomputeComplaintScore(tx, id));
        expect(score).toBe(indC.peso);
        const [row] = await queryRows<{ score: number }>(t.handle.db, sql`SELECT score FROM complaints WHERE id = ${id}`);
        expect(row!.score).toBe(indC.peso);
        expect(await t.count('complaint_indicators', `complaint_id = ${id}`)).toBe(1);
        expect(await t.handle.db.transaction((tx) => recomputeComplaintScore(tx, 999999))).toBeNull();
      });

      it.each([
        ['an unknown question', () => ({ questoes: [...validBody().questoes, { idQuestao: 999999, resposta: 'x' }] }), 'A questão 999999 não existe ou foi removida do questionário'],
        ['an option of another question', () => ({ questoes: [{ idQuestao: q1.id, resposta: other.opcoes[0]!.id }, { idQuestao: q4.id, resposta: 'x' }] }), 'não pertence à questão "Os trabalhadores podem sair?"'],
        ['a missing required answer', () => ({ questoes: validBody().questoes.filter((a) => a.idQuestao !== q4.id) }), 'A questão "Relato" é obrigatória'],
        ['a missing required answer of a visible child', () => ({ questoes: validBody().questoes.filter((a) => a.idQuestao !== q2.id) }), 'A questão "O que impede os trabalhadores de sair?" é obrigatória'],
        ['a number that is not a number', () => ({ questoes: validBody().questoes.map((a) => (a.idQuestao === q3.id ? { ...a, resposta: 'doze' } : a)) }), 'A resposta de "Quantos trabalhadores?" deve ser um número'],
        ['a fraction for a single choice', () => ({ questoes: validBody().questoes.map((a) => (a.idQuestao === q1.id ? { ...a, resposta: 1.5 } : a)) }), 'A resposta de "Os trabalhadores podem sair?" deve ser o id de uma opção'],
        ['a list for a single choice', () => ({ questoes: validBody().questoes.map((a) => (a.idQuestao === q1.id ? { ...a, resposta: [no()] } : a)) }), 'A resposta de "Os trabalhadores podem sair?" deve ser o id de uma opção'],
        [
          'an answer to a question whose parent condition is not met',
          () => ({ questoes: [{ idQuestao: q1.id, resposta: yes() }, { idQuestao: q2.id, resposta: [threat()] }, { idQuestao: q4.id, resposta: 'x' }] }),
          'A questão "O que impede os trabalhadores de sair?" não deve ser respondida: ela só aparece quando "Os trabalhadores podem sair?" tem a resposta "Não"',
        ],
        ['a city of another state', () => ({ demanda: { ...demanda(), ufendempresa: { uf: 'SP' } } }), 'não existe na UF SP'],
        ['no trade name', () => ({ demanda: { ...demanda(), nomefantasia: ' ' } }), 'Nome do estabelecimento é obrigatório'],
        ['a point outside Brazil', () => ({ estabelecimento_latitude: 48.85, estabelecimento_longitude: 2.35 }), 'A localização do estabelecimento deve estar no Brasil'],
        ['a latitude without longitude', () => ({ estabelecimento_longitude: null }), 'Informe latitude e longitude juntas'],
        ['a bad closing date', () => ({ estabelecimento_encerramento: '31/01/2030' }), 'Previsão de encerramento inválida'],
        ['an oversized text answer', () => ({ questoes: validBody().questoes.map((a) => (a.idQuestao === q4.id ? { ...a, resposta: 'x'.repeat(2001) } : a)) }), 'no máximo 2000 caracteres'],
      ])('refuses %s with a clear 400, writes nothing and leaves the captcha usable', async (_name, change, message) => {
        const t = ctx();
        const before = await written(t);
        const captcha = await solvedCaptcha(t);
        const res = await create(t, validBody(change()), captcha);
        expect(res.statusCode).toBe(400);
        expect(errorText(res)).toContain(message);
        expect(await written(t)).toEqual(before);
      });

      it('accepts the captcha solution of a refused submission once the answers are fixed', async () => {
        const t = ctx();
        const captcha = await solvedCaptcha(t);
        expect((await create(t, validBody({ questoes: [] }), captcha)).statusCode).toBe(400);
        expect((await create(t, validBody(), captcha)).statusCode).toBe(201);
      });

      describe('captcha', () => {
        it('serves ALTCHA challenges publicly, never cached', async () => {
          const res = await ctx().app.inject({ method: 'GET', url: '/api/captcha/challenge' });
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
          expect(res.json().salt).toMatch(/expires=\d+/);
          expect(res.headers['cache-control']).toBe('no-store');
        });

        it('refuses a missing, garbled, wrong, reused or expired solution with Portuguese messages', async () => {
          const t = ctx();
          const before = await written(t);
          const missing = await create(t, validBody(), undefined);
          expect(missing.statusCode).toBe(400);
          expect(missing.json().message).toBe(CAPTCHA_MISSING_MESSAGE);
          expect((await create(t, validBody(), 'bm90LWpzb24')).json().message).toBe(CAPTCHA_INVALID_MESSAGE);

          const good = await solvedCaptcha(t);
          const decoded = JSON.parse(Buffer.from(good, 'base64').toString());
          const wrong = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
          expect((await create(t, validBody(), wrong)).json().message).toBe(CAPTCHA_INVALID_MESSAGE);
          const forged = await createChallenge({ hmacKey: 'outra-chave-qualquer-com-32-caracteres!!', maxnumber: 10, number: 3 });
          const forgedPayload = Buffer.from(JSON.stringify({ ...forged, number: 3 })).toString('base64');
          expect((await create(t, validBody(), forgedPayload)).json().message).toBe(CAPTCHA_INVALID_MESSAGE);

          const expired = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 10, number: 4, expires: new Date(Date.now() - 1000) });
          const expiredPayload = Buffer.from(JSON.stringify({ ...expired, number: 4 })).toString('base64');
          const late = await create(t, validBody(), expiredPayload);
          expect(late.statusCode).toBe(400);
          expect(late.json().message).toBe(CAPTCHA_EXPIRED_MESSAGE);
          expect(await written(t)).toEqual(before);

          expect((await create(t, validBody(), good)).statusCode).toBe(201);
          const again = await create(t, validBody(), good);
          expect(again.statusCode).toBe(400);
          expect(again.json().message).toBe(CAPTCHA_REUSED_MESSAGE);
          expect(await t.count('complaints')).toBe(before.complaints + 1);
        });

        it('lets only one of two concurrent submissions with the same solution through', async () => {
          const t = ctx();
          const before = await t.count('complaints');
          const captcha = await solvedCaptcha(t);
          const results = await Promise.all([create(t, validBody(), captcha), create(t, validBody(), captcha)]);
          expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
          expect(await t.count('complaints')).toBe(before + 1);
        });
      });

      describe('Idempotency-Key', () => {
        it('answers a retry with the same key with the same complaint, protocol and receipt code, and stores it once', async () => {
          const t = ctx();
          const before = await t.count('complaints');
          const key = `retry-${Date.now()}-abcdef`;
          const first = await create(t, validBody(), await solvedCaptcha(t), { 'idempotency-key': key });
          expect(first.statusCode).toBe(201);
          // a retry needs no new captcha: the key alone finds the complaint
          const retry = await create(t, validBody(), undefined, { 'idempotency-key': key });
          expect(retry.statusCode).toBe(200);
          expect(retry.headers['idempotent-replayed']).toBe('true');
          expect(retry.json()).toEqual(first.json());
          expect(await t.count('complaints')).toBe(before + 1);
          const sealed = await queryRows<{ receipt_sealed: string }>(t.handle.db, sql`SELECT receipt_sealed FROM idempotency_keys WHERE key = ${key}`);
          expect(sealed[0]!.receipt_sealed).not.toContain(first.json().codigo_recibo);
        });

        it('refuses the same key with a different body, writing nothing', async () => {
          const t = ctx();
          const key = `conflict-${Date.now()}-abcdef`;
          await create(t, validBody(), await solvedCaptcha(t), { 'idempotency-key': key });
          const before = await t.count('complaints');
          const res = await create(t, validBody({ demanda: { ...demanda(), nomefantasia: 'Outra fazenda' } }), await solvedCaptcha(t), { 'idempotency-key': key });
          expect(res.statusCode).toBe(422);
          expect(res.json().message).toBe(IDEMPOTENCY_CONFLICT_MESSAGE);
          expect(await t.count('complaints')).toBe(before);
        });

        it('stores concurrent twins with the same key once', async () => {
          const t = ctx();
          const before = await t.count('complaints');
          const key = `twins-${Date.now()}-abcdef`;
          const captcha = await solvedCaptcha(t);
          const results = await Promise.all([1, 2, 3].map(() => create(t, validBody(), captcha, { 'idempotency-key': key })));
          expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
          expect(new Set(results.map((r) => r.json().demanda.numerodemanda)).size).toBe(1);
          expect(await t.count('complaints')).toBe(before + 1);
        });

        it('after 24 h answers a retry with the protocol number only (the receipt code is no longer kept)', async () => {
          const t = ctx();
          const key = `late-${Date.now()}-abcdef`;
          const first = await create(t, validBody(), await solvedCaptcha(t), { 'idempotency-key': key });
          await queryRows(t.handle.db, sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = ${key}`);
          // the next creation purges the sealed codes older than 24 h
          await create(t, validBody(), await solvedCaptcha(t), { 'idempotency-key': `other-${Date.now()}-abcdef` });
          const before = await t.count('complaints');
          const late = await create(t, validBody(), undefined, { 'idempotency-key': key });
          expect(late.statusCode).toBe(409);
          expect(late.json().message).toContain(first.json().demanda.numerodemanda);
          expect(await t.count('complaints')).toBe(before);
        });

        it('refuses a malformed key', async () => {
          const t = ctx();
          const res = await create(t, validBody(), await solvedCaptcha(t), { 'idempotency-key': 'a b' });
          expect(res.statusCode).toBe(400);
        });
      });

      it('adds a logged-in creator and their organizations; ignores them for the anonymous public', async () => {
        const t = ctx();
        const orgs = (await t.app.inject({ method: 'GET', url: '/api/organizacoes/list' })).json();
        const mpt = orgs.find((o: { sigla: string }) => o.sigla === 'MPT').id;
        const staffRes = await create(t, validBody({ organizacoes: [{ id: mpt }], nomeCadastrador: 'Falso' }), await solvedCaptcha(t), staff.headers);
        expect(staffRes.statusCode).toBe(201);
        const [row] = await queryRows<Record<string, unknown>>(
          t.handle.db,
          sql`SELECT cadastrador, nome_cadastrador, cadastrador_id FROM complaints WHERE id = ${staffRes.json().id}`,
        );
        expect(row).toEqual({ cadastrador: 'paula.fiscal', nome_cadastrador: 'Paula Fiscal', cadastrador_id: staff.id });
        expect(await t.count('complaint_organizations', `complaint_id = ${staffRes.json().id} AND organization_id = ${mpt}`)).toBe(1);

        const anon = await create(t, validBody({ organizacoes: [{ id: mpt }], nomeCadastrador: 'Falso', demanda: { ...demanda(), cadastrador: 'admin' } }), await solvedCaptcha(t), { authorization: 'Bearer invalido' });
        expect(anon.statusCode).toBe(201);
        const [anonRow] = await queryRows<Record<string, unknown>>(t.handle.db, sql`SELECT cadastrador, nome_cadastrador FROM complaints WHERE id = ${anon.json().id}`);
        expect(anonRow).toEqual({ cadastrador: null, nome_cadastrador: null });
        expect(await t.count('complaint_organizations', `complaint_id = ${anon.json().id}`)).toBe(0);

        const unknownOrg = await create(t, validBody({ organizacoes: [{ id: 999999 }] }), await solvedCaptcha(t), staff.headers);
        expect(unknownOrg.statusCode).toBe(400);
        expect(unknownOrg.json().message).toBe('Organização 999999 não encontrada');
      });

      it('gives unique, consecutive protocol numbers under concurrent submissions', async () => {
        const t = ctx();
        const before = await t.count('complaints');
        const captchas = await Promise.all(Array.from({ length: 12 }, () => solvedCaptcha(t)));
        const results = await Promise.all(captchas.map((c, i) => create(t, validBody({ demanda: { ...demanda(), municipio: { id: i % 2 ? maraba : belem } } }), c)));
        expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
        const numbers = results.map((r) => r.json().demanda.numerodemanda as string);
        expect(new Set(numbers).size).toBe(12);
        const counters = numbers.map((n) => Number(n.split('-')[2])).sort((a, b) => a - b);
        expect(counters[11]! - counters[0]!).toBe(11);
        expect(await t.count('complaints')).toBe(before + 12);
      });
    });

    describe('POST /api/denuncias/acompanhamento', () => {
      let protocol: string;
      let code: string;
      beforeAll(async () => {
        const t = ctx();
        const res = await create(t, validBody(), await solvedCaptcha(t));
        protocol = res.json().demanda.numerodemanda;
        code = res.json().codigo_recibo;
      });
      const follow = (payload: unknown) => ctx().app.inject({ method: 'POST', url: '/api/denuncias/acompanhamento', payload: payload as Record<string, unknown> });

      it('shows the status of a complaint to whoever holds its protocol and receipt code, and nothing else', async () => {
        const res = await follow({ numerodemanda: protocol, codigo: code });
        expect(res.statusCode).toBe(200);
        expect(Object.keys(res.json()).sort()).toEqual(['createdAt', 'numerodemanda', 'status']);
        expect(res.json()).toMatchObject({ numerodemanda: protocol, status: 'Protocolada' });
        // forgiving typing: lower case, no dashes
        expect((await follow({ numerodemanda: protocol.toLowerCase(), codigo: code.replace(/-/g, '').toLowerCase() })).statusCode).toBe(200);
      });

      it('refuses a wrong receipt code and a wrong protocol alike, without telling which part was wrong', async () => {
        const wrongCode = await follow({ numerodemanda: protocol, codigo: code.startsWith('A') ? 'BBBB-BBBB-BBBB' : 'AAAA-AAAA-AAAA' });
        const wrongProtocol = await follow({ numerodemanda: 'DEN-1999-000001', codigo: code });
        expect(wrongCode.statusCode).toBe(404);
        expect(wrongProtocol.statusCode).toBe(404);
        expect(wrongCode.json()).toEqual({ message: FOLLOW_UP_NOT_FOUND_MESSAGE, messages: [FOLLOW_UP_NOT_FOUND_MESSAGE] });
        expect(wrongProtocol.json()).toEqual(wrongCode.json());
        expect((await follow({ numerodemanda: protocol })).statusCode).toBe(400);
      });
    });
  });

  describe('map support', () => {
    it('serves the map configuration (centre -15,-58, zoom 3, place 7) with the local stand-in tiles', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/geo/config' });
      expect(res.json()).toEqual({ tileUrl: '/api/geo/tiles/{z}/{x}/{y}.png', attribution: expect.any(String), center: [-15, -58], zoom: 3, resetZoom: 3.5, placeZoom: 7 });
      const tile = await ctx().app.inject({ method: 'GET', url: '/api/geo/tiles/3/2/4.png' });
      expect(tile.statusCode).toBe(200);
      expect(tile.headers['content-type']).toBe('image/png');
      expect(tile.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect((await ctx().app.inject({ method: 'GET', url: '/api/geo/tiles/1/5/0.png' })).statusCode).toBe(400);
    });

    it('searches Brazilian places ignoring accents, and refuses too short a query', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/geo/search?q=maraba' });
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toMatchObject({ municipio: 'Marabá', uf: 'PA' });
      expect((await ctx().app.inject({ method: 'GET', url: '/api/geo/search?q=sao%20paulo' })).json().map((p: { uf: string }) => p.uf)).toEqual(['SP']);
      expect((await ctx().app.inject({ method: 'GET', url: '/api/geo/search?q=Paris%20Franca' })).json()).toEqual([]);
      expect((await ctx().app.inject({ method: 'GET', url: '/api/geo/search?q=a' })).statusCode).toBe(400);
    });
  });
});

describe('public rate limits', () => {
  const ctx = useTestApp('pglite', { denuncias: { ...FAST, complaintsPerIp: 2, followUpsPerIp: 2 } });

  it('refuses a third complaint from one address within 10 minutes with 429', async () => {
    const t = ctx();
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await create(t, { demanda: {} }, 'x')).statusCode);
    expect(codes).toEqual([400, 400, 429]);
    const res = await create(t, { demanda: {} }, 'x');
    expect(res.json().message).toBe(COMPLAINT_RATE_LIMITED_MESSAGE);
  });

  it('limits the follow-up lookups per address', async () => {
    const t = ctx();
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/denuncias/acompanhamento', payload: { numerodemanda: 'DEN-2026-000001', codigo: 'AAAA-AAAA-AAAA' } })).statusCode);
    expect(codes).toEqual([404, 404, 429]);
  });
});
