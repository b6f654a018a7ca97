import { CNAE_NOT_FOUND_MESSAGE, EVALUATION_NOT_FOUND_MESSAGE, EVALUATION_RATE_LIMITED_MESSAGE, OPTION_NOT_OF_QUESTION_MESSAGE, QUESTION_NOT_OF_EVALUATION_MESSAGE } from '@sisacte/contracts/autodiagnostico/evaluations';
import { IDEMPOTENCY_CONFLICT_MESSAGE, IDEMPOTENCY_KEY_INVALID_MESSAGE } from '@sisacte/contracts/common/idempotency';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { expectRefusedWritingNothing, testDatabases, useTestApp } from '../../../test/helpers';
import { autodiagClient, evaluationTables } from '../test-support';

jest.setTimeout(180_000);

type Sidebar = { id: number; titulo: string; questoes: { id: number; resposta: number | null; risco: string | null }[] }[];
type QuestionBody = { id: number; bloco_id: number; opcoes: { id: number; texto: string; risco: string }[]; resposta: number | null };

describe.each(testDatabases())('self-diagnosis evaluations on %s', (engine) => {
  const ctx = useTestApp(engine);
  const client = autodiagClient(ctx);

  it('creates an evaluation with a resume code, kept only as a keyed hash, and reads it only with that code', async () => {
    const cityRows = await queryRows<{ id: number; nome: string }>(ctx().handle.db, sql`SELECT c.id, c.nome FROM cities c JOIN states s ON s.id = c.state_id WHERE s.uf = 'SP' ORDER BY c.id LIMIT 1`);
    const city = cityRows[0]!;
    const modelo_id = await client.modelId();
    const res = await client.post('/api/autodiagnostico', { modelo_id, nome_estabelecimento: '  Padaria Pão Quente ', cnae: '4721-1/02', uf: 'sp', municipio_id: city.id });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ modelo_id, nome_estabelecimento: 'Padaria Pão Quente', cnae: '4721102', uf: 'SP', municipio: city, finalizou: false, respondidas: 0, total_questoes: 29 });
    expect(created.codigo).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [stored] = await queryRows<{ codigo_hash: string }>(ctx().handle.db, sql`SELECT codigo_hash FROM autodiag_evaluations WHERE id = ${created.avaliacao_id}`);
    expect(stored!.codigo_hash).toMatch(/^\$hmac-sha256\$/);
    expect(stored!.codigo_hash).not.toContain(created.codigo);

    const url = `/api/autodiagnostico/${created.avaliacao_id}`;
    const { codigo: _codigo, ...evaluation } = created;
    expect((await client.get(url, created.codigo)).json()).toEqual(evaluation);
    // typed by hand: lower case, no dashes
    expect((await client.get(url, created.codigo.toLowerCase().replace(/-/g, ''))).statusCode).toBe(200);
    expect((await client.get(url)).statusCode).toBe(400);
    for (const wrong of ['AAAA-BBBB-CCCC', 'x']) {
      const refused = await client.get(url, wrong);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(EVALUATION_NOT_FOUND_MESSAGE);
    }
  });

  it("refuses another evaluation's id with this code, on every evaluation call, exactly like an unknown id", async () => {
    const mine = await client.create();
    const theirs = await client.create({ nome_estabelecimento: 'Oficina do Zé' });
    const question = (await client.get(`/api/autodiagnostico/${theirs.id}/primeiro-bloco`, theirs.codigo)).json().questoes[0].id as number;
    const option = ((await client.get(`/api/autodiagnostico/questao/${question}`)).json() as QuestionBody).opcoes[0]!.id;
    for (const url of [
      `/api/autodiagnostico/${theirs.id}`,
      `/api/questoes-riscos/${theirs.id}`,
      `/api/autodiagnostico/${theirs.id}/primeiro-bloco`,
      `/api/autodiagnostico/${theirs.id}/fase-risco-finalizada`,
      `/api/autodiagnostico/${theirs.id}/status`,
      `/api/autodiagnostico/questao/${question}?avaliacao_id=${theirs.id}`,
      `/api/autodiagnostico/${2_000_000_000}`,
    ]) {
      const res = await client.get(url, mine.codigo);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, EVALUATION_NOT_FOUND_MESSAGE]);
    }
    const save = await client.post('/api/autodiagnostico/salvar-questao', { avaliacao_id: theirs.id, questao_id: question, opcao_id: option }, mine.codigo);
    expect(save.statusCode).toBe(404);
    expect(await ctx().count('autodiag_answers', `evaluation_id = ${theirs.id}`)).toBe(0);
  });

  it('walks first block → first question → next question → next block → finalizou, with feedback, and counts the risks per block', async () => {
    const ev = await client.create();
    const firstBlock = await client.get(`/api/autodiagnostico/${ev.id}/primeiro-bloco`, ev.codigo);
    expect(firstBlock.statusCode).toBe(200);
    expect(firstBlock.json()).toMatchObject({ ordem: 1, titulo: 'Registro e documentos', modelo_id: ev.modelo_id });
    const sidebar = (await client.get(`/api/questoes-riscos/${ev.id}`, ev.codigo)).json() as Sidebar;
    expect(sidebar).toHaveLength(5);
    expect(sidebar.flatMap((b) => b.questoes).every((q) => q.resposta === null && q.risco === null)).toBe(true);

    const first = (await client.get(`/api/autodiagnostico/bloco/${firstBlock.json().id}/primeira-questao?avaliacao_id=${ev.id}`, ev.codigo)).json() as QuestionBody;
    expect(first.id).toBe(sidebar[0]!.questoes[0]!.id);
    expect(first.resposta).toBeNull();
    expect(first.opcoes.map((o) => o.texto)).toEqual(['Sim', 'Em parte', 'Não']);

    // Answer every question in order: 'Não' (the worst) in block 1, the Zero option elsewhere.
    const expected: { tipo: string; id: number }[] = [];
    const all = sidebar.flatMap((b, bi) => b.questoes.map((q, qi) => ({ blockIndex: bi, questionIndex: qi, id: q.id, blockId: b.id })));
    let last: Record<string, unknown> = {};
    for (const [i, q] of all.entries()) {
      const question = (await client.get(`/api/autodiagnostico/questao/${q.id}?avaliacao_id=${ev.id}`, ev.codigo)).json() as QuestionBody;
      const option = q.blockIndex === 0 ? question.opcoes.at(-1)! : question.opcoes.find((o) => o.risco === 'Zero')!;
      const res = await client.post('/api/autodiagnostico/salvar-questao', { avaliacao_id: ev.id, questao_id: q.id, opcao_id: option.id }, ev.codigo);
      expect(res.statusCode).toBe(200);
      last = res.json();
      const next = all[i + 1];
      if (next) expected.push(next.blockId === q.blockId ? { tipo: 'questao', id: next.id } : { tipo: 'bloco', id: next.blockId });
      if (next) expect({ tipo: last.tipo, id: last.id }).toEqual(expected.at(-1));
      if (next) expect(last.finalizou).toBe(false);
      const feedback = (await client.get(`/api/autodiagnostico/feedBack/${option.id}`)).json();
      expect(last.feedback).toBe(feedback.feedback);
      expect(feedback).toMatchObject({ opcao_id: option.id, questao_id: q.id, risco: option.risco });
      if (i === 0) expect((await client.get(`/api/autodiagnostico/${ev.id}/fase-risco-finalizada`, ev.codigo)).json()).toEqual({ avaliacao_id: ev.id, finalizou: false });
    }
    expect(last).toMatchObject({ avaliacao_id: ev.id, finalizou: true });
    expect((await client.get(`/api/autodiagnostico/${ev.id}/fase-risco-finalizada`, ev.codigo)).json()).toEqual({ avaliacao_id: ev.id, finalizou: true });

    const status = (await client.get(`/api/autodiagnostico/${ev.id}/status`, ev.codigo)).json();
    expect(status.finalizou).toBe(true);
    const firstBlockRisks = (await client.get(`/api/questoes-riscos/${ev.id}`, ev.codigo)).json()[0].questoes.map((q: { risco: string }) => q.risco) as string[];
    const count = (level: string) => firstBlockRisks.filter((r) => r === level).length;
    expect(status.blocos[0]).toMatchObject({ titulo: 'Registro e documentos', zero: 0, low: count('Baixo'), medium: count('Médio'), high: count('Alto'), unanswered: 0 });
    expect(count('Alto')).toBeGreaterThan(0);
    expect(status.blocos.slice(1).every((b: { zero: number; low: number; medium: number; high: number; unanswered: number }) => b.zero > 0 && b.low + b.medium + b.high + b.unanswered === 0)).toBe(true);
  });

  it('changes an answer, counts the unanswered questions, and after the last block points at the first unanswered question', async () => {
    const ev = await client.create();
    const sidebar = (await client.get(`/api/questoes-riscos/${ev.id}`, ev.codigo)).json() as Sidebar;
    const lastBlock = sidebar.at(-1)!;
    const lastQuestion = lastBlock.questoes.at(-1)!;
    const options = ((await client.get(`/api/autodiagnostico/questao/${lastQuestion.id}`)).json() as QuestionBody).opcoes;
    const res = await client.post('/api/autodiagnostico/salvar-questao', { avaliacao_id: ev.id, questao_id: lastQuestion.id, opcao_id: options[0]!.id }, ev.codigo);
    expect(res.json()).toMatchObject({ tipo: 'questao', id: sidebar[0]!.questoes[0]!.id, group_id: sidebar[0]!.id, finalizou: false });

    const changed = await client.post('/api/autodiagnostico/salvar-questao', { avaliacao_id: ev.id, questao_id: lastQuestion.id, opcao_id: options[1]!.id }, ev.codigo);
    expect(changed.statusCode).toBe(200);
    expect(await ctx().count('autodiag_answers', `evaluation_id = ${ev.id}`)).toBe(1);
    expect((await client.get(`/api/autodiagnostico/questao/${lastQuestion.id}?avaliacao_id=${ev.id}`, ev.codigo)).json().resposta).toBe(options[1]!.id);

    const status = (await client.get(`/api/autodiagnostico/${ev.id}/status`, ev.codigo)).json();
    expect(status.blocos[0]).toMatchObject({ zero: 0, low: 0, medium: 0, high: 0, unanswered: sidebar[0]!.questoes.length });
    const lastCounts = status.blocos.at(-1);
    expect(lastCounts.unanswered).toBe(lastBlock.questoes.length - 1);
    expect(lastCounts.zero + lastCounts.low + lastCounts.medium + lastCounts.high).toBe(1);
  });

  it('refuses bad answers with a clear message and writes nothing', async () => {
    const ev = await client.create();
    const other = await client.create({ modelo_id: await client.modelId('rural') });
    const block = (await client.get(`/api/autodiagnostico/${ev.id}/primeiro-bloco`, ev.codigo)).json();
    const [q1, q2] = block.questoes as { id: number }[];
    const optionOfQ2 = ((await client.get(`/api/autodiagnostico/questao/${q2!.id}`)).json() as QuestionBody).opcoes[0]!.id;
    const ruralQuestion = (await client.get(`/api/autodiagnostico/${other.id}/primeiro-bloco`, other.codigo)).json().questoes[0].id as number;
    const ruralOption = ((await client.get(`/api/autodiagnostico/questao/${ruralQuestion}`)).json() as QuestionBody).opcoes[0]!.id;
    const save = (payload: unknown) => ({ method: 'POST' as const, url: '/api/autodiagnostico/salvar-questao', remoteAddress: '10.0.0.1', headers: { 'x-codigo-avaliacao': ev.codigo }, payload: payload as Record<string, unknown> });
    for (const [payload, message] of [
      [{ avaliacao_id: ev.id, questao_id: q1!.id, opcao_id: 2_000_000_000 }, 'Opção 2000000000 não encontrada'],
      [{ avaliacao_id: ev.id, questao_id: q1!.id, opcao_id: optionOfQ2 }, OPTION_NOT_OF_QUESTION_MESSAGE],
      [{ avaliacao_id: ev.id, questao_id: ruralQuestion, opcao_id: ruralOption }, QUESTION_NOT_OF_EVALUATION_MESSAGE],
      [{ avaliacao_id: ev.id, questao_id: 2_000_000_000, opcao_id: ruralOption }, 'Questão 2000000000 não encontrada'],
      [{ avaliacao_id: ev.id, questao_id: q1!.id }, 'opcao_id: opcao_id inválido'],
      [{ avaliacao_id: ev.id, questao_id: 'um', opcao_id: optionOfQ2 }, 'questao_id: questao_id inválido'],
    ] as const) {
      await expectRefusedWritingNothing(ctx(), save(payload), [message], evaluationTables);
    }
  });

  it('refuses bad evaluations with a clear message and writes nothing', async () => {
    const modelo_id = await client.modelId();
    const create = (payload: Record<string, unknown>) => ({ method: 'POST' as const, url: '/api/autodiagnostico', remoteAddress: '10.0.0.2', payload: { modelo_id, nome_estabelecimento: 'Loja', cnae: '4781400', uf: 'SP', ...payload } });
    for (const [payload, message] of [
      [{ modelo_id: 2_000_000_000 }, 'Modelo não encontrado'],
      [{ cnae: '47' }, 'cnae: CNAE deve ter 7 dígitos (subclasse)'],
      [{ cnae: '9999999' }, CNAE_NOT_FOUND_MESSAGE],
      [{ cnae: '00a00b000' }, CNAE_NOT_FOUND_MESSAGE],
      [{ uf: 'XX' }, 'UF XX não encontrada'],
      [{ municipio_id: 2_000_000_000 }, 'O município 2000000000 não existe na UF SP'],
      [{ nome_estabelecimento: ' ' }, 'nome_estabelecimento: Nome do estabelecimento deve ter ao menos 2 caracteres'],
      [{ nome_estabelecimento: 'x'.repeat(201) }, 'nome_estabelecimento: Nome do estabelecimento deve ter no máximo 200 caracteres'],
      [{ modelo_id: '1; DROP TABLE autodiag_models' }, 'modelo_id: Modelo inválido'],
    ] as const) {
      await expectRefusedWritingNothing(ctx(), create(payload), [message], evaluationTables);
    }
    // what the database refuses (a NUL character) is a 400 too, with nothing written
    const before = await evaluationTables(ctx());
    const nul = await ctx().app.inject(create({ nome_estabelecimento: 'Pa\u0000daria' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().messages).toEqual(['Há caracteres inválidos nos dados enviados']);
    expect(await evaluationTables(ctx())).toEqual(before);
  });

  it('limits the evaluations started per address: refused creates and Idempotency-Key replays do not count', async () => {
    const limited = autodiagClient(ctx, '10.9.9.9');
    const modelo_id = await limited.modelId();
    for (let i = 0; i < 25; i++) {
      const bad = await limited.post('/api/autodiagnostico', { modelo_id, nome_estabelecimento: 'Recusada', cnae: '4721102', uf: i % 2 ? 'ZZ' : '1' });
      expect(bad.statusCode).toBe(400);
    }
    const keyed = { modelo_id, nome_estabelecimento: 'Com chave', cnae: '4721102', uf: 'SP' };
    const first = await limited.inject({ method: 'POST', url: '/api/autodiagnostico', payload: keyed, headers: { 'idempotency-key': 'limite-chave-0001' } });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 19; i++) await limited.create();
    const before = await ctx().count('autodiag_evaluations');
    const refused = await limited.post('/api/autodiagnostico', { modelo_id, nome_estabelecimento: 'Mais uma', cnae: '4721102', uf: 'SP' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(EVALUATION_RATE_LIMITED_MESSAGE);
    expect(await ctx().count('autodiag_evaluations')).toBe(before);
    // a replay of an evaluation already started is still answered
    const replayed = await limited.inject({ method: 'POST', url: '/api/autodiagnostico', payload: keyed, headers: { 'idempotency-key': 'limite-chave-0001' } });
    expect([replayed.statusCode, replayed.json().avaliacao_id]).toEqual([200, first.json().avaliacao_id]);
    // another address is not affected
    expect((await autodiagClient(ctx, '10.9.9.10').create()).id).toEqual(expect.any(Number));
  });

  it('honours Idempotency-Key: the same key and body give the same evaluation and resume code, another body 422, writing nothing', async () => {
    const keyed = autodiagClient(ctx, '10.9.7.1');
    const payload = { modelo_id: await keyed.modelId(), nome_estabelecimento: 'Mercadinho da Esquina', cnae: '4721102', uf: 'SP' };
    const send = (body: object, key: string) => keyed.inject({ method: 'POST', url: '/api/autodiagnostico', payload: body, headers: { 'idempotency-key': key } });
    const before = await ctx().count('autodiag_evaluations');
    const first = await send(payload, 'a1b2c3d4-retry-key');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(payload, 'a1b2c3d4-retry-key');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ctx().count('autodiag_evaluations')).toBe(before + 1);
    // the code given again opens the evaluation; the key keeps only a sealed copy of it
    expect((await keyed.get(`/api/autodiagnostico/${first.json().avaliacao_id}`, again.json().codigo)).statusCode).toBe(200);
    const [row] = await queryRows<{ code_sealed: string }>(ctx().handle.db, sql`SELECT code_sealed FROM autodiag_idempotency_keys WHERE key = 'a1b2c3d4-retry-key'`);
    expect(row!.code_sealed).not.toContain(first.json().codigo);

    const conflict = await send({ ...payload, nome_estabelecimento: 'Outro nome' }, 'a1b2c3d4-retry-key');
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json().message).toBe(IDEMPOTENCY_CONFLICT_MESSAGE);
    const badKey = await send(payload, 'curta');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe(IDEMPOTENCY_KEY_INVALID_MESSAGE);
    expect(await ctx().count('autodiag_evaluations')).toBe(before + 1);

    // two at once with one key: one evaluation, both answers the same
    const twins = await Promise.all([send(payload, 'twin-key-0001'), send(payload, 'twin-key-0001')]);
    expect(twins.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(twins[0]!.json()).toEqual(twins[1]!.json());
    expect(await ctx().count('autodiag_evaluations')).toBe(before + 2);
  });

  it('limits the answers and measures saved per address (refused ones count too), without touching other addresses', async () => {
    const writer = autodiagClient(ctx, '10.8.8.8');
    const ev = await writer.create();
    const send = (url: string) => writer.post(url, { avaliacao_id: ev.id }, ev.codigo);
    for (const url of ['/api/autodiagnostico/salvar-questao', '/api/plano-de-acao/medida']) {
      for (let i = 0; i < 600; i++) expect((await send(url)).statusCode).toBe(400);
      const refused = await send(url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(EVALUATION_RATE_LIMITED_MESSAGE);
      expect((await autodiagClient(ctx, '10.8.8.9').post(url, { avaliacao_id: ev.id }, ev.codigo)).statusCode).toBe(400);
    }
  });
});
