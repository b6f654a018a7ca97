import { ACTION_PLAN_SAVED_MESSAGE, NO_RISK_FOR_QUESTION_MESSAGE } from '@sisacte/contracts/autodiagnostico/action-plan';
import { EVALUATION_NOT_FOUND_MESSAGE, EVALUATION_RATE_LIMITED_MESSAGE } from '@sisacte/contracts/autodiagnostico/evaluations';
import { AUTODIAGNOSTICO_DEFAULTS } from '../config';
import { expectRefusedWritingNothing, testDatabases, useTestApp } from '../../../test/helpers';
import { autodiagClient, evaluationTables } from '../test-support';

jest.setTimeout(180_000);

type Measure = { id: number | null; questao_id: number; risco: string; acoes: string; resposta: string; enunciado: string; responsavel: string | null; data_inicio: string | null; data_fim: string | null };

describe.each(testDatabases())('self-diagnosis action plan on %s', (engine) => {
  // The render limit's test sends more wrong codes than the wrong-code limit lets through (evaluations/code-guard.test.ts).
  const ctx = useTestApp(engine, { autodiagnostico: { wrongCodesPerIp: 1000 } });
  const client = autodiagClient(ctx, '10.0.1.1');

  /** An evaluation where block 1 gets its worst option, block 2 its middle one, the rest Zero. */
  async function answered() {
    const ev = await client.create();
    await client.answerAll(ev, (options, bi) => (bi === 0 ? options.at(-1)! : bi === 1 ? options[1]! : options.find((o) => o.risco === 'Zero')!));
    return ev;
  }

  it('groups the risky answers by risk, Alto first, prefilled with the suggested measures, and walks them in that order', async () => {
    const ev = await answered();
    const groups = (await client.get(`/api/plano-de-acao/riscos/${ev.id}`, ev.codigo)).json() as { risco: string; medidas: Measure[] }[];
    const order = ['Alto', 'Médio', 'Baixo'];
    expect(groups.map((g) => g.risco)).toEqual(order.filter((r) => groups.some((g) => g.risco === r)));
    expect(groups[0]!.risco).toBe('Alto');
    const all = groups.flatMap((g) => g.medidas);
    expect(all.length).toBeGreaterThan(5);
    for (const m of all) {
      expect(m).toMatchObject({ id: null, responsavel: null, data_inicio: null, data_fim: null });
      expect(m.acoes.length).toBeGreaterThan(10);
    }
    expect(all.some((m) => m.enunciado.startsWith('Todas as pessoas que trabalham') && m.resposta === 'Não' && m.risco === 'Alto')).toBe(true);

    // the wizard: first, next…, then null
    const walked: number[] = [];
    let step = (await client.get(`/api/plano-de-acao/primeira-questao/${ev.id}`, ev.codigo)).json() as Measure | null;
    while (step) {
      walked.push(step.questao_id);
      step = (await client.get(`/api/plano-de-acao/proxima-questao/${step.questao_id}/${ev.id}`, ev.codigo)).json() as Measure | null;
    }
    expect(walked).toEqual(all.map((m) => m.questao_id));
    expect((await client.get(`/api/plano-de-acao/medidas/${ev.id}`, ev.codigo)).json()).toEqual([]);
  });

  it("saves a measure ('Plano de Ação!'), replaces it, and shows it instead of the suggestion", async () => {
    const ev = await answered();
    const first = (await client.get(`/api/plano-de-acao/primeira-questao/${ev.id}`, ev.codigo)).json() as Measure;
    const body = { avaliacao_id: ev.id, questao_id: first.questao_id, acoes: 'Registrar os dois ajudantes no eSocial', responsavel: 'Maria (sócia)', data_inicio: '2026-12-01', data_fim: '2026-12-01' };
    const created = await client.post('/api/plano-de-acao/medida', body, ev.codigo);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: ACTION_PLAN_SAVED_MESSAGE, medida: { ...first, id: expect.any(Number), acoes: body.acoes, responsavel: body.responsavel, data_inicio: body.data_inicio, data_fim: body.data_fim } });

    const replaced = await client.post('/api/plano-de-acao/medida', { ...body, data_fim: '2027-01-15' }, ev.codigo);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().medida.id).toBe(created.json().medida.id);
    expect(await ctx().count('autodiag_measures', `evaluation_id = ${ev.id}`)).toBe(1);

    const saved = (await client.get(`/api/plano-de-acao/medidas/${ev.id}`, ev.codigo)).json() as Measure[];
    expect(saved).toEqual([replaced.json().medida]);
    expect((await client.get(`/api/plano-de-acao/questao/${first.questao_id}?avaliacao_id=${ev.id}`, ev.codigo)).json()).toEqual(replaced.json().medida);
  });

  it('refuses reversed dates, questions without risk and bad fields, writing nothing', async () => {
    const ev = await answered();
    const sidebar = (await client.get(`/api/questoes-riscos/${ev.id}`, ev.codigo)).json() as { questoes: { id: number }[] }[];
    const risky = (await client.get(`/api/plano-de-acao/primeira-questao/${ev.id}`, ev.codigo)).json() as Measure;
    const noRisk = sidebar.at(-1)!.questoes[0]!.id;
    const ok = { avaliacao_id: ev.id, questao_id: risky.questao_id, acoes: 'Comprar extintores', responsavel: 'João', data_inicio: '2026-12-10', data_fim: '2026-12-20' };
    const save = (payload: Record<string, unknown>) => ({ method: 'POST' as const, url: '/api/plano-de-acao/medida', remoteAddress: '10.0.1.1', headers: { 'x-codigo-avaliacao': ev.codigo }, payload });
    for (const [payload, message] of [
      [{ ...ok, data_fim: '2026-12-09' }, 'data_fim: Data de fim não pode ser anterior à data de início'],
      [{ ...ok, questao_id: noRisk }, NO_RISK_FOR_QUESTION_MESSAGE],
      [{ ...ok, questao_id: 2_000_000_000 }, NO_RISK_FOR_QUESTION_MESSAGE],
      [{ ...ok, data_inicio: '10/12/2026' }, 'data_inicio: Data de início inválida (use AAAA-MM-DD)'],
      [{ ...ok, responsavel: '' }, 'responsavel: Responsável deve ter ao menos 2 caracteres'],
      [{ ...ok, acoes: 'x'.repeat(4001) }, 'acoes: Ações devem ter no máximo 4000 caracteres'],
    ] as const) {
      await expectRefusedWritingNothing(ctx(), save(payload), [message], evaluationTables);
    }
    expect((await client.get(`/api/plano-de-acao/questao/${noRisk}?avaliacao_id=${ev.id}`, ev.codigo)).statusCode).toBe(404);
  });

  it('gives the diagnosis and plan as a PDF and the measures as XLSX, only with the resume code', async () => {
    const ev = await answered();
    const first = (await client.get(`/api/plano-de-acao/primeira-questao/${ev.id}`, ev.codigo)).json() as Measure;
    await client.post('/api/plano-de-acao/medida', { avaliacao_id: ev.id, questao_id: first.questao_id, acoes: '=Registrar todos no eSocial', responsavel: 'Maria', data_inicio: '2026-12-01', data_fim: '2026-12-15' }, ev.codigo);

    const pdf = await client.get(`/api/plano-de-acao/report/${ev.id}`, ev.codigo);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('inline');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const xlsx = await client.get(`/api/plano-de-acao/report-xlsx/${ev.id}`, ev.codigo);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`plano-de-acao-${ev.id}.xlsx`);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Risco', 'Bloco', 'Questão', 'Resposta', 'Ações', 'Responsável', 'Início', 'Fim', 'Situação']);
    const groups = (await client.get(`/api/plano-de-acao/riscos/${ev.id}`, ev.codigo)).json() as { medidas: Measure[] }[];
    expect(sheet.rowCount).toBe(1 + groups.flatMap((g) => g.medidas).length);
    // a text starting with '=' stays text, never a formula
    expect(sheet.getRow(2).getCell(5).value).toBe('=Registrar todos no eSocial');
    expect(sheet.getRow(2).getCell(7).value).toEqual(new Date(Date.UTC(2026, 11, 1)));
    expect(sheet.getRow(2).getCell(9).value).toBe('Definida');
    expect(sheet.getRow(3).getCell(9).value).toBe('Sugestão');

    for (const url of [`/api/plano-de-acao/report/${ev.id}`, `/api/plano-de-acao/report-xlsx/${ev.id}`]) {
      expect((await client.get(url, 'AAAA-BBBB-CCCC')).statusCode).toBe(404);
      expect((await client.get(url)).statusCode).toBe(400);
    }
  });

  it("refuses another evaluation's plan with this code", async () => {
    const mine = await client.create();
    const theirs = await answered();
    const risky = (await client.get(`/api/plano-de-acao/primeira-questao/${theirs.id}`, theirs.codigo)).json() as Measure;
    for (const url of [`/api/plano-de-acao/riscos/${theirs.id}`, `/api/plano-de-acao/primeira-questao/${theirs.id}`, `/api/plano-de-acao/medidas/${theirs.id}`, `/api/plano-de-acao/proxima-questao/${risky.questao_id}/${theirs.id}`, `/api/plano-de-acao/questao/${risky.questao_id}?avaliacao_id=${theirs.id}`]) {
      const res = await client.get(url, mine.codigo);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, EVALUATION_NOT_FOUND_MESSAGE]);
    }
    const save = await client.post('/api/plano-de-acao/medida', { avaliacao_id: theirs.id, questao_id: risky.questao_id, acoes: 'Nada', responsavel: 'Intruso', data_inicio: '2026-12-01', data_fim: '2026-12-02' }, mine.codigo);
    expect(save.statusCode).toBe(404);
    expect(await ctx().count('autodiag_measures', `evaluation_id = ${theirs.id}`)).toBe(0);
  });

  it('limits the PDF and XLSX renders per address (a wrong code counts too), one address at a time', async () => {
    const ev = await client.create();
    for (const url of [`/api/plano-de-acao/report/${ev.id}`, `/api/plano-de-acao/report-xlsx/${ev.id}`]) {
      const busy = autodiagClient(ctx, '10.0.1.9');
      for (let i = 0; i < AUTODIAGNOSTICO_DEFAULTS.reportsPerIp; i++) expect((await busy.get(url, 'AAAA-BBBB-CCCC')).statusCode).toBe(404);
      const refused = await busy.get(url, ev.codigo);
      expect([url, refused.statusCode, refused.json().message]).toEqual([url, 429, EVALUATION_RATE_LIMITED_MESSAGE]);
      expect((await autodiagClient(ctx, '10.0.1.10').get(url, ev.codigo)).statusCode).toBe(200);
    }
  });
});
