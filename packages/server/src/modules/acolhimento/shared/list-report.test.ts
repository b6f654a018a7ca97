import { ROLES } from '@sisacte/contracts/auth/roles';
import type { InjectOptions } from 'fastify';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore no types for the inner path (a root dev dependency, for tests only)
import pdfParseUntyped from 'pdf-parse/lib/pdf-parse.js';
import { createTestPerson, testDatabases, useTestApp, useTestUsers, type TestUser } from '../../../test/helpers';
import { countLine, reportNames } from './list-report';

const pdfParse = pdfParseUntyped as (data: Buffer) => Promise<{ text: string }>;

jest.setTimeout(180_000);

describe('countLine', () => {
  it('counts in Portuguese, with the noun\'s gender, and says when the PDF is cut', () => {
    expect(countLine({ one: 'estadia', many: 'estadias', feminine: true }, 1, 1)).toBe('1 estadia encontrada.');
    expect(countLine({ one: 'curso', many: 'cursos' }, 0, 0)).toBe('0 cursos encontrados.');
    expect(countLine({ one: 'vaga', many: 'vagas', feminine: true }, 2500, 2000)).toBe('2.500 vagas encontradas; este relatório mostra as primeiras 2.000 (a planilha XLSX traz todas).');
  });

  it('says "cerca de" an estimated total, or "mais de" the rows shown when the estimate is no bigger', () => {
    const noun = { one: 'encaminhamento', many: 'encaminhamentos' };
    expect(countLine(noun, 98_000, 2000, false)).toBe('cerca de 98.000 encaminhamentos encontrados; este relatório mostra os primeiros 2.000 (a planilha XLSX traz todos).');
    expect(countLine(noun, 2001, 2000, false)).toBe('mais de 2.000 encaminhamentos encontrados; este relatório mostra os primeiros 2.000 (a planilha XLSX traz todos).');
  });
});

describe('reportNames', () => {
  it('titles a report and names its file after the sheet, unless told otherwise', () => {
    const noun = { one: 'voluntário', many: 'voluntários' };
    expect(reportNames('Voluntários', noun)).toEqual({ title: 'Relatório de Voluntários', sheet: 'Voluntários', file: 'voluntarios', noun });
    expect(reportNames('Pessoas Encaminhadas', noun).file).toBe('pessoas-encaminhadas');
    expect(reportNames('Encaminhados', noun, { title: 'Pessoas Encaminhadas à Vaga', file: 'encaminhados-vaga' })).toEqual({
      title: 'Pessoas Encaminhadas à Vaga',
      sheet: 'Encaminhados',
      file: 'encaminhados-vaga',
      noun,
    });
  });
});

/** The reports of monitoring, vacancies (and referred people), volunteers, courses (and enrolled people) at their paths. */
describe.each(testDatabases())('case-management list reports on %s', (engine) => {
  const ctx = useTestApp(engine);
  const users = useTestUsers(ctx, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Rita Relatórios' }, other: [ROLES.PAINEL] });
  const send = (method: InjectOptions['method'], url: string, payload?: unknown, who: TestUser | null = users.worker) =>
    ctx().app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: who ? who.headers : {} });
  const created = async (url: string, payload: unknown) => {
    const res = await send('POST', url, payload);
    expect([url, res.statusCode]).toEqual([url, 201]);
    return res.json();
  };
  const sheetOf = async (url: string) => {
    const res = await send('GET', url);
    expect([url, res.statusCode]).toEqual([url, 200]);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { rows, disposition: res.headers['content-disposition'] as string };
  };
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const todayCell = () => {
    const [y, m, d] = today().split('-').map(Number);
    return new Date(Date.UTC(y!, m! - 1, d!));
  };

  let ids: { ana: number; bia: number; course: number; vacancy: number };
  beforeAll(async () => {
    const t = ctx();
    // Names that would be formulas in a spreadsheet stay text.
    const ana = await createTestPerson(t, users.worker, '=Ana Relatório');
    const bia = await createTestPerson(t, users.worker, '+Bia Relatório');
    await created('/api/monitor', { welcomed: ana.id, working: true, signed_work_card: false, benefits: [1, 6], home_type: 3, family_composition: [{ name: 'Léo', relation: 'Filho', age: 4 }] });
    await created('/api/volunteer', { name: '@Vera Voluntária', phone: '(11) 99999-0000', skills: '-Costura e cozinha' });
    const course = await created('/api/course', { name: 'Informática', dateIni: '2025-05-05', dateEnd: '2025-06-30' });
    await created('/api/welcomed-courses', { welcomed: ana.id, course: course.id });
    await created('/api/welcomed-courses', { welcomed: bia.id, course: course.id });
    const employer = await created('/api/employer', { name: 'Mercado Bom Preço', document: '11.222.333/0001-81' });
    const vacancy = await created('/api/vacancy', { employer: employer.id, places: 2, salary: 1800, period: 'Tarde' });
    await created('/api/welcomed-vacancies', { welcomed: bia.id, vacancy: vacancy.id });
    ids = { ana: ana.id, bia: bia.id, course: course.id, vacancy: vacancy.id };
  });

  it('each list has a PDF and a streamed XLSX with Portuguese titles, dates as dates and formula-like text as text', async () => {
    const monitors = await sheetOf(`/api/monitors/report-xlsx?welcomed_id=${ids.ana}`);
    expect(monitors.disposition).toContain('monitoramentos.xlsx');
    expect(monitors.rows[0]).toEqual([
      'Data', 'Nome', 'CPF', 'Trabalhando', 'Carteira assinada', 'Gosta do trabalho', 'Benefícios', 'Riscos', 'Moradia', 'Apoio', 'Necessidades', 'Composição familiar', 'Observações', 'Registrado por',
    ]);
    expect(monitors.rows.slice(1)).toEqual([
      [todayCell(), '=Ana Relatório', undefined, 'Sim', 'Não', undefined, 'Cesta básica, Vale transporte', undefined, 'Cedida', undefined, undefined, 'Léo, Filho, 4 anos', undefined, 'Rita Relatórios'],
    ]);

    const volunteers = await sheetOf('/api/volunteers/report-xlsx?name=vera');
    expect(volunteers.disposition).toContain('voluntarios.xlsx');
    expect(volunteers.rows).toEqual([
      ['Nome', 'Telefone', 'E-mail', 'Habilidades', 'Disponibilidade', 'Cadastrado em'],
      ['@Vera Voluntária', '(11) 99999-0000', undefined, '-Costura e cozinha', undefined, todayCell()],
    ]);

    const courses = await sheetOf('/api/courses/report-xlsx?name=inform');
    expect(courses.rows).toEqual([
      ['Nome', 'Início', 'Término', 'Participantes', 'Descrição', 'Cadastrado por'],
      ['Informática', new Date(Date.UTC(2025, 4, 5)), new Date(Date.UTC(2025, 5, 30)), 2, undefined, 'Rita Relatórios'],
    ]);
    const enrolled = await sheetOf(`/api/welcomed-courses/report-xlsx?course=${ids.course}`);
    expect(enrolled.disposition).toContain('matriculados.xlsx');
    expect(enrolled.rows).toEqual([
      ['Nome', 'CPF', 'Situação', 'Dt. Matrícula', 'Matriculado por'],
      ['+Bia Relatório', undefined, 'Matriculado', todayCell(), 'Rita Relatórios'],
      ['=Ana Relatório', undefined, 'Matriculado', todayCell(), 'Rita Relatórios'],
    ]);

    const vacancies = await sheetOf(`/api/vacancies/report-xlsx?status=Aberta`);
    expect(vacancies.rows[0]).toEqual(['Empregador', 'Função', 'Vagas', 'Salário (R$)', 'Período', 'Situação', 'Encaminhados', 'Observações', 'Cadastrada em']);
    expect(vacancies.rows.slice(1)).toEqual([['Mercado Bom Preço', undefined, 2, 1800, 'Tarde', 'Aberta', 1, undefined, todayCell()]]);
    const referred = await sheetOf(`/api/welcomed-vacancies/report-xlsx?vacancy=${ids.vacancy}`);
    expect(referred.disposition).toContain('encaminhados-vaga.xlsx');
    expect(referred.rows).toEqual([
      ['Nome', 'CPF', 'Situação', 'Dt. Encaminhamento', 'Encaminhado por'],
      ['+Bia Relatório', undefined, 'Encaminhado', todayCell(), 'Rita Relatórios'],
    ]);

    for (const url of [
      `/api/monitors/report?welcomed_id=${ids.ana}`,
      '/api/volunteers/report',
      '/api/courses/report',
      `/api/welcomed-courses/report?course=${ids.course}`,
      '/api/vacancies/report',
      `/api/welcomed-vacancies/report?vacancy=${ids.vacancy}`,
      '/api/monitors/report?name=ninguem-com-este-nome',
    ]) {
      const res = await send('GET', url);
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'application/pdf']);
      expect(res.headers['content-disposition']).toMatch(/^inline;/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it("the people list's PDF names the referral types it was filtered by", async () => {
    const type = await created('/api/forwarding-type', { title: 'Assistência jurídica' });
    await created('/api/forwarding', { welcomed: ids.ana, forwardingTypes: [type.id] });
    const res = await send('GET', `/api/welcomeds/report?forwarding_types=${type.id}`);
    expect(res.statusCode).toBe(200);
    const text = (await pdfParse(res.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Tipos de encaminhamento: Assistência jurídica');
    expect(text).toContain('=Ana Relatório');
  });

  it('refuses anonymous (401) and role-less (403) callers, and bad filters (400)', async () => {
    const paths = ['/api/monitors', '/api/volunteers', '/api/courses', '/api/welcomed-courses', '/api/vacancies', '/api/welcomed-vacancies'];
    for (const base of paths) {
      for (const suffix of ['/report', '/report-xlsx']) {
        const url = base + suffix;
        expect([url, (await send('GET', url, undefined, null)).statusCode]).toEqual([url, 401]);
        expect([url, (await send('GET', url, undefined, users.other)).statusCode]).toEqual([url, 403]);
      }
    }
    for (const url of ['/api/welcomed-courses/report?course=abc', '/api/vacancies/report-xlsx?status=Fechada', '/api/monitors/report?monitor_date_ini=31-12-2025', '/api/courses/report?sort=senha,asc']) {
      expect([url, (await send('GET', url)).statusCode]).toEqual([url, 400]);
    }
  });
});
