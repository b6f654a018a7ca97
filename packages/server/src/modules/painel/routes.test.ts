import { ROLES } from '@sisacte/contracts/auth/roles';
import { currentYearInBrazil, OPERATIONS_NOT_RECORDED, PAINEL_API, SERVICE_NOTES, SHELTER_PANELS, YEAR_MESSAGE } from '@sisacte/contracts/painel/painel';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { testDatabases, useTestApp, useTestUsers, type TestApp, type TestUser } from '../../test/helpers';

jest.setTimeout(120_000);

/*
 * Hand-counted fixtures (year 2025, timestamps in Brazil's time, -03:00):
 * people  Ana   registered 2025-12-31 23:30 (December 2025), Feminino, born 2000-01-01 (25: 18–29), Solteiro, Brasil
 *         Bruno registered 2025-01-01 00:10 (January 2025), Masculino, born 2015-06-01 (9: 0–11), Casado, another country
 *         Carla registered 2024-12-31 23:59 (2024)
 *         Davi  registered 2025-03-10, in the trash (nothing of his counts)
 *         Eva   registered 2025-02-15, no sex, birth date or civil status (Não informado)
 * stays   Ana   2025-01-30 → 2025-02-03  (Jan 2 nights, Feb 2)
 *         Ana   2025-03-05 → 2025-03-08  (Mar 3)
 *         Bruno 2025-01-10 → 2025-01-10  (0 nights, welcomed in January)
 *         Bruno 2025-12-30 → 2026-01-02  (Dec 2, Jan 2026 1)
 *         Carla 2024-12-20 → open        (every night of 2025: 365; welcomed in 2024)
 *         Davi  2025-01-05 → 2025-01-20  (trashed: ignored)
 *         Davi  2023-06-01 → 2023-06-05  (trashed: 2023 has no one else, so no year 2023)
 * referrals Ana 2025-01-31 (Saúde, Educação); Bruno 2025-02-01 (Saúde); Davi 2025-02-10 (ignored); Carla 2024-12-31 (Educação)
 * visits  Ana 2025-05-31 23:30 (May); Bruno 2025-06-01 00:30 (June); Davi June (ignored)
 */
const DAYS_2025 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const EXTRA_NIGHTS = [2, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 2];
const NIGHTS_2025 = DAYS_2025.map((d, i) => d + EXTRA_NIGHTS[i]!);

/** A chart's items, written as [label, count] pairs in their order. */
const itens = (...pairs: [rotulo: string, quantidade: number][]) => pairs.map(([rotulo, quantidade]) => ({ rotulo, quantidade }));

async function insertId(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.handle.db, query);
  return row!.id;
}

async function person(t: TestApp, name: string, registered: string, fields: { gender?: string; birthdate?: string; civil?: string; country?: number; status?: string } = {}) {
  return insertId(
    t,
    sql`INSERT INTO welcomeds (name, gender, birthdate, nacionality_id, civil_status, date_of_register, status)
        VALUES (${name}, ${fields.gender ?? null}, ${fields.birthdate ?? null}, ${fields.country ?? null}, ${fields.civil ?? null}, ${registered}::timestamptz, ${fields.status ?? 'active'})
        RETURNING id`,
  );
}

const stay = (t: TestApp, who: number, checkin: string, checkout: string | null) =>
  t.handle.db.execute(sql`INSERT INTO stays (welcomed_id, checkin, checkout) VALUES (${who}, ${checkin}::date, ${checkout}::date)`);

async function referral(t: TestApp, who: number, date: string, types: number[]) {
  const id = await insertId(t, sql`INSERT INTO forwardings (welcomed_id, date_of_register) VALUES (${who}, ${date}::date) RETURNING id`);
  for (const type of types) await t.handle.db.execute(sql`INSERT INTO forwarding_forwarding_types (forwarding_id, forwarding_type_id) VALUES (${id}, ${type})`);
}

const visit = (t: TestApp, who: number, at: string) =>
  t.handle.db.execute(sql`INSERT INTO monitors (welcomed_id, created_at) VALUES (${who}, ${at}::timestamptz)`);

let complaintSeq = 0;
async function complaint(t: TestApp, f: { uf: string; status: string; score: number; at: string; by?: number; org?: number }) {
  complaintSeq += 1;
  const [city] = await queryRows<{ id: number }>(t.handle.db, sql`SELECT id FROM cities ORDER BY id LIMIT 1`);
  const id = await insertId(
    t,
    sql`INSERT INTO complaints (numerodemanda, nomefantasia, enderecoempresa, municipio_id, uf, status, score, created_at, cadastrador_id, receipt_hash)
        VALUES (${`PAINEL-${complaintSeq}`}, 'Empresa', 'Rua A, 1', ${city!.id}, ${f.uf}, ${f.status}, ${f.score}, ${f.at}::timestamptz, ${f.by ?? null}, 'x')
        RETURNING id`,
  );
  if (f.org) await t.handle.db.execute(sql`INSERT INTO complaint_organizations (complaint_id, organization_id) VALUES (${id}, ${f.org})`);
}

describe.each(testDatabases())('dashboard API on %s', (engine) => {
  const ctx = useTestApp(engine);
  const users = useTestUsers(ctx, {
    shelter: [ROLES.ACOLHIMENTO],
    painel: [ROLES.PAINEL],
    complaints: [ROLES.DENUNCIAS],
    seesAll: [ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS],
    other: [ROLES.RELATORIOS],
  });
  const get = (url: string, who: TestUser | null = users.shelter) => ctx().app.inject({ method: 'GET', url, headers: who ? who.headers : {} });
  const body = async (url: string, who?: TestUser) => {
    const res = await get(url, who);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const months = (counts: Record<number, number>) => Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, quantidade: counts[i + 1] ?? 0 }));

  beforeAll(async () => {
    const t = ctx();
    const [other] = await queryRows<{ id: number }>(t.handle.db, sql`SELECT id FROM countries WHERE id <> 1 ORDER BY id LIMIT 1`);
    const ana = await person(t, 'Ana', '2025-12-31T23:30:00-03:00', { gender: 'Feminino', birthdate: '2000-01-01', civil: 'Solteiro', country: 1 });
    const bruno = await person(t, 'Bruno', '2025-01-01T00:10:00-03:00', { gender: 'Masculino', birthdate: '2015-06-01', civil: 'Casado', country: other!.id });
    const carla = await person(t, 'Carla', '2024-12-31T23:59:00-03:00', { gender: 'Feminino', country: 1 });
    const davi = await person(t, 'Davi', '2025-03-10T10:00:00-03:00', { gender: 'Masculino', birthdate: '1950-01-01', country: 1, status: 'drashed' });
    await person(t, 'Eva', '2025-02-15T12:00:00-03:00');

    await stay(t, ana, '2025-01-30', '2025-02-03');
    await stay(t, ana, '2025-03-05', '2025-03-08');
    await stay(t, bruno, '2025-01-10', '2025-01-10');
    await stay(t, bruno, '2025-12-30', '2026-01-02');
    await stay(t, carla, '2024-12-20', null);
    await stay(t, davi, '2025-01-05', '2025-01-20');
    await stay(t, davi, '2023-06-01', '2023-06-05');

    const saude = await insertId(t, sql`INSERT INTO forwarding_types (title) VALUES ('Saúde') RETURNING id`);
    const educacao = await insertId(t, sql`INSERT INTO forwarding_types (title) VALUES ('Educação') RETURNING id`);
    await referral(t, ana, '2025-01-31', [saude, educacao]);
    await referral(t, bruno, '2025-02-01', [saude]);
    await referral(t, davi, '2025-02-10', [saude]);
    await referral(t, carla, '2024-12-31', [educacao]);

    await visit(t, ana, '2025-05-31T23:30:00-03:00');
    await visit(t, bruno, '2025-06-01T00:30:00-03:00');
    await visit(t, davi, '2025-06-15T10:00:00-03:00');

    // Complaints: the Denuncias-only user sees the one of their organization and the one they filed.
    const [org] = await queryRows<{ id: number }>(t.handle.db, sql`SELECT id FROM organizations ORDER BY id LIMIT 1`);
    await t.handle.db.execute(sql`INSERT INTO user_organizations (user_id, organization_id) VALUES (${users.complaints.id}, ${org!.id})`);
    await complaint(t, { uf: 'SP', status: 'Protocolada', score: 0, at: '2025-04-01T10:00:00-03:00', org: org!.id });
    await complaint(t, { uf: 'SP', status: 'Fiscalizada', score: 15, at: '2025-05-01T10:00:00-03:00', by: users.complaints.id });
    await complaint(t, { uf: 'RJ', status: 'Protocolada', score: 70, at: '2025-12-31T23:30:00-03:00' });
    await complaint(t, { uf: 'MG', status: 'Fiscalizada', score: 30, at: '2024-12-31T23:30:00-03:00' });
  });

  it('counts registrations by month in Brazil time (31 Dec 23:30 is December), active people only, and by year', async () => {
    expect(await body(`${PAINEL_API.cadastradosMes}?ano=2025`)).toEqual({ ano: 2025, meses: months({ 1: 1, 2: 1, 12: 1 }) });
    expect(await body(`${PAINEL_API.cadastradosMes}?ano=2024`)).toEqual({ ano: 2024, meses: months({ 12: 1 }) });
    expect(await body(`${PAINEL_API.cadastradosAno}?ano=2025`)).toEqual({ ano: 2025, anos: [{ ano: 2024, quantidade: 1 }, { ano: 2025, quantidade: 3 }] });
    expect(await body(`${PAINEL_API.cadastradosAno}?ano=2024`)).toEqual({ ano: 2024, anos: [{ ano: 2024, quantidade: 1 }] });
    // before the first registration: no year; a later year without registrations is left out too
    expect(await body(`${PAINEL_API.cadastradosAno}?ano=2023`)).toEqual({ ano: 2023, anos: [] });
    expect((await body(`${PAINEL_API.cadastradosAno}?ano=2030`)).anos.filter((r: { ano: number }) => r.ano > 2025 && r.ano < 2030 && r.ano !== currentYearInBrazil())).toEqual([]);
  });

  it('counts welcomed people (check-in in the month; once per month and once in the year)', async () => {
    expect(await body(`${PAINEL_API.acolhidosMes}?ano=2025`)).toEqual({ ano: 2025, meses: months({ 1: 2, 3: 1, 12: 1 }) });
    expect(await body(`${PAINEL_API.acolhidosAno}?ano=2025`)).toEqual({ ano: 2025, anos: [{ ano: 2024, quantidade: 1 }, { ano: 2025, quantidade: 2 }] });
  });

  it('profiles the people registered in the year: sex, nationality, civil status and age ranges', async () => {
    expect((await body(`${PAINEL_API.sexo}?ano=2025`)).itens).toEqual(itens(['Feminino', 1], ['Masculino', 1], ['Não informado', 1]));
    const pais = (await body(`${PAINEL_API.pais}?ano=2025`)).itens as { rotulo: string; quantidade: number }[];
    expect(pais).toHaveLength(3);
    expect(pais).toEqual(expect.arrayContaining([{ rotulo: 'Brasil', quantidade: 1 }, { rotulo: 'Não informado', quantidade: 1 }]));
    expect((await body(`${PAINEL_API.statusCivil}?ano=2025`)).itens).toEqual(itens(['Casado', 1], ['Não informado', 1], ['Solteiro', 1]));
    expect((await body(`${PAINEL_API.faixaEtaria}?ano=2025`)).itens).toEqual(itens(['0–11', 1], ['12–17', 0], ['18–29', 1], ['30–59', 0], ['60+', 0], ['Não informado', 1]));
  });

  it('tables the services of each month: nights split across months, open stays to today, meals = nights × 3, and the total', async () => {
    const data = await body(`${PAINEL_API.atendimentos}?ano=2025`);
    expect(data.meses.map((m: { pernoites: number }) => m.pernoites)).toEqual(NIGHTS_2025);
    expect(data.meses[0]).toEqual({ mes: 1, cadastrados: 1, acolhidos: 2, pernoites: 33, refeicoes: 99, encaminhamentos: 1, monitoramentos: 0 });
    expect(data.meses[1]).toEqual({ mes: 2, cadastrados: 1, acolhidos: 0, pernoites: 30, refeicoes: 90, encaminhamentos: 1, monitoramentos: 0 });
    expect(data.meses[4]).toMatchObject({ mes: 5, monitoramentos: 1 });
    expect(data.meses[5]).toMatchObject({ mes: 6, monitoramentos: 1 });
    expect(data.meses[11]).toEqual({ mes: 12, cadastrados: 1, acolhidos: 1, pernoites: 33, refeicoes: 99, encaminhamentos: 0, monitoramentos: 0 });
    expect(data.total).toEqual({ cadastrados: 3, acolhidos: 2, pernoites: 374, refeicoes: 1122, encaminhamentos: 2, monitoramentos: 2 });

    // Carla's open stay runs to today: this year it has one night per day since 1 January (Bruno's last night of 2026 too).
    const year = currentYearInBrazil();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const sinceJan1 = Math.round((Date.parse(today) - Date.parse(`${year}-01-01`)) / 86_400_000);
    const now = await body(PAINEL_API.atendimentos);
    expect(now.ano).toBe(year);
    expect(now.total.pernoites).toBe(sinceJan1 + (year === 2026 ? 1 : 0));
  });

  it('counts referrals by month and by type (a referral with two types counts in each)', async () => {
    expect(await body(`${PAINEL_API.encaminhamentosMes}?ano=2025`)).toEqual({ ano: 2025, meses: months({ 1: 1, 2: 1 }) });
    expect(await body(`${PAINEL_API.encaminhamentosTipo}?ano=2025`)).toEqual({
      ano: 2025,
      itens: [
        { rotulo: 'Saúde', quantidade: 2 },
        { rotulo: 'Educação', quantidade: 1 },
      ],
    });
  });

  it('defaults to the current year in Brazil and refuses a bad year', async () => {
    const year = currentYearInBrazil();
    expect((await body(PAINEL_API.cadastradosMes)).ano).toBe(year);
    expect((await body(`${PAINEL_API.encaminhamentosTipo}?ano=`)).ano).toBe(year);
    for (const bad of ['abc', '1800', '2025.5', '99999']) {
      const res = await get(`${PAINEL_API.cadastradosMes}?ano=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toContain(`ano: ${YEAR_MESSAGE}`);
    }
  });

  it('serves the service table as PDF (opened) and XLSX (saved) with the total row', async () => {
    const pdf = await get(`${PAINEL_API.atendimentosPdf}?ano=2025`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('inline; filename="atendimentos-2025.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const xlsx = await get(`${PAINEL_API.atendimentosXlsx}?ano=2025`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('attachment; filename="atendimentos-2025.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Mês', 'Novos cadastros', 'Pessoas acolhidas', 'Pernoites', 'Refeições', 'Encaminhamentos', 'Monitoramentos']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Jan', 1, 2, 33, 99, 1, 0]);
    expect(sheet.getRow(14).values).toEqual([undefined, 'Total', 3, 2, 374, 1122, 2, 2]);
    expect(sheet.getRow(16).getCell(1).value).toBe(SERVICE_NOTES[0]);
    expect(sheet.getRow(17).getCell(1).value).toBe(SERVICE_NOTES[1]);
    expect(sheet.autoFilter).toBe('A1:G13'); // the months: sorting them leaves the total and the notes below
  });

  it('counts complaints by state, status and IRTE score, only those the user may see', async () => {
    expect((await body(`${PAINEL_API.denunciasUf}?ano=2025`, users.seesAll)).itens).toEqual([
      { rotulo: 'SP', quantidade: 2 },
      { rotulo: 'RJ', quantidade: 1 },
    ]);
    expect((await body(`${PAINEL_API.denunciasUf}?ano=2025`, users.complaints)).itens).toEqual([{ rotulo: 'SP', quantidade: 2 }]);
    expect((await body(`${PAINEL_API.denunciasStatus}?ano=2025`, users.complaints)).itens).toEqual(itens(['Protocolada', 1], ['Encaminhada para Fiscalização', 0], ['Fiscalizada', 1]));
    expect((await body(`${PAINEL_API.denunciasScore}?ano=2025`, users.seesAll)).itens).toEqual(itens(['0', 1], ['1–10', 0], ['11–20', 1], ['21–40', 0], ['41–60', 0], ['61+', 1]));
    expect((await body(`${PAINEL_API.denunciasUf}?ano=2024`, users.seesAll)).itens).toEqual([{ rotulo: 'MG', quantidade: 1 }]);
  });

  it('says no operation is recorded yet, with zeros (the counts themselves: operacoes/routes.test.ts)', async () => {
    const summary = await body(`${PAINEL_API.operacoes}?ano=2025`, users.complaints);
    expect(summary).toMatchObject({ ano: 2025, registradas: false, mensagem: OPERATIONS_NOT_RECORDED, total: 0, aguardandoFiscalizacao: 0, fiscalizadasNoAno: 0 });
    expect(summary.porStatus).toEqual(itens(['Programada', 0], ['Em andamento', 0], ['Concluída', 0], ['Cancelada', 0]));
    expect(summary.mes).toMatch(/^\d{4}-\d{2}$/);
  });

  const shelterPaths = [...SHELTER_PANELS, PAINEL_API.atendimentosPdf, PAINEL_API.atendimentosXlsx];
  const complaintPaths = [PAINEL_API.denunciasUf, PAINEL_API.denunciasStatus, PAINEL_API.denunciasScore, PAINEL_API.operacoes];

  it('answers 401 to anonymous callers and 403 without the section role', async () => {
    for (const path of [...shelterPaths, ...complaintPaths]) {
      expect((await get(path, null)).statusCode).toBe(401);
      expect((await get(path, users.other)).statusCode).toBe(403);
    }
    for (const path of shelterPaths) {
      expect((await get(`${path}?ano=2025`, users.complaints)).statusCode).toBe(403);
      expect((await get(`${path}?ano=2025`, users.painel)).statusCode).toBe(200);
    }
    for (const path of complaintPaths) expect((await get(path, users.shelter)).statusCode).toBe(403);
  });
});
