import { ROLES } from '@sisacte/contracts/auth/roles';
import { REPORT_CONCLUSIONS, REPORT_LIMITS, type ReportSave } from '@sisacte/contracts/relatorios/reports';
import type { InjectOptions } from 'fastify';
import { expectRefusedWritingNothing, testDatabases, useTestApp, useTestUsers, type TestApp, type TestUser } from '../../../test/helpers';

jest.setTimeout(120_000);

export const validReport = (): ReportSave => ({
  nrInscricao: '12.345.678/0001-95',
  empregador_razao_social: 'Fazenda Boa Esperança Agropecuária Ltda',
  empregador_endereco: 'Rodovia MT-130, km 42',
  empregador_bairro: 'Zona Rural',
  empregador_uf: 'MT',
  empregador_municipio: 'Primavera do Leste',
  empregador_cep: '78850-000',
  empregador_cnae: '0151-2/01',
  empregador_latitude: -15.56,
  empregador_longitude: -54.3,
  data_ini: '2026-09-01',
  data_fim: '2026-09-05',
  equipe: [
    { nome: 'Ministério do Trabalho e Emprego', membros: [{ nome: 'Ana Auditora', cargo: 'Coordenador(a)' }, { nome: 'Bruno Auditor', cargo: 'Subcoordenador(a)' }] },
    { nome: 'Polícia Federal', membros: [{ nome: 'Carla Agente', cargo: 'Agente' }] },
  ],
  autos_infracao: [{ nrAuto: '224418571', cdEmenta: '001727-9', dsEmenta: 'Trabalho análogo', dtLavratura: '2026-09-03', cdDownload: 'BE-571', dsHistorico: 'Barracos de lona.' }],
  trabalho_informal: {
    homens: 12,
    mulheres: 2,
    menores_16: 0,
    menores_16_18: 1,
    estrangeiros: 3,
    resgatados: 14,
    guias_seguro_desemprego: 14,
    valor_verbas_rescisorias: 123456.78,
    valor_fgts: '1000',
    valor_dano_moral: '0',
  },
  interdicoes_embargos: [{ nrEmbargo: '4471-2026', tipo: 'Interdição', data: '2026-09-03', objeto: 'Alojamentos' }],
  ndfc: [{ nrNdfc: '201.558.774', data: '2026-09-10', valor: '48210.37', competencias: '01/2025 a 08/2026', cdDownload: 'ND-774' }],
  conclusao: [REPORT_CONCLUSIONS[0], REPORT_CONCLUSIONS[3]],
  historico: 'A equipe chegou à fazenda às 7h.',
});

const snapshot = async (t: TestApp) => ({ reports: await t.count('relatorios') });

describe.each(testDatabases())('reports API on %s', (engine) => {
  const ctx = useTestApp(engine);
  const users = useTestUsers(ctx, { inspector: { roles: [ROLES.RELATORIOS], name: 'Ana Auditora' }, other: [ROLES.ACOLHIMENTO] });

  const send = (method: InjectOptions['method'], url: string, payload?: unknown, who: TestUser | null = users.inspector) =>
    ctx().app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: who ? who.headers : {} });

  it('creates, reads, updates with one field changed, lists with filters, renders the PDF and deletes', async () => {
    const created = await send('POST', '/api/relatorio', validReport());
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(typeof id).toBe('number');

    const read = (await send('GET', `/api/relatorio/${id}`)).json();
    expect(read).toMatchObject({
      id,
      nrInscricao: '12345678000195',
      empregador_cep: '78850000',
      trabalho_informal: { homens: 12, valor_verbas_rescisorias: '123456.78', valor_fgts: '1000.00' },
      conclusao: [REPORT_CONCLUSIONS[0], REPORT_CONCLUSIONS[3]],
      author: { id: users.inspector.id, name: 'Ana Auditora' },
    });

    // What a GET returns, a POST with one field changed accepts.
    const updated = await send('POST', '/api/relatorio', { ...read, historico: 'Texto novo.' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id });
    expect((await send('GET', `/api/relatorio/${id}`)).json()).toMatchObject({ historico: 'Texto novo.', created_at: read.created_at });

    const other = (await send('POST', '/api/relatorio', { ...validReport(), nrInscricao: '23456789000195', empregador_razao_social: 'Carvoaria Serra Alta Ltda', data_ini: '2026-07-10', data_fim: '2026-07-20' })).json();
    const ids = async (q: string) => (await send('GET', `/api/relatorio${q}`)).json().content.map((r: { id: number }) => r.id);
    expect(await ids('?page=0&size=20&sort=id,desc')).toEqual([other.id, id]);
    expect(await ids('?empregador=esperanca')).toEqual([id]);
    expect(await ids('?nrInscricao=23.456')).toEqual([other.id]);
    const letters = await send('GET', '/api/relatorio?nrInscricao=abc');
    expect([letters.statusCode, letters.json().message]).toEqual([400, expect.stringContaining('CPF/CNPJ do filtro deve ter só números')]);
    expect(await ids('?data_ini=2026-09-04&data_fim=2026-12-31')).toEqual([id]);
    expect(await ids('?data_fim=2026-08-01')).toEqual([other.id]);

    const pdf = await send('GET', `/api/relatorio/report/${id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await send('DELETE', `/api/relatorio/${other.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/relatorio/${other.id}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/relatorio/report/${other.id}`)).statusCode).toBe(404);
    expect((await send('POST', '/api/relatorio', { ...validReport(), id: other.id })).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 without the Relatorios role, on every endpoint', async () => {
    const calls: [InjectOptions['method'], string, unknown?][] = [
      ['GET', '/api/relatorio'],
      ['GET', '/api/relatorio/1'],
      ['GET', '/api/relatorio/report/1'],
      ['POST', '/api/relatorio', validReport()],
      ['DELETE', '/api/relatorio/1'],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(method, url, body, null)).statusCode).toBe(401);
      expect((await send(method, url, body, users.other)).statusCode).toBe(403);
    }
    expect(await ctx().count('relatorios', "historico = 'A equipe chegou à fazenda às 7h.' AND author_id IS NULL")).toBe(0);
  });

  it.each([
    ['reversed dates', { data_ini: '2026-09-05', data_fim: '2026-09-01' }, 'A data de fim não pode ser anterior à data de início'],
    ['a bad CNPJ', { nrInscricao: '12.345.678/0001-96' }, 'CPF ou CNPJ do empregador inválido (confira os dígitos verificadores)'],
    ['a bad CPF', { nrInscricao: '529.982.247-24' }, 'CPF ou CNPJ do empregador inválido (confira os dígitos verificadores)'],
    ['a path in the registration number', { nrInscricao: '../../etc/passwd' }, 'CPF ou CNPJ do empregador inválido (confira os dígitos verificadores)'],
    ['an unknown conclusion', { conclusao: ['Trabalho Forçado', 'Outra coisa'] }, 'Conclusão desconhecida'],
    ['no conclusion', { conclusao: [] }, 'Marque ao menos uma conclusão'],
    ['an oversized narrative', { historico: 'x'.repeat(REPORT_LIMITS.text + 1) }, `Histórico deve ter no máximo ${REPORT_LIMITS.text} caracteres`],
    ['negative counts', { trabalho_informal: { ...validReport().trabalho_informal, homens: -1 } }, 'Trabalhadores sem registro: homens: informe um número inteiro (0 ou mais)'],
    ['more rescued than found', { trabalho_informal: { ...validReport().trabalho_informal, resgatados: 15, guias_seguro_desemprego: 0 } }, 'Trabalhadores resgatados não pode passar do total de trabalhadores sem registro (14)'],
    ['bad money', { trabalho_informal: { ...validReport().trabalho_informal, valor_fgts: '12,345.6' } }, 'FGTS recolhido no resgate (R$): informe um valor em reais (0 ou mais, até 2 casas decimais)'],
    ['wrong types', { equipe: 'todos', data_ini: 20260901 }, 'Equipe inválida'],
    ['a team member without a name', { equipe: [{ nome: 'MTE', membros: [{ nome: '', cargo: 'Coordenador(a)' }] }] }, 'Nome do membro da equipe é obrigatório'],
    ['no notice', { autos_infracao: [] }, 'Selecione ao menos um auto de infração'],
  ])('refuses %s with a 400 in Portuguese and writes nothing', async (_name, change, message) => {
    await expectRefusedWritingNothing(
      ctx(),
      { method: 'POST', url: '/api/relatorio', payload: { ...validReport(), ...change }, headers: users.inspector.headers },
      [expect.stringContaining(message) as unknown as string],
      snapshot,
    );
  });

  it('refuses reversed list dates, bad ids and huge bodies', async () => {
    const reversed = await send('GET', '/api/relatorio?data_ini=2026-09-05&data_fim=2026-09-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('A data final não pode ser anterior à data inicial');
    expect((await send('GET', '/api/relatorio/abc')).statusCode).toBe(400);
    expect((await send('GET', '/api/relatorio/99999999999')).statusCode).toBe(400);
    expect((await send('GET', '/api/relatorio/report/0')).statusCode).toBe(400);
    const before = await snapshot(ctx());
    const huge = await send('POST', '/api/relatorio', { ...validReport(), historico: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(await snapshot(ctx())).toEqual(before);
  });
  it('opening, printing, saving and deleting a report each write one access-trail entry', async () => {
    const t = ctx();
    const trail = async () =>
      (await t.handle.withConnection((c) => c.query<{ action: string; record_id: string }>("SELECT action, record_id::text AS record_id FROM access_trail WHERE record_type = 'relatorio' ORDER BY id"))).map(
        (r) => `${r.action} ${r.record_id}`,
      );
    const before = await trail();
    const { id } = (await send('POST', '/api/relatorio', validReport())).json();
    expect((await send('GET', `/api/relatorio/${id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/relatorio/report/${id}`)).statusCode).toBe(200);
    expect((await send('POST', '/api/relatorio', { ...validReport(), id, historico: 'Revisto.' })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/relatorio/${id}`)).statusCode).toBe(204);
    expect((await trail()).slice(before.length)).toEqual([`create ${id}`, `read ${id}`, `export ${id}`, `update ${id}`, `delete ${id}`]);
    // a refused read writes nothing
    expect((await send('GET', `/api/relatorio/${id}`)).statusCode).toBe(404);
    expect((await trail()).length).toBe(before.length + 5);
  });
});
