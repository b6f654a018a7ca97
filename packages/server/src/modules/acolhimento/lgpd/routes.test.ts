import { ALREADY_ANONYMISED_MESSAGE, ANONYMISED_NAME, anonymisedPersonMessage, LGPD_API, type PersonDataReport } from '@sisacte/contracts/audit/lgpd';
import { TRAIL_API, type TrailEntry } from '@sisacte/contracts/audit/trail';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { currentYearInBrazil, SHELTER_PANELS } from '@sisacte/contracts/painel/painel';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { expectGuarded, rowCounts, sender } from '../../../test/crud-checks';
import { createTestPerson, pdfUpload, testDatabases, useTestAppWithFiles, useTestUsers, type TestApp } from '../../../test/helpers';
import { formatDate } from '../../../lib/documents';
import { loadRetentionConfig, runRetention } from '../../audit';
// The library itself, not its index (which reads a sample file when loaded without a parent module).
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore no types for the inner path (a root dev dependency, for tests only)
import pdfParseUntyped from 'pdf-parse/lib/pdf-parse.js';

const pdfParse = pdfParseUntyped as (data: Buffer) => Promise<{ text: string }>;

jest.setTimeout(180_000);

const NAME = 'Zuleica Quispe Anonimizável';
const CPF = '52998224725';
const RG = 'V123456-X';
/** A CRNM of its own for each person (the anonymised one has RG). */
const rgOf = (cpf: string) => (cpf === CPF ? RG : `V${cpf.slice(0, 6)}-Y`);
const PEDIDO = { data_pedido: '2026-01-15', referencia: 'LGPD-2026-007' };
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n% Documento\n'), Buffer.alloc(500, 0x41), Buffer.from('\n%%EOF\n')]);


/** Every text, JSON and array column of every table of the public schema, with the rows holding `needle` (case and accents ignored). */
async function findEverywhere(t: TestApp, needles: string[]): Promise<string[]> {
  return t.handle.withConnection(async (c) => {
    const columns = await c.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      for (const needle of needles) {
        const [row] = await c.query<{ n: string }>(
          `SELECT count(*) AS n FROM "${table_name}" WHERE f_unaccent(lower("${column_name}"::text)) LIKE '%' || f_unaccent(lower($1)) || '%'`,
          [needle],
        );
        if (Number(row!.n) > 0) found.push(`${table_name}.${column_name}: ${needle}`);
      }
    }
    return found;
  });
}

describe.each(testDatabases())('LGPD rights of a person on %s', (engine) => {
  const ctx = useTestAppWithFiles(engine);
  const users = useTestUsers(ctx, {
    shelter: { roles: [ROLES.ACOLHIMENTO], name: 'Sara Abrigo' },
    officer: { roles: [ROLES.ENCARREGADO_DADOS, ROLES.ACOLHIMENTO], name: 'Otávio Encarregado' },
    other: [ROLES.DENUNCIAS],
  });
  const send = sender(ctx, () => users.shelter);
  /** Sends as the shelter worker and expects `status` (201 for a POST, 200 otherwise, unless said). */
  const ok = async (method: 'GET' | 'POST', url: string, payload?: unknown, status = method === 'POST' ? 201 : 200) => {
    const res = await send(method, url, payload);
    expect([method, url, res.statusCode, res.statusCode >= 400 ? res.body : '']).toEqual([method, url, status, '']);
    return res.json();
  };
  const reportUrl = (id: number, formato: string, pedido: Record<string, string> = PEDIDO) => `${fillPath(LGPD_API.dataReport, { id })}?${new URLSearchParams({ formato, ...pedido })}`;

  /** A person with one of each record: family, stay, referral, visit, course, vacancy, file (and the history they write). */
  async function personWithEverything(t: TestApp, name: string, cpf: string, employerDocument: string, relativeCpf: string) {
    const year = currentYearInBrazil();
    const person = await createTestPerson(t, users.shelter, name, {
      cpf,
      rg: rgOf(cpf),
      birthdate: '1990-07-20',
      civil_status: 'Casado',
      address: 'Rua das Flores, 123',
      address_district: 'Centro',
      cep: '01001000',
    });
    const relative = await createTestPerson(t, users.shelter, 'Parente Quispe', { cpf: relativeCpf, rg: rgOf(relativeCpf) });
    await ok('POST', '/api/family/enter-in-family', { welcomed_id: person.id, member_id: relative.id }, 200);
    const today = new Date().toISOString().slice(0, 10);
    const stay = await ok('POST', '/api/stay/checkin', { welcomed: person.id, checkin: `${year}-01-02`, checkout: `${year}-01-05` });
    const type = await ok('POST', '/api/forwarding-type', { title: `Documentação LGPD ${employerDocument.slice(0, 4)}` });
    const referral = await ok('POST', '/api/forwarding', { welcomed: person.id, date_of_register: today, forwardingTypes: [type.id], notes: `Acompanhar ${name} ao posto` });
    const visit = await ok('POST', '/api/monitor', {
      welcomed: person.id,
      working: true,
      benefits: [1],
      notes: `Visita a ${name}`,
      family_composition: [{ name: `Filho de ${name}`, relation: 'Filho', age: 7 }],
    });
    const course = await ok('POST', '/api/course', { name: 'Português para migrantes' });
    const enrolment = await ok('POST', '/api/welcomed-courses', { welcomed: person.id, course: course.id });
    const employer = await ok('POST', '/api/employer', { name: 'Padaria Boa Vista', document: employerDocument });
    const vacancy = await ok('POST', '/api/vacancy', { employer: employer.id, places: 2 });
    const referred = await ok('POST', '/api/welcomed-vacancies', { welcomed: person.id, vacancy: vacancy.id });
    const body = pdfUpload(`RG ${name}.pdf`, PDF);
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/upload-file?entity=pessoa&codid=${person.id}`, payload: body.payload, headers: { ...body.headers, ...users.shelter.headers } });
    expect(uploaded.statusCode).toBe(201);
    return { person, relative, stay, referral, visit, course, enrolment, vacancy, referred, file: uploaded.json() };
  }

  it('the JSON data report lists every record tied to the person, and the report is traced with its request', async () => {
    const t = ctx();
    const p = await personWithEverything(t, 'Rosa Relatório', '11144477735', '11222333000181', '12345678909');
    const res = await send('GET', reportUrl(p.person.id, 'json'), undefined, users.officer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`dados-pessoais-${p.person.id}.json`);
    const report = res.json() as PersonDataReport;
    expect(report.pedido).toEqual({ data: PEDIDO.data_pedido, referencia: PEDIDO.referencia });
    expect(report.cadastro).toMatchObject({ id: p.person.id, nome: 'Rosa Relatório', cpf: '11144477735', crnm: rgOf('11144477735'), data_nascimento: '1990-07-20', endereco: 'Rua das Flores, 123', bairro: 'Centro' });
    // Other people appear by their record's id only: the relative's name and documents are theirs.
    expect(report.familia).toEqual({ grupo: expect.any(Number), membros: [{ id: p.relative.id }] });
    expect(report.estadias.map((s) => s.id)).toEqual([p.stay.id]);
    expect(report.encaminhamentos).toEqual([expect.objectContaining({ id: p.referral.id, tipos: ['Documentação LGPD 1122'] })]);
    expect(report.monitoramentos).toEqual([
      expect.objectContaining({ id: p.visit.id, trabalhando: true, beneficios: ['Cesta básica'], composicao_familiar: [{ parentesco: 'Filho', idade: 7, deficiencia: null }] }),
    ]);
    const othersData = ['Parente Quispe', 'Filho de Rosa', '12345678909', '123.456.789-09', rgOf('12345678909')];
    expect(othersData.filter((x) => res.body.includes(x))).toEqual([]);
    expect(report.cursos).toEqual([expect.objectContaining({ id: p.enrolment.id, curso: 'Português para migrantes', situacao: 'Matriculado' })]);
    expect(report.vagas).toEqual([expect.objectContaining({ id: p.referred.id, vaga: p.vacancy.id, empregador: 'Padaria Boa Vista', situacao: 'Encaminhado' })]);
    expect(report.arquivos).toEqual([expect.objectContaining({ id: p.file.id, nome: 'RG Rosa Relatório.pdf', tipo: 'application/pdf' })]);
    expect(report.historico.length).toBeGreaterThanOrEqual(6);
    expect(report.anonimizacao).toBeNull();

    const pdf = await send('GET', reportUrl(p.person.id, 'pdf'), undefined, users.officer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfParse(pdf.rawPayload)).text;
    expect(text).toContain('Rosa Relatório');
    expect(text).toContain(`1 pessoa: nº ${p.relative.id}`);
    expect(text).toContain('Filho, 7 anos');
    expect(othersData.filter((x) => text.includes(x))).toEqual([]);

    const trail = (await send('GET', `${TRAIL_API.list}?acao=data-report&titular_tipo=pessoa&titular_id=${p.person.id}`, undefined, users.officer)).json().content as TrailEntry[];
    expect(trail.map((e) => [e.usuario?.id, e.detalhes])).toEqual([
      [users.officer.id, { data_pedido: PEDIDO.data_pedido, formato: 'pdf', referencia: PEDIDO.referencia }],
      [users.officer.id, { data_pedido: PEDIDO.data_pedido, formato: 'json', referencia: PEDIDO.referencia }],
    ]);
  });

  it('anonymisation leaves the dashboard identical and no name or CPF anywhere in the database; the trail keeps who did it', async () => {
    const t = ctx();
    const p = await personWithEverything(t, NAME, CPF, '45723174000110', '98765432100');
    const year = currentYearInBrazil();
    const dashboard = async () => Promise.all(SHELTER_PANELS.map(async (path) => [path, await ok('GET', `${path}?ano=${year}`)]));
    const before = await dashboard();
    expect((await findEverywhere(t, [NAME, CPF])).length).toBeGreaterThan(0);

    const res = await send('POST', fillPath(LGPD_API.anonymise, { id: p.person.id }), PEDIDO, users.officer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.person.id, name: ANONYMISED_NAME, cpf: null, rg: null, address: null, family: null, status: 'active' });
    // The same age on the day of registration (today): the birth date became a day that gives it.
    const now = new Date();
    const age = now.getUTCFullYear() - 1990 - (now.toISOString().slice(5, 10) < '07-20' ? 1 : 0);
    expect(res.json().age).toBe(age);

    expect(await dashboard()).toEqual(before);
    expect(await findEverywhere(t, [NAME, CPF, '529.982.247-25', RG, 'Zuleica', `Filho de ${NAME}`, 'Acompanhar Zuleica'])).toEqual([]);
    expect(await t.count('files', `entity = 'pessoa' AND codid = ${p.person.id}`)).toBe(0);
    // Counted records stay.
    expect(await t.count('stays', `welcomed_id = ${p.person.id}`)).toBe(1);
    expect(await t.count('forwardings', `welcomed_id = ${p.person.id}`)).toBe(1);

    const status = await ok('GET', fillPath(LGPD_API.anonymisation, { id: p.person.id }));
    expect(status).toMatchObject({ motivo: 'pedido', por: { id: users.officer.id }, data_pedido: PEDIDO.data_pedido, referencia: PEDIDO.referencia });
    const [entry] = (await send('GET', `${TRAIL_API.list}?acao=anonymise&titular_tipo=pessoa&titular_id=${p.person.id}`, undefined, users.officer)).json().content as TrailEntry[];
    expect(entry).toMatchObject({ usuario: { id: users.officer.id, name: 'Otávio Encarregado' }, detalhes: { data_pedido: PEDIDO.data_pedido, referencia: PEDIDO.referencia } });

    // Irreversible: neither edited, nor given new records, nor anonymised twice.
    const edit = await send('PUT', '/api/welcomed', { ...(res.json() as object), name: NAME });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toContain('anonimizado');
    expect((await send('POST', '/api/stay/checkin', { welcomed: p.person.id, checkin: `${year}-01-10` })).statusCode).toBe(400);
    const again = await send('POST', fillPath(LGPD_API.anonymise, { id: p.person.id }), PEDIDO, users.officer);
    expect([again.statusCode, again.json().message]).toEqual([400, ALREADY_ANONYMISED_MESSAGE]);
    expect(await findEverywhere(t, [NAME, CPF])).toEqual([]);
  });

  it('an anonymised person can be neither moved to the trash nor restored: 400 with the anonymised message, nothing written', async () => {
    const t = ctx();
    const active = await createTestPerson(t, users.shelter, 'Ativa Anonimizada');
    const trashed = await createTestPerson(t, users.shelter, 'Excluída Anonimizada');
    await ok('GET', `/api/welcomed-delete/${trashed.id}`);
    for (const person of [active, trashed]) expect((await send('POST', fillPath(LGPD_API.anonymise, { id: person.id }), PEDIDO, users.officer)).statusCode).toBe(200);
    const snapshot = rowCounts({
      trail: 'access_trail',
      history: 'welcomed_history',
      active: ['welcomeds', `id IN (${active.id}, ${trashed.id}) AND status = 'active'`],
      trashed: ['welcomeds', `id IN (${active.id}, ${trashed.id}) AND status = 'drashed'`],
    });
    const before = await snapshot(t);
    expect(before).toMatchObject({ active: 1, trashed: 1 });
    const message = anonymisedPersonMessage(formatDate((await ok('GET', fillPath(LGPD_API.anonymisation, { id: active.id }))).anonimizado_em)!);
    for (const url of [`/api/welcomed-delete/${active.id}`, `/api/welcomed-restore/${trashed.id}`, `/api/welcomed-delete/${trashed.id}`, `/api/welcomed-restore/${active.id}`]) {
      const res = await send('GET', url);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 400, message]);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a request without its date or reference, writing nothing', async () => {
    const t = ctx();
    const person = await createTestPerson(t, users.shelter, 'Pedido Incompleto');
    const trail = async () => t.count('access_trail');
    const before = await trail();
    const noReference = await send('POST', fillPath(LGPD_API.anonymise, { id: person.id }), { data_pedido: '2026-01-15' }, users.officer);
    expect([noReference.statusCode, noReference.json().messages]).toEqual([400, ['referencia: Referência do pedido é obrigatória']]);
    const future = await send('POST', fillPath(LGPD_API.anonymise, { id: person.id }), { data_pedido: '2999-01-01', referencia: 'X' }, users.officer);
    expect([future.statusCode, future.json().messages]).toEqual([400, ['data_pedido: Data do pedido não pode estar no futuro']]);
    const badFormat = await send('GET', reportUrl(person.id, 'docx'), undefined, users.officer);
    expect(badFormat.statusCode).toBe(400);
    expect(await trail()).toBe(before);
    expect((await ok('GET', `/api/welcomeds/${person.id}`)).name).toBe('Pedido Incompleto');
    expect((await send('POST', fillPath(LGPD_API.anonymise, { id: 999999 }), PEDIDO, users.officer)).statusCode).toBe(404);
  });

  it('answers 401 to anonymous callers and 403 without the role', async () => {
    const t = ctx();
    const person = await createTestPerson(t, users.shelter, 'Guarda Titular');
    const officerOnly = [
      ['GET', reportUrl(person.id, 'json')],
      ['POST', fillPath(LGPD_API.anonymise, { id: person.id }), PEDIDO],
    ] as const;
    const snapshot = rowCounts({ trail: 'access_trail', anonymised: 'anonymisations' });
    await expectGuarded(t, users.shelter, officerOnly, snapshot);
    await expectGuarded(t, users.other, [...officerOnly, ['GET', fillPath(LGPD_API.anonymisation, { id: person.id })]], snapshot);
  });

  it('the retention anonymises people without activity past its days (by the system), and nobody when it is off', async () => {
    const t = ctx();
    const idle = await createTestPerson(t, users.shelter, 'Inativa Retenção');
    const housed = await createTestPerson(t, users.shelter, 'Hospedada Retenção');
    await ok('POST', '/api/stay/checkin', { welcomed: housed.id, checkin: '2020-01-01' });
    const recent = await createTestPerson(t, users.shelter, 'Recente Retenção');
    await t.handle.withConnection((c) =>
      c.exec(
        `UPDATE welcomeds SET updated_at = now() - interval '400 days', date_of_register = now() - interval '400 days' WHERE id IN (${idle.id}, ${housed.id});
         UPDATE welcomed_history SET created_at = now() - interval '400 days' WHERE welcomed_id IN (${idle.id}, ${housed.id})`,
      ),
    );
    const context = { db: t.app.db, files: t.app.files, log: t.app.log };
    expect(await runRetention(context, loadRetentionConfig({}))).toEqual({});
    const done = await runRetention(context, { ...loadRetentionConfig({ RETENTION_INACTIVE_PEOPLE_DAYS: '365' }), batch: 1000 });
    expect(done.cadastros).toBeGreaterThanOrEqual(1);
    expect((await ok('GET', `/api/welcomeds/${idle.id}`)).name).toBe(ANONYMISED_NAME);
    expect((await ok('GET', `/api/welcomeds/${housed.id}`)).name).toBe('Hospedada Retenção');
    expect((await ok('GET', `/api/welcomeds/${recent.id}`)).name).toBe('Recente Retenção');
    expect(await ok('GET', fillPath(LGPD_API.anonymisation, { id: idle.id }))).toMatchObject({ motivo: 'retencao', por: null });
    const [entry] = (await send('GET', `${TRAIL_API.list}?acao=anonymise&titular_tipo=pessoa&titular_id=${idle.id}`, undefined, users.officer)).json().content as TrailEntry[];
    expect(entry).toMatchObject({ usuario: null, detalhes: { motivo: 'retenção', prazo_dias: 365 } });
  });
});
