import { COMPLAINT_RATE_LIMITED_MESSAGE, IDEMPOTENCY_CONFLICT_MESSAGE, ORGANIZATIONS_NEED_DENUNCIAS_MESSAGE, PROTOCOL_PATTERN, RECEIPT_CODE_PATTERN } from '@sisacte/contracts/denuncias/complaints';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { FOLLOW_UP_NOT_FOUND_MESSAGE } from '@sisacte/contracts/denuncias/follow-up';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { testDatabases, useTestApp } from '../../../test/helpers';
import {
  create,
  demandaIn,
  errorText,
  FAST,
  list,
  solvedCaptcha,
  useDenunciasPeople,
  useDenunciasTestApp,
  useTestQuestionnaire,
  written,
} from '../test-support';
import { recomputeComplaintScore } from './service';

describe.each(testDatabases())('complaint routes on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);
  const demanda = () => demandaIn(people);

  describe('the seeded questionnaire (demo)', () => {
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
    const { questionnaire: tq, no, yes, threat, guards, validBody } = useTestQuestionnaire(ctx, people, { childStatement: 'O que impede os trabalhadores de sair?' });

    describe('POST /api/denuncias-create', () => {
      it('stores a complaint in one go: Protocolada, not archived, protocol number and a receipt code', async () => {
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
        expect(row).toMatchObject({ numerodemanda: body.demanda.numerodemanda, nomefantasia: 'Fazenda Boa Esperança', municipio_id: people.maraba, uf: 'PA', status: 'Protocolada', arquivada: false, lon: -49.13, lat: -5.38, enc: '2030-01-31', cadastrador: null });
        // keyed: HMAC-SHA-256 under the server's key, salted (argon2id only for receipts given before migration 0008)
        expect(String(row!.receipt_hash)).toMatch(/^\$hmac-sha256\$[\w-]{22}\$[\w-]{43}$/);
        expect(String(row!.receipt_hash)).not.toContain(body.codigo_recibo);
        expect(await written(t)).toEqual({ complaints: before.complaints + 1, answers: before.answers + 4, indicators: before.indicators + 3, captcha: before.captcha + 1 });
        const answers = await queryRows<{ question_id: number; resposta: string; option_ids: number[] }>(
          t.handle.db,
          sql`SELECT question_id, resposta, option_ids FROM complaint_answers WHERE complaint_id = ${body.id} ORDER BY question_id`,
        );
        expect(answers).toEqual([
          { question_id: tq.q1.id, resposta: 'Não', option_ids: [no()] },
          { question_id: tq.q2.id, resposta: 'Ameaças; Vigias armados', option_ids: [threat(), guards()] },
          { question_id: tq.q3.id, resposta: '12', option_ids: [] },
          { question_id: tq.q4.id, resposta: 'Vigias armados na porteira', option_ids: [] },
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
        expect(row).toEqual({ score: tq.indA.peso + tq.indB.peso + tq.indC.peso, arquivada: false });
        const linked = await queryRows<{ indicator_id: number }>(t.handle.db, sql`SELECT indicator_id FROM complaint_indicators WHERE complaint_id = ${id} ORDER BY indicator_id`);
        expect(linked.map((r) => r.indicator_id)).toEqual([tq.indA.id, tq.indB.id, tq.indC.id].sort((a, b) => a - b));

        const calm = await create(
          t,
          validBody({ questoes: [{ idQuestao: tq.q1.id, resposta: yes() }, { idQuestao: tq.q4.id, resposta: 'Nada a declarar' }], score: 50 }),
          await solvedCaptcha(t),
        );
        const [zero] = await queryRows<{ score: number }>(t.handle.db, sql`SELECT score FROM complaints WHERE id = ${calm.json().id}`);
        expect(zero!.score).toBe(0);
      });

      it('accepts a number answer sent as a JSON number, and stores it as text', async () => {
        const t = ctx();
        const res = await create(t, validBody({ questoes: validBody().questoes.map((a) => (a.idQuestao === tq.q3.id ? { ...a, resposta: 3.5 } : a)) }), await solvedCaptcha(t));
        expect(res.statusCode).toBe(201);
        const [row] = await queryRows<{ resposta: string }>(t.handle.db, sql`SELECT resposta FROM complaint_answers WHERE complaint_id = ${res.json().id} AND question_id = ${tq.q3.id}`);
        expect(row!.resposta).toBe('3,5');
      });

      it('recomputes the score when the answers are edited', async () => {
        const t = ctx();
        const res = await create(t, validBody(), await solvedCaptcha(t));
        const id = res.json().id as number;
        await queryRows(t.handle.db, sql`UPDATE complaint_answers SET option_ids = ${`{${guards()}}`}::int[] WHERE complaint_id = ${id} AND question_id = ${tq.q2.id}`);
        await queryRows(t.handle.db, sql`UPDATE complaint_answers SET option_ids = ${`{${yes()}}`}::int[] WHERE complaint_id = ${id} AND question_id = ${tq.q1.id}`);
        const score = await t.handle.db.transaction((tx) => recomputeComplaintScore(tx, id));
        expect(score).toBe(tq.indC.peso);
        const [row] = await queryRows<{ score: number }>(t.handle.db, sql`SELECT score FROM complaints WHERE id = ${id}`);
        expect(row!.score).toBe(tq.indC.peso);
        expect(await t.count('complaint_indicators', `complaint_id = ${id}`)).toBe(1);
        expect(await t.handle.db.transaction((tx) => recomputeComplaintScore(tx, 999999))).toBeNull();
      });

      it.each([
        ['an unknown question', () => ({ questoes: [...validBody().questoes, { idQuestao: 999999, resposta: 'x' }] }), 'A questão 999999 não existe ou foi removida do questionário'],
        ['an option of another question', () => ({ questoes: [{ idQuestao: tq.q1.id, resposta: tq.other.opcoes[0]!.id }, { idQuestao: tq.q4.id, resposta: 'x' }] }), 'não pertence à questão "Os trabalhadores podem sair?"'],
        ['a missing required answer', () => ({ questoes: validBody().questoes.filter((a) => a.idQuestao !== tq.q4.id) }), 'A questão "Relato" é obrigatória'],
        ['a missing required answer of a visible child', () => ({ questoes: validBody().questoes.filter((a) => a.idQuestao !== tq.q2.id) }), 'A questão "O que impede os trabalhadores de sair?" é obrigatória'],
        ['a number that is not a number', () => ({ questoes: validBody().questoes.map((a) => (a.idQuestao === tq.q3.id ? { ...a, resposta: 'doze' } : a)) }), 'A resposta de "Quantos trabalhadores?" deve ser um número, de 0 para cima'],
        ['a negative number', () => ({ questoes: validBody().questoes.map((a) => (a.idQuestao === tq.q3.id ? { ...a, resposta: '-3' } : a)) }), 'A resposta de "Quantos trabalhadores?" deve ser um número, de 0 para cima'],
        ['a number with too many digits', () => ({ questoes: validBody().questoes.map((a) => (a.idQuestao === tq.q3.id ? { ...a, resposta: '9999999999999999' } : a)) }), 'A resposta de "Quantos trabalhadores?" tem algarismos demais: use até 15 antes da vírgula e 6 depois'],
        ['a fraction for a single choice', () => ({ questoes: validBody().questoes.map((a) => (a.idQuestao === tq.q1.id ? { ...a, resposta: 1.5 } : a)) }), 'A resposta de "Os trabalhadores podem sair?" deve ser o id de uma opção'],
        ['a list for a single choice', () => ({ questoes: validBody().questoes.map((a) => (a.idQuestao === tq.q1.id ? { ...a, resposta: [no()] } : a)) }), 'A resposta de "Os trabalhadores podem sair?" deve ser o id de uma opção'],
        [
          'an answer to a question whose parent condition is not met',
          () => ({ questoes: [{ idQuestao: tq.q1.id, resposta: yes() }, { idQuestao: tq.q2.id, resposta: [threat()] }, { idQuestao: tq.q4.id, resposta: 'x' }] }),
          'A questão "O que impede os trabalhadores de sair?" não deve ser respondida: ela só aparece quando "Os trabalhadores podem sair?" tem a resposta "Não"',
        ],
        ['a city of another state', () => ({ demanda: { ...demanda(), ufendempresa: { uf: 'SP' } } }), 'não existe na UF SP'],
        ['no trade name', () => ({ demanda: { ...demanda(), nomefantasia: ' ' } }), 'Nome do estabelecimento é obrigatório'],
        ['a point outside Brazil', () => ({ estabelecimento_latitude: 48.85, estabelecimento_longitude: 2.35 }), 'A localização do estabelecimento deve estar no Brasil'],
        ['a latitude without longitude', () => ({ estabelecimento_longitude: null }), 'Informe latitude e longitude juntas'],
        ['a bad closing date', () => ({ estabelecimento_encerramento: '31/01/2030' }), 'Previsão de encerramento inválida'],
        ['a closing forecast in 1899', () => ({ estabelecimento_encerramento: '1899-12-31' }), 'Previsão de encerramento não pode ser anterior a 01/01/2000'],
        ['a closing forecast past 2100', () => ({ estabelecimento_encerramento: '2101-01-01' }), 'Previsão de encerramento não pode ser posterior a 31/12/2100'],
        ['an oversized text answer', () => ({ questoes: validBody().questoes.map((a) => (a.idQuestao === tq.q4.id ? { ...a, resposta: 'x'.repeat(2001) } : a)) }), 'no máximo 2000 caracteres'],
      ])('refuses %s with a clear 400, writes nothing and leaves the captcha usable', async (_name, change, message) => {
        const t = ctx();
        const before = await written(t);
        const captcha = await solvedCaptcha(t);
        const res = await create(t, validBody(change()), captcha);
        expect(res.statusCode).toBe(400);
        expect(errorText(res)).toContain(message);
        expect(await written(t)).toEqual(before);
      });

      it('names what is wrong with a required answer that was given, without also calling it missing', async () => {
        const t = ctx();
        const res = await create(t, validBody({ questoes: validBody().questoes.map((a) => (a.idQuestao === tq.q4.id ? { ...a, resposta: 123 } : a)) }), await solvedCaptcha(t));
        expect(res.statusCode).toBe(400);
        expect(errorText(res)).toContain('A resposta de "Relato" deve ser um texto');
        expect(errorText(res)).not.toContain('é obrigatória');
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
        const staffRes = await create(t, validBody({ organizacoes: [{ id: mpt }], nomeCadastrador: 'Falso' }), await solvedCaptcha(t), people.staff.headers);
        expect(staffRes.statusCode).toBe(201);
        const [row] = await queryRows<Record<string, unknown>>(
          t.handle.db,
          sql`SELECT cadastrador, nome_cadastrador, cadastrador_id FROM complaints WHERE id = ${staffRes.json().id}`,
        );
        expect(row).toEqual({ cadastrador: 'paula.fiscal', nome_cadastrador: 'Paula Fiscal', cadastrador_id: people.staff.id });
        expect(await t.count('complaint_organizations', `complaint_id = ${staffRes.json().id} AND organization_id = ${mpt}`)).toBe(1);

        const anon = await create(t, validBody({ organizacoes: [{ id: mpt }], nomeCadastrador: 'Falso', demanda: { ...demanda(), cadastrador: 'admin' } }), await solvedCaptcha(t), { authorization: 'Bearer invalido' });
        expect(anon.statusCode).toBe(201);
        const [anonRow] = await queryRows<Record<string, unknown>>(t.handle.db, sql`SELECT cadastrador, nome_cadastrador FROM complaints WHERE id = ${anon.json().id}`);
        expect(anonRow).toEqual({ cadastrador: null, nome_cadastrador: null });
        expect(await t.count('complaint_organizations', `complaint_id = ${anon.json().id}`)).toBe(0);

        const unknownOrg = await create(t, validBody({ organizacoes: [{ id: 999999 }] }), await solvedCaptcha(t), people.staff.headers);
        expect(unknownOrg.statusCode).toBe(400);
        expect(unknownOrg.json().message).toBe('Organização 999999 não encontrada');

        // The creator's own organizations are always added; a creator without the Denuncias role chooses none.
        const dpu = orgs.find((o: { sigla: string }) => o.sigla !== 'MPT').id;
        const clerk = await t.userWith([ROLES.ACOLHIMENTO]);
        await queryRows(t.handle.db, sql`INSERT INTO user_organizations (user_id, organization_id) VALUES (${clerk.id}, ${dpu})`);
        const before = await t.count('complaints');
        const chose = await create(t, validBody({ organizacoes: [{ id: mpt }] }), await solvedCaptcha(t), clerk.headers);
        expect(chose.statusCode).toBe(400);
        expect(chose.json().message).toBe(ORGANIZATIONS_NEED_DENUNCIAS_MESSAGE);
        expect(await t.count('complaints')).toBe(before);
        const own = await create(t, validBody(), await solvedCaptcha(t), clerk.headers);
        expect(own.statusCode).toBe(201);
        const [addressed] = await queryRows<{ ids: number[] }>(t.handle.db, sql`SELECT organization_ids AS ids FROM complaints WHERE id = ${own.json().id}`);
        expect(addressed!.ids).toEqual([dpu]);
      });

      it('gives unique, consecutive protocol numbers under concurrent submissions', async () => {
        const t = ctx();
        const before = await t.count('complaints');
        const captchas = await Promise.all(Array.from({ length: 12 }, () => solvedCaptcha(t)));
        const results = await Promise.all(captchas.map((c, i) => create(t, validBody({ demanda: { ...demanda(), municipio: { id: i % 2 ? people.maraba : people.belem } } }), c)));
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

      it('follows a receipt given before migration 0008 (argon2id) too, and keeps it keyed from its first right code on', async () => {
        const t = ctx();
        const res = await create(t, validBody(), await solvedCaptcha(t));
        const numerodemanda = res.json().demanda.numerodemanda as string;
        const legacyCode = 'K7QM-4XPD-9TNR';
        // how receipts were stored until then: argon2id of the code
        const legacyHash = await t.app.passwords.hash(legacyCode);
        await queryRows(t.handle.db, sql`UPDATE complaints SET receipt_hash = ${legacyHash} WHERE numerodemanda = ${numerodemanda}`);
        const stored = async () => (await queryRows<{ h: string }>(t.handle.db, sql`SELECT receipt_hash AS h FROM complaints WHERE numerodemanda = ${numerodemanda}`))[0]!.h;

        expect((await follow({ numerodemanda, codigo: 'AAAA-AAAA-AAAA' })).statusCode).toBe(404);
        expect(await stored()).toBe(legacyHash);
        const first = await follow({ numerodemanda, codigo: legacyCode.replace(/-/g, '').toLowerCase() });
        expect(first.statusCode).toBe(200);
        expect(first.json()).toMatchObject({ numerodemanda, status: 'Protocolada' });
        const upgraded = await stored();
        expect(upgraded).toMatch(/^\$hmac-sha256\$/);
        expect(upgraded).not.toContain(legacyCode);
        expect((await follow({ numerodemanda, codigo: legacyCode })).statusCode).toBe(200);
        expect((await follow({ numerodemanda, codigo: 'AAAA-AAAA-AAAA' })).statusCode).toBe(404);
        // the code given with the complaint was replaced above: it no longer opens it
        expect((await follow({ numerodemanda, codigo: res.json().codigo_recibo })).statusCode).toBe(404);
      });
    });
  });
});

describe('public rate limits', () => {
  const ctx = useTestApp('pglite', { denuncias: { ...FAST, complaintsPerIp: 3, followUpsPerIp: 2 } });
  const { validBody } = useTestQuestionnaire(ctx, useDenunciasPeople(ctx));

  it('counts only accepted complaints: refused ones and replays leave the allowance; the one past it gets 429 and writes nothing', async () => {
    const t = ctx();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await create(t, { demanda: {} }, 'x')).statusCode);
    codes.push((await create(t, validBody(), 'captcha-inválido')).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400]);

    const key = { 'idempotency-key': 'limite-chave-0001' };
    const first = await create(t, validBody(), await solvedCaptcha(t), key);
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await create(t, validBody(), await solvedCaptcha(t))).statusCode).toBe(201);

    const before = await written(t);
    const over = await create(t, validBody(), await solvedCaptcha(t));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(COMPLAINT_RATE_LIMITED_MESSAGE);
    expect(await written(t)).toEqual(before);
    // A retry of an accepted complaint whose answer was lost is still answered.
    const replay = await create(t, validBody(), await solvedCaptcha(t), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
  });

  it('limits the follow-up lookups per address', async () => {
    const t = ctx();
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/denuncias/acompanhamento', payload: { numerodemanda: 'DEN-2026-000001', codigo: 'AAAA-AAAA-AAAA' } })).statusCode);
    expect(codes).toEqual([404, 404, 429]);
  });
});
