import { ROLES } from '@sisacte/contracts/auth/roles';
import { type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { solveChallenge } from 'altcha-lib';
import { sql } from 'drizzle-orm';
import type { DatabaseEngine } from '../../db/client';
import { queryRows } from '../../db/client';
import type { cities } from '../../db/schema';
import { useTestApp, type TestApp, type TestUser } from '../../test/helpers';

// Shared by the route tests of the complaints module (questions, indicators, complaints, captcha).

export const HMAC_KEY = 'chave-hmac-de-teste-com-mais-de-32-caracteres';
/** An easy captcha and no public limits, so that tests submit many complaints quickly. */
export const FAST = { altchaHmacKey: HMAC_KEY, altchaMaxNumber: 2000, complaintsPerIp: 10_000, followUpsPerIp: 10_000 };

export interface DenunciasPeople {
  /** Holds the complaints role. */
  staff: TestUser;
  /** Staff of another area: no complaints role. */
  clerk: TestUser;
  maraba: number;
  belem: number;
}

/**
 * Registers a beforeAll that creates, on the app of `ctx`, a complaints staff member, a clerk of
 * another area and looks up the ids of two cities. Read the returned people inside tests.
 */
export function useDenunciasPeople(ctx: () => TestApp): DenunciasPeople {
  const people = {} as DenunciasPeople;
  beforeAll(async () => {
    const t = ctx();
    people.staff = await t.userWith([ROLES.DENUNCIAS], { name: 'Paula Fiscal', username: 'paula.fiscal' });
    people.clerk = await t.userWith([ROLES.ACOLHIMENTO]);
    people.maraba = await cityId(t, 'PA', 'Marabá');
    people.belem = await cityId(t, 'PA', 'Belém');
  });
  return people;
}

/** A fresh app with the FAST captcha on `engine`, plus the people of {@link useDenunciasPeople}. */
export function useDenunciasTestApp(engine: DatabaseEngine): { ctx: () => TestApp; people: DenunciasPeople } {
  const ctx = useTestApp(engine, { denuncias: FAST });
  return { ctx, people: useDenunciasPeople(ctx) };
}

/** Solves a challenge of the server the way the ALTCHA widget does, and returns the payload it would send. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(res.statusCode).toBe(200);
  const c = res.json();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution!.number, salt: c.salt, signature: c.signature })).toString('base64');
}

export async function cityId(t: TestApp, uf: string, nome: string): Promise<number> {
  const [row] = await queryRows<Pick<typeof cities.$inferSelect, 'id'>>(
    t.handle.db,
    sql`SELECT c.id FROM cities c JOIN states s ON s.id = c.state_id WHERE s.uf = ${uf} AND c.nome = ${nome}`,
  );
  return row!.id;
}

/** POST /api/denuncias-create with the captcha payload in the query, as the wizard sends it. */
export const create = (t: TestApp, body: unknown, captcha: string | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/denuncias-create${captcha === undefined ? '' : `?g_recaptcha_response=${encodeURIComponent(captcha)}`}`,
    payload: body as Record<string, unknown>,
    headers,
  });

/** Every line of an error answer, to look for one message in it. */
export const errorText = (res: { json: () => { message: string; messages: string[] } }) => [res.json().message, ...res.json().messages].join('\n');

export const list = async (t: TestApp): Promise<QuestionCategory[]> => (await t.app.inject({ method: 'GET', url: '/api/questoes/list' })).json();

/** What a complaint writes, for "nothing was written" checks. */
export async function written(t: TestApp) {
  return {
    complaints: await t.count('complaints'),
    answers: await t.count('complaint_answers'),
    indicators: await t.count('complaint_indicators'),
    captcha: await t.count('captcha_used'),
  };
}

type Choice = { id: number; opcoes: { id: number; valor: string }[] };

export interface TestQuestionnaire {
  cat1: number;
  cat2: number;
  indA: { id: number; peso: number };
  indB: { id: number; peso: number };
  indC: { id: number; peso: number };
  /** Single choice, required. */
  q1: Choice;
  /** Multiple choice, required, shown when q1 = 'Não'. */
  q2: Choice;
  /** Number. */
  q3: { id: number };
  /** Text, required. */
  q4: { id: number };
  /** A choice in category 2. */
  other: Choice;
}

/** The POST body of q2 of the test questionnaire: multiple choice, required, shown when q1 = 'Não'. */
export const childQuestionBody = (cat1: number, q1: number, enunciado: string, opcoes: Record<string, unknown>[]) => ({
  enunciado,
  tipo: 4,
  requerido: true,
  categoria: { id: cat1 },
  parent: q1,
  parentAnswer: 'Não',
  opcoes,
});

/**
 * Through the API, as staff: deactivates the seeded questions and creates three indicators (A 5,
 * B 3, C 7) and a small questionnaire whose options point at them.
 */
async function createTestQuestionnaire(t: TestApp, staff: TestUser, options: { childStatement?: string } = {}): Promise<TestQuestionnaire> {
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: staff.headers });
  await queryRows(t.handle.db, sql`UPDATE questions SET status = 0`);
  const categories = await list(t);
  const cat1 = categories[0]!.id;
  const cat2 = categories[1]!.id;
  const indicator = async (nome: string, peso: number) => {
    const res = await post('/api/indicadores', { nome, peso, categoria_indicador: 'Trabalho forçado' });
    expect(res.statusCode).toBe(200);
    return { id: res.json().id as number, peso };
  };
  const indA = await indicator('Indicador A', 5);
  const indB = await indicator('Indicador B', 3);
  const indC = await indicator('Indicador C', 7);
  const question = async (payload: Record<string, unknown>) => {
    const res = await post('/api/questoes', payload);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const q1 = await question({
    enunciado: 'Os trabalhadores podem sair?',
    tipo: 3,
    requerido: true,
    categoria: { id: cat1 },
    opcoes: [{ valor: 'Sim' }, { valor: 'Não', indicadores: [{ id: indA.id }, { id: indB.id }] }],
  });
  const q2 = await question(
    childQuestionBody(cat1, q1.id, options.childStatement ?? 'O que os impede?', [
      { valor: 'Ameaças', indicadores: [{ id: indA.id }] },
      { valor: 'Vigias armados', indicadores: [{ id: indC.id }] },
    ]),
  );
  const q3 = await question({ enunciado: 'Quantos trabalhadores?', tipo: 2, categoria: { id: cat1 } });
  const q4 = await question({ enunciado: 'Relato', tipo: 1, requerido: true, categoria: { id: cat1 } });
  const other = await question({ enunciado: 'Há água potável?', tipo: 3, categoria: { id: cat2 }, opcoes: [{ valor: 'Sim' }, { valor: 'Não' }] });
  return { cat1, cat2, indA, indB, indC, q1, q2, q3, q4, other };
}

/** The establishment part of a valid complaint: a farm in Marabá (PA). */
export const demandaIn = (people: DenunciasPeople) => ({
  nomefantasia: 'Fazenda Boa Esperança',
  enderecoempresa: 'Estrada vicinal, km 12',
  municipio: { id: people.maraba, nome: 'Marabá' },
  ufendempresa: { uf: 'PA' },
});

/**
 * Registers a beforeAll that builds the test questionnaire as `people.staff` (so register it after
 * the people), and returns it with the option ids of q1 and q2 and a valid complaint that answers
 * it. The questionnaire is filled in by then: read it, and call the functions, inside tests.
 */
export function useTestQuestionnaire(ctx: () => TestApp, people: DenunciasPeople, options: { childStatement?: string } = {}) {
  const q = {} as TestQuestionnaire;
  beforeAll(async () => {
    Object.assign(q, await createTestQuestionnaire(ctx(), people.staff, options));
  });
  const demanda = () => demandaIn(people);
  const no = () => q.q1.opcoes.find((o) => o.valor === 'Não')!.id;
  const yes = () => q.q1.opcoes.find((o) => o.valor === 'Sim')!.id;
  const threat = () => q.q2.opcoes.find((o) => o.valor === 'Ameaças')!.id;
  const guards = () => q.q2.opcoes.find((o) => o.valor === 'Vigias armados')!.id;
  const validBody = (extra: Record<string, unknown> = {}) => ({
    demanda: demanda(),
    questoes: [
      { idQuestao: q.q1.id, resposta: no() },
      { idQuestao: q.q2.id, resposta: [threat(), guards()] },
      { idQuestao: q.q3.id, resposta: '12' },
      { idQuestao: q.q4.id, resposta: 'Vigias armados na porteira' },
    ],
    estabelecimento_latitude: -5.38,
    estabelecimento_longitude: -49.13,
    estabelecimento_encerramento: '2030-01-31',
    ...extra,
  });
  return { questionnaire: q, demanda, no, yes, threat, guards, validBody };
}
