import { ROLES } from '@sisacte/contracts/auth/roles';
import { TEXT_NUL_MESSAGE } from '@sisacte/contracts/common/text';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { useBackOffice } from '../modules/denuncias/admin/test-support';
import { create, solvedCaptcha, useDenunciasTestApp, written } from '../modules/denuncias/test-support';
import { testDatabases, type TestApp, type TestUser } from '../test/helpers';
import { applyTextRule, INPUT_TOO_DEEP_MESSAGE, MAX_INPUT_DEPTH } from './text-rule';

const RLO = '\u202E';

describe('the text rule', () => {
  it('replaces lone surrogates with U+FFFD and keeps pairs (emoji)', () => {
    expect(applyTextRule('a\uD800b')).toBe('a\uFFFDb');
    expect(applyTextRule('fim\uDBFF')).toBe('fim\uFFFD');
    expect(applyTextRule('\uDC00início')).toBe('\uFFFDinício');
    expect(applyTextRule('ok 😀 e \uD83D')).toBe('ok 😀 e \uFFFD');
  });

  it('removes bidi embedding, override and isolate controls, except from passwords', () => {
    const input = { name: `a${RLO}exe.txt`, list: [`x\u2066y\u2069`, { titulo: '\u202Ad\u202C' }], password: `se${RLO}nha`, novaSenha: `b${RLO}` };
    expect(applyTextRule(input)).toEqual({ name: 'aexe.txt', list: ['xy', { titulo: 'd' }], password: `se${RLO}nha`, novaSenha: `b${RLO}` });
  });

  it('cleans keys too, never touching the prototype', () => {
    const input = JSON.parse('{"a\\ud800": 1, "__pro\\u202eto__": {"polluted": true}}') as Record<string, unknown>;
    applyTextRule(input);
    expect(Object.keys(input)).toEqual(['a\uFFFD', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
  });

  it('refuses a NUL anywhere, and data nested deeper than the limit, without overflowing the stack', () => {
    expect(() => applyTextRule({ a: [{ b: 'x\u0000' }] })).toThrow(TEXT_NUL_MESSAGE);
    expect(() => applyTextRule({ 'k\u0000': 1 })).toThrow(TEXT_NUL_MESSAGE);
    const deep = (n: number) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`) as unknown;
    expect(() => applyTextRule(deep(MAX_INPUT_DEPTH))).not.toThrow();
    expect(() => applyTextRule(deep(MAX_INPUT_DEPTH + 1))).toThrow(INPUT_TOO_DEEP_MESSAGE);
    expect(() => applyTextRule(deep(200_000))).toThrow(INPUT_TOO_DEEP_MESSAGE);
  });
});

/** `body` as JSON text with every '@LONE@' written as the escape \ud800 (how a client sends a lone surrogate). */
const withLoneSurrogate = (body: unknown) => JSON.stringify(body).replaceAll('@LONE@', '\\ud800');
const json = { 'content-type': 'application/json' };

describe.each(testDatabases())('every text the API takes follows the rule, on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);
  const { backOffice: b, tq } = useBackOffice(ctx, people);

  const storedAnswer = async (t: TestApp, complaintId: number) =>
    (await queryRows<{ resposta: string }>(t.handle.db, sql`SELECT resposta FROM complaint_answers WHERE complaint_id = ${complaintId} AND question_id = ${tq.questionnaire.q4.id}`))[0]?.resposta;
  const withReport = (text: string) => tq.validBody().questoes.map((a) => (a.idQuestao === tq.questionnaire.q4.id ? { ...a, resposta: text } : a));

  it('POST /api/denuncias-create stores a free-text answer with a lone surrogate as U+FFFD', async () => {
    const t = ctx();
    const payload = withLoneSurrogate(tq.validBody({ questoes: withReport('relato a@LONE@b') }));
    expect(payload).toContain('relato a\\ud800b');
    const res = await create(t, payload, await solvedCaptcha(t), json);
    expect(res.statusCode).toBe(201);
    expect(await storedAnswer(t, res.json().id)).toBe('relato a\uFFFDb');
  });

  it('PUT /api/denuncias/{id}/respostas does the same', async () => {
    const t = ctx();
    const payload = withLoneSurrogate({ questoes: withReport('relato editado a@LONE@b') });
    const res = await t.app.inject({ method: 'PUT', url: `/api/denuncias/${b.anonymous.id}/respostas`, payload, headers: { ...b.holder.headers, ...json } });
    expect(res.statusCode).toBe(200);
    expect(await storedAnswer(t, b.anonymous.id)).toBe('relato editado a\uFFFDb');
    const [entry] = (await t.app.inject({ method: 'GET', url: `/api/denuncias/historico/${b.anonymous.id}`, headers: b.holder.headers })).json();
    expect(JSON.stringify(entry.changes)).toContain('relato editado a\uFFFDb');
  });

  it('POST /api/extras stores a titulo with a lone surrogate, and a bidi override nowhere', async () => {
    const t = ctx();
    const payload = withLoneSurrogate({ titulo: `Visita a@LONE@b ${RLO}fdp.exe`, texto: `relato${RLO}`, demandaComplemento: b.ofA.id });
    const res = await t.app.inject({ method: 'POST', url: '/api/extras', payload, headers: { ...b.holder.headers, ...json } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ titulo: 'Visita a\uFFFDb fdp.exe', texto: 'relato' });
    const [row] = await queryRows<{ titulo: string }>(t.handle.db, sql`SELECT titulo FROM complaint_extras WHERE id = ${res.json().id}`);
    expect(row!.titulo).toBe('Visita a\uFFFDb fdp.exe');
  });

  describe('names', () => {
    let staff: TestUser;
    beforeAll(async () => {
      staff = await ctx().userWith([ROLES.ACOLHIMENTO]);
    });

    it('a person named with U+202E is stored without it, and found by the name as shown', async () => {
      const t = ctx();
      const res = await t.app.inject({ method: 'POST', url: '/api/welcomed', headers: staff.headers, payload: { name: `Ana ${RLO}txt.exe`, gender: 'Feminino', nacionality: 1 } });
      expect(res.statusCode).toBe(201);
      expect(res.json().name).toBe('Ana txt.exe');
      const [row] = await queryRows<{ name: string }>(t.handle.db, sql`SELECT name FROM welcomeds WHERE id = ${res.json().id}`);
      expect(row!.name).toBe('Ana txt.exe');
      const found = await t.app.inject({ method: 'GET', url: `/api/welcomeds?name=${encodeURIComponent(`Ana ${RLO}txt`)}`, headers: staff.headers });
      expect(found.json().content.map((p: { id: number }) => p.id)).toEqual([res.json().id]);
    });

    it('a NUL in a body, a query or a path is a 400 that writes nothing', async () => {
      const t = ctx();
      const before = await t.count('welcomeds');
      for (const request of [
        { method: 'POST' as const, url: '/api/welcomed', payload: { name: 'Ana\u0000', gender: 'Feminino', nacionality: 1 } },
        { method: 'GET' as const, url: '/api/welcomeds?name=a%00' },
        { method: 'GET' as const, url: '/api/welcomeds/1%00' },
      ]) {
        const res = await t.app.inject({ ...request, headers: staff.headers });
        expect([request.url, res.statusCode, res.json().messages]).toEqual([request.url, 400, [TEXT_NUL_MESSAGE]]);
      }
      expect(await t.count('welcomeds')).toBe(before);
    });

    it('a body nested deeper than the limit is a 400 that writes nothing', async () => {
      const t = ctx();
      const before = await written(t);
      const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const res = await create(t, `{"demanda": ${nested}, "questoes": []}`, await solvedCaptcha(t), json);
      expect([res.statusCode, res.json().message]).toEqual([400, INPUT_TOO_DEEP_MESSAGE]);
      expect(await written(t)).toEqual(before);
    });
  });
});
