import { ROLES } from '@sisacte/contracts/auth/roles';
import type { ModelImportInput, RiskLevel } from '@sisacte/contracts/autodiagnostico/models';
import { expectRefusedWritingNothing, testDatabases, useTestApp, useTestUsers, type TestApp } from '../../../test/helpers';
import { deleteAbandoned } from '../evaluations/repository';
import { autodiagClient } from '../test-support';

jest.setTimeout(180_000);

const option = (texto: string, risco: RiskLevel, medidas: string[] = []) => ({ texto, risco, feedback: `Retorno para ${texto}`, medidas_sugeridas: medidas });
const validModel = (overrides: Partial<ModelImportInput> = {}): ModelImportInput => ({
  codigo: 'oficina-mecanica',
  nome: 'Oficina mecânica',
  descricao: 'Modelo de teste',
  blocos: [
    {
      titulo: 'Produtos químicos',
      questoes: [
        { enunciado: 'Há ficha de segurança dos produtos?', referencia: 'NR-26', opcoes: [option('Sim', 'Zero'), option('Não', 'Médio', ['Pedir as fichas aos fornecedores'])] },
        { enunciado: 'Há ventilação na área de pintura?', opcoes: [option('Sim', 'Zero'), option('Não', 'Alto', ['Instalar exaustão'])] },
      ],
    },
  ],
  ...overrides,
});

async function modelTables(t: TestApp) {
  return { models: await t.count('autodiag_models'), blocks: await t.count('autodiag_blocks'), questions: await t.count('autodiag_questions'), options: await t.count('autodiag_options') };
}

describe.each(testDatabases())('self-diagnosis models on %s', (engine) => {
  const ctx = useTestApp(engine);
  const users = useTestUsers(ctx, { staff: [ROLES.AUTODIAGNOSTICO], other: [ROLES.ACOLHIMENTO] });
  const client = autodiagClient(ctx, '10.0.2.1');
  const importModel = (payload: unknown, headers: Record<string, string> = users.staff.headers) => ctx().app.inject({ method: 'POST', url: '/api/autodiagnostico-admin/modelos/importar', headers, payload: payload as Record<string, unknown> });

  it('offers the seeded models to the public, each with its blocks', async () => {
    const list = (await client.get('/api/modelos')).json() as { id: number; codigo: string; versao: number; blocos: number; questoes: number }[];
    // by name: 'Atividade rural…', 'Comércio e serviços…'
    expect(list.map((m) => [m.codigo, m.versao])).toEqual([
      ['rural', 1],
      ['comercio-servicos', 1],
    ]);
    const one = await client.get(`/api/modelos/${list[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().blocos_lista).toHaveLength(list[0]!.blocos);
    expect((await client.get('/api/modelos/2000000000')).statusCode).toBe(404);
  });

  it('keeps staff endpoints from anonymous callers (401) and from callers without the role (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/autodiagnostico-admin/modelos'],
      ['POST', '/api/autodiagnostico-admin/modelos/importar'],
      ['GET', '/api/autodiagnostico-admin/agregados?modelo_id=1'],
    ] as const) {
      expect((await ctx().app.inject({ method, url, payload: method === 'POST' ? validModel() : undefined })).statusCode).toBe(401);
      expect((await ctx().app.inject({ method, url, headers: users.other.headers, payload: method === 'POST' ? validModel() : undefined })).statusCode).toBe(403);
    }
    expect(await ctx().count('autodiag_models', "codigo = 'oficina-mecanica'")).toBe(0);
  });

  it('imports a new model, then a new version that replaces it for new evaluations and leaves older evaluations as they were', async () => {
    const first = await importModel(validModel());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ codigo: 'oficina-mecanica', versao: 1, ativo: true, blocos: 1, questoes: 2 });

    const ev = await client.create({ modelo_id: first.json().id });
    await client.answerAll(ev, (options) => options[1]!);
    const before = (await client.get(`/api/autodiagnostico/${ev.id}/status`, ev.codigo)).json();

    const second = await importModel(validModel({ nome: 'Oficina mecânica e funilaria' }), { ...users.staff.headers, 'idempotency-key': 'importacao-oficina-2' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ versao: 2, ativo: true, nome: 'Oficina mecânica e funilaria' });
    // a retry with the same key does not make a third version
    const retry = await importModel(validModel({ nome: 'Oficina mecânica e funilaria' }), { ...users.staff.headers, 'idempotency-key': 'importacao-oficina-2' });
    expect(retry.json()).toEqual(second.json());
    expect(await ctx().count('autodiag_models', "codigo = 'oficina-mecanica'")).toBe(2);

    const offered = (await client.get('/api/modelos')).json() as { id: number; codigo: string }[];
    expect(offered.filter((m) => m.codigo === 'oficina-mecanica').map((m) => m.id)).toEqual([second.json().id]);
    const refused = await client.post('/api/autodiagnostico', { modelo_id: first.json().id, nome_estabelecimento: 'Oficina', cnae: '4520001', uf: 'SP' });
    expect(refused.statusCode).toBe(400);

    expect((await client.get(`/api/autodiagnostico/${ev.id}/status`, ev.codigo)).json()).toEqual(before);
    expect((await client.get(`/api/autodiagnostico/${ev.id}`, ev.codigo)).json()).toMatchObject({ modelo_id: first.json().id, modelo_versao: 1, finalizou: true });

    const staffList = (await ctx().app.inject({ method: 'GET', url: '/api/autodiagnostico-admin/modelos', headers: users.staff.headers })).json() as { codigo: string; versao: number; ativo: boolean; avaliacoes: number; finalizadas: number }[];
    expect(staffList.filter((m) => m.codigo === 'oficina-mecanica').map((m) => [m.versao, m.ativo, m.avaliacoes, m.finalizadas])).toEqual([
      [2, true, 0, 0],
      [1, false, 1, 1],
    ]);
  });

  it('refuses an invalid model JSON with clear Portuguese messages and writes nothing', async () => {
    const staffImport = (payload: unknown) => ({ method: 'POST' as const, url: '/api/autodiagnostico-admin/modelos/importar', headers: users.staff.headers, payload: payload as Record<string, unknown> });
    const oneQuestion = (q: Record<string, unknown>) => validModel({ blocos: [{ titulo: 'Bloco', questoes: [q as never] }] });
    for (const [payload, message] of [
      [{ ...validModel(), codigo: 'Oficina Mecânica' }, 'codigo: Código do modelo: letras minúsculas, números e hífens (ex.: comercio-servicos)'],
      [{ ...validModel(), blocos: [] }, 'blocos: O modelo precisa de ao menos um bloco'],
      [oneQuestion({ enunciado: 'Só uma opção?', opcoes: [option('Sim', 'Zero')] }), 'blocos.0.questoes.0.opcoes: Cada questão precisa de ao menos 2 opções'],
      [oneQuestion({ enunciado: 'Risco sem medida?', opcoes: [option('Sim', 'Zero'), option('Não', 'Alto')] }), 'blocos.0.questoes.0.opcoes.1.medidas_sugeridas: Opção com risco deve sugerir ao menos uma medida'],
      [oneQuestion({ enunciado: 'Risco inventado?', opcoes: [option('Sim', 'Zero'), option('Não', 'Gravíssimo' as RiskLevel, ['x'])] }), 'blocos.0.questoes.0.opcoes.1.risco: Risco deve ser um de: Zero, Baixo, Médio, Alto'],
      [oneQuestion({ enunciado: '', opcoes: [option('Sim', 'Zero'), option('Não', 'Baixo', ['x'])] }), 'blocos.0.questoes.0.enunciado: Enunciado é obrigatório'],
      [oneQuestion({ enunciado: 'Repetida?', opcoes: [option('Sim', 'Zero'), option('sim', 'Baixo', ['x'])] }), 'blocos.0.questoes.0.opcoes: Opções repetidas na mesma questão'],
    ] as const) {
      await expectRefusedWritingNothing(ctx(), staffImport(payload), [message], modelTables);
    }
  });

  it('shows anonymous aggregates of finished evaluations only, per block and per CNAE section, none below the minimum', async () => {
    const model = (await importModel(validModel({ codigo: 'agregados' }))).json();
    const url = `/api/autodiagnostico-admin/agregados?modelo_id=${model.id}`;
    const get = async () => (await ctx().app.inject({ method: 'GET', url, headers: users.staff.headers })).json();

    const finish = async (cnae: string, pick: number) => {
      const ev = await client.create({ modelo_id: model.id, cnae, nome_estabelecimento: 'Nome que não aparece' });
      await client.answerAll(ev, (options) => options[pick]!);
    };
    await finish('4520001', 1);
    await finish('4520001', 0);
    expect(await get()).toEqual({ modelo_id: model.id, avaliacoes_finalizadas: 2, blocos: [], secoes_cnae: [] });
    await finish('4520001', 1);
    await finish('0111301', 1);
    // an unfinished one does not count
    await client.create({ modelo_id: model.id, cnae: '0111301' });

    const result = await get();
    expect(result.avaliacoes_finalizadas).toBe(4);
    expect(result.blocos).toEqual([{ id: expect.any(Number), titulo: 'Produtos químicos', ordem: 1, zero: 2, low: 0, medium: 3, high: 3 }]);
    expect(result.secoes_cnae).toEqual([{ secao: 'G', avaliacoes: 3, zero: 2, low: 0, medium: 2, high: 2 }]);
    expect(JSON.stringify(result)).not.toContain('Nome que não aparece');
  });

  it('deletes unfinished evaluations untouched for the configured days, with their answers, and keeps the rest', async () => {
    const t = ctx();
    const old = await client.create();
    const recent = await client.create();
    const finished = await client.create({ modelo_id: (await importModel(validModel({ codigo: 'retencao' }))).json().id });
    await client.answerAll(finished, (options) => options[0]!);
    const firstQuestion = (await client.get(`/api/autodiagnostico/${old.id}/primeiro-bloco`, old.codigo)).json().questoes[0].id as number;
    const opt = (await client.get(`/api/autodiagnostico/questao/${firstQuestion}`)).json().opcoes[0].id as number;
    await client.post('/api/autodiagnostico/salvar-questao', { avaliacao_id: old.id, questao_id: firstQuestion, opcao_id: opt }, old.codigo);
    await t.handle.db.execute(`UPDATE autodiag_evaluations SET updated_at = now() - interval '91 days' WHERE id IN (${old.id}, ${finished.id})` as never);

    expect(await deleteAbandoned(t.handle.db, 90)).toBe(1);
    expect(await t.count('autodiag_evaluations', `id = ${old.id}`)).toBe(0);
    expect(await t.count('autodiag_answers', `evaluation_id = ${old.id}`)).toBe(0);
    expect(await t.count('autodiag_evaluations', `id IN (${recent.id}, ${finished.id})`)).toBe(2);
    expect((await client.get(`/api/autodiagnostico/${old.id}`, old.codigo)).statusCode).toBe(404);
  });
});
