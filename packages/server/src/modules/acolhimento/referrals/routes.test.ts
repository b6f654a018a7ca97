import { FORWARDING_NOT_FOUND_MESSAGE, FORWARDING_PERSON_CHANGE_MESSAGE, unknownForwardingTypeMessage } from '@sisacte/contracts/acolhimento/forwardings';
import { trashedWelcomedMessage, UNKNOWN_WELCOMED_MESSAGE } from '@sisacte/contracts/acolhimento/refs';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { ESTIMATED_LIST_MAX_ROWS as MAX_LIST_OFFSET } from '@sisacte/contracts/common/page';
import { sql } from 'drizzle-orm';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore no types for the inner path (a root dev dependency, for tests only)
import pdfParseUntyped from 'pdf-parse/lib/pdf-parse.js';
import { badInputCheck, crudRequests, expectGuarded, expectNotFound, expectRoundTrip, rowCounts, useEntityTest } from '../../../test/crud-checks';
import { createTestPerson, testDatabases } from '../../../test/helpers';

const pdfParse = pdfParseUntyped as (data: Buffer) => Promise<{ text: string }>;

jest.setTimeout(120_000);

const snapshot = rowCounts({ forwardings: 'forwardings', links: 'forwarding_forwarding_types', history: 'welcomed_history' });

describe.each(testDatabases())('referrals API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Rita Referência' }, other: [ROLES.PAINEL] });
  const types: Record<string, { id: number; title: string }> = {};

  const ids = (res: { json(): { content: { id: number }[] } }) => res.json().content.map((x) => x.id);

  beforeAll(async () => {
    for (const title of ['Saúde', 'CRAS', 'Educação']) types[title] = (await send('POST', '/api/forwarding-type', { title })).json();
  });

  it('refers a person with two types, reads, edits (round trip), lists, prints and deletes the referral, writing the history', async () => {
    const t = ctx();
    const ana = await createTestPerson(t, users.worker, 'Ana Encaminhada', { cpf: '52998224725' });
    const created = await send('POST', '/api/forwarding', {
      welcomed: ana.id,
      date_of_register: '2025-04-02',
      forwardingTypes: [types['Saúde']!.id, { id: types.CRAS!.id }],
      notes: 'Consulta marcada',
    });
    const f = await expectRoundTrip(send, created, {
      id: expect.any(Number),
      welcomed: { id: ana.id, name: 'Ana Encaminhada', cpf: '52998224725', status: 'active' },
      date_of_register: '2025-04-02',
      forwardingTypes: [types.CRAS, types['Saúde']],
      notes: 'Consulta marcada',
      author: { id: users.worker.id, name: 'Rita Referência' },
      created_at: expect.any(String),
    }, { one: '/api/forwardings/:id', save: '/api/forwarding' }, { notes: 'Consulta remarcada' });

    const retyped = await send('PUT', '/api/forwarding', { ...f, forwardingTypes: [types['Educação']] });
    expect(retyped.json().forwardingTypes).toEqual([types['Educação']]);

    // Without a date: today.
    const today = (await send('POST', '/api/forwarding', { welcomed: { id: ana.id }, forwardingTypes: [types.CRAS!.id] })).json();
    expect(today.date_of_register).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ids(await send('GET', `/api/forwardings?welcomed_id=${ana.id}`))).toEqual([today.id, f.id]);
    expect(ids(await send('GET', `/api/forwardings?welcomed_id=${ana.id}&forwarding_types=${types['Educação']!.id}`))).toEqual([f.id]);
    expect(ids(await send('GET', `/api/forwardings?name=ana encaminhada&forwarding_date_end=2025-12-31`))).toEqual([f.id]);
    expect(ids(await send('GET', `/api/forwardings?nacionality=1&cpf=529.982&forwarding_date_ini=2025-01-01`))).toEqual([today.id, f.id]);
    for (const url of ['/api/forwardings', '/api/forwardings/report-xlsx']) {
      const reversed = await send('GET', `${url}?forwarding_date_ini=2026-12-01&forwarding_date_end=2026-01-01`);
      expect([reversed.statusCode, reversed.json().message]).toEqual([400, 'Encaminhamento: a data inicial não pode ser posterior à data final']);
    }

    const history = (await send('GET', `/api/welcomed-history/${ana.id}`)).json() as { changes: { label: string; from: string | null; to: string | null }[] }[];
    expect(history.flatMap((h) => h.changes)).toEqual(
      expect.arrayContaining([
        { field: 'forwarding', label: 'Encaminhamento', from: null, to: '02/04/2025: CRAS, Saúde' },
        { field: 'forwarding_notes', label: 'Observações do encaminhamento', from: 'Consulta marcada', to: 'Consulta remarcada' },
        { field: 'forwarding', label: 'Encaminhamento', from: '02/04/2025: CRAS, Saúde', to: '02/04/2025: Educação' },
      ]),
    );

    const letter = await send('GET', `/api/forwarding/pdf/${f.id}`);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A letter the partner service can read: to whom, who, why, and who signs.
    const letterText = (await pdfParse(letter.rawPayload)).text.replace(/\s+/g, ' ');
    for (const part of ['Ofício de Encaminhamento', `Encaminhamento nº ${f.id}, de 02/04/2025`, 'Para: serviço de Educação', 'Encaminhamos a este serviço Ana Encaminhada (nacionalidade: Brasil), pessoa acompanhada pela nossa equipe de acolhimento, para o atendimento de Educação.', 'Consulta marcada', 'Atenciosamente', 'Equipe de acolhimento']) {
      expect(letterText).toContain(part);
    }
    expect((await send('GET', '/api/forwarding/pdf/999999')).statusCode).toBe(404);
    const list = await send('GET', `/api/forwardings/report?welcomed_id=${ana.id}`);
    expect(list.statusCode).toBe(200);
    const xlsx = await send('GET', `/api/forwardings/report-xlsx?welcomed_id=${ana.id}`);
    expect(xlsx.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Data', 'Nome', 'CPF', 'Tipos', 'Observações', 'Registrado por']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).getCell(4).value).toBe('Educação');

    expect((await send('DELETE', `/api/forwarding/${f.id}`)).statusCode).toBe(204);
    expect(await t.count('forwarding_forwarding_types', `forwarding_id = ${f.id}`)).toBe(0);
    await expectNotFound(send, `/api/forwardings/${f.id}`, FORWARDING_NOT_FOUND_MESSAGE);
    expect((await send('GET', `/api/welcomed-history/${ana.id}`)).json()[0].changes[0]).toEqual({
      field: 'forwarding',
      label: 'Encaminhamento excluído',
      from: '02/04/2025: Educação',
      to: null,
    });
  });

  it('refuses bad input, unknown ids and a change of person, writing nothing', async () => {
    const t = ctx();
    const bia = await createTestPerson(t, users.worker, 'Bia Recusa Encaminhamento');
    const ok = { welcomed: bia.id, forwardingTypes: [types.CRAS!.id] };
    const check = badInputCheck(t, users.worker, '/api/forwarding', snapshot);
    const refused = (payload: unknown, expected: string[], method: 'POST' | 'PUT' = 'POST') => check(payload, expected, { method });
    await refused({ ...ok, forwardingTypes: [] }, ['forwardingTypes: Escolha ao menos um tipo de encaminhamento']);
    await refused({ welcomed: bia.id }, ['forwardingTypes: Tipos de encaminhamento devem ser uma lista']);
    await refused({ ...ok, forwardingTypes: ['x'] }, ['forwardingTypes.0: Tipo de encaminhamento inválido']);
    await refused({ ...ok, forwardingTypes: [999999, 999998] }, [unknownForwardingTypeMessage(999999), unknownForwardingTypeMessage(999998)]);
    await refused({ ...ok, welcomed: 999999 }, [UNKNOWN_WELCOMED_MESSAGE]);
    await refused({ ...ok, welcomed: undefined }, ['welcomed: Pessoa é obrigatória']);
    await refused({ ...ok, date_of_register: '2999-01-01' }, ['date_of_register: Data do encaminhamento não pode estar no futuro']);
    await refused({ ...ok, date_of_register: '31/01/2025' }, ['date_of_register: Data do encaminhamento inválida (use AAAA-MM-DD)']);
    await refused({ ...ok, notes: 'n'.repeat(2001) }, ['notes: Observações deve ter no máximo 2000 caracteres']);
    await refused({ ...ok, forwardingTypes: Array.from({ length: 21 }, (_, i) => i + 1) }, ['forwardingTypes: Tipos de encaminhamento: no máximo 20']);

    const f = (await send('POST', '/api/forwarding', ok)).json();
    const other = await createTestPerson(t, users.worker, 'Outra Encaminhada');
    await refused({ ...f, welcomed: other.id }, [FORWARDING_PERSON_CHANGE_MESSAGE], 'PUT');
    await refused({ ...f, forwardingTypes: [] }, ['forwardingTypes: Escolha ao menos um tipo de encaminhamento'], 'PUT');
    expect((await send('PUT', '/api/forwarding', { ...f, id: 999999 })).statusCode).toBe(404);
    expect((await send('GET', '/api/forwardings?forwarding_types=abc')).statusCode).toBe(400);
  });

  it('keeps the referrals of a trashed person (hidden, back on restore) and feeds the people-list filters', async () => {
    const t = ctx();
    const cida = await createTestPerson(t, users.worker, 'Cida Filtro Encaminhada');
    const dora = await createTestPerson(t, users.worker, 'Dora Filtro Encaminhada');
    await createTestPerson(t, users.worker, 'Eva Filtro Encaminhada');
    const f = (await send('POST', '/api/forwarding', { welcomed: cida.id, forwardingTypes: [types['Saúde']!.id] })).json();
    const doraReferral = (await send('POST', '/api/forwarding', { welcomed: dora.id, forwardingTypes: [types.CRAS!.id, types['Educação']!.id] })).json();

    const names = async (q: string) => (await send('GET', `/api/welcomeds?name=filtro encaminhada&${q}`)).json().content.map((w: { name: string }) => w.name);
    expect(await names('forwardings=true')).toEqual(['Cida Filtro Encaminhada', 'Dora Filtro Encaminhada']);
    expect(await names('forwardings=false')).toEqual(['Eva Filtro Encaminhada']);
    expect(await names(`forwarding_types=${types['Saúde']!.id}`)).toEqual(['Cida Filtro Encaminhada']);
    expect(await names(`forwarding_types=${types['Saúde']!.id},${types['Educação']!.id}`)).toEqual(['Cida Filtro Encaminhada', 'Dora Filtro Encaminhada']);

    expect((await send('GET', `/api/welcomed-delete/${cida.id}`)).statusCode).toBe(200);
    expect(ids(await send('GET', `/api/forwardings?welcomed_id=${cida.id}`))).toEqual([]);
    expect(ids(await send('GET', `/api/forwardings?welcomed_id=${cida.id}&status=trashed`))).toEqual([f.id]);
    const refused = badInputCheck(t, users.worker, '/api/forwarding', snapshot);
    const trashed = [trashedWelcomedMessage('Cida Filtro Encaminhada')];
    await refused({ welcomed: cida.id, forwardingTypes: [types.CRAS!.id] }, trashed);
    // Nor changed or deleted while the person is in the trash: the restore brings the referral back as it was.
    await refused({ ...f, notes: 'Outra' }, trashed, { method: 'PUT' });
    await refused(undefined, trashed, { method: 'DELETE', url: `/api/forwarding/${f.id}` });
    expect((await send('GET', `/api/welcomed-restore/${cida.id}`)).statusCode).toBe(200);
    expect(ids(await send('GET', `/api/forwardings?welcomed_id=${cida.id}`))).toEqual([f.id]);
    // The "referred or not" filter follows the person's referral count (a trigger): deleting the last one puts them back among "não".
    expect((await send('DELETE', `/api/forwarding/${f.id}`)).statusCode).toBe(204);
    expect(await names('forwardings=false')).toEqual(['Cida Filtro Encaminhada', 'Eva Filtro Encaminhada']);
    expect(await names('forwardings=true')).toEqual(['Dora Filtro Encaminhada']);
    // The types filter follows the person's referral types (triggers): a deleted referral, changed types.
    expect(await names(`forwarding_types=${types['Saúde']!.id}`)).toEqual([]);
    expect((await send('PUT', '/api/forwarding', { ...doraReferral, forwardingTypes: [types['Saúde']!.id] })).statusCode).toBe(200);
    expect(await names(`forwarding_types=${types['Educação']!.id}`)).toEqual([]);
    expect(await names(`forwarding_types=${types['Saúde']!.id}`)).toEqual(['Dora Filtro Encaminhada']);
    expect(await t.count('welcomeds', `id = ${dora.id} AND forwarding_type_ids = ARRAY[${types['Saúde']!.id}]`)).toBe(1);
  });

  it('exports every referral of a list longer than the screens serve, whatever the sort, and the PDF says how many there are about', async () => {
    const t = ctx();
    const many = await createTestPerson(t, users.worker, 'Iara Muitos Encaminhamentos');
    const rows = MAX_LIST_OFFSET + 150;
    await t.handle.db.execute(
      sql.raw(`INSERT INTO forwardings (welcomed_id, author_id, date_of_register, notes)
        SELECT ${many.id}, ${users.worker.id}, date '2025-01-01' + (g % 300), 'Lote ' || g FROM generate_series(1, ${rows}) g`),
    );
    const ExcelJS = (await import('exceljs')).default;
    for (const sort of ['', '&sort=id,desc', '&sort=date_of_register,asc', '&sort=name,desc']) {
      const res = await send('GET', `/api/forwardings/report-xlsx?welcomed_id=${many.id}${sort}`);
      expect([sort, res.statusCode]).toEqual([sort, 200]);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect([sort, book.worksheets[0]!.rowCount]).toEqual([sort, rows + 1]);
    }
    // The screens are still served their first rows only.
    expect((await send('GET', `/api/forwardings?welcomed_id=${many.id}&size=20&page=${MAX_LIST_OFFSET / 20}`)).statusCode).toBe(400);
    const pdf = await send('GET', `/api/forwardings/report?welcomed_id=${many.id}`);
    expect((await pdfParse(pdf.rawPayload)).text.replace(/\s+/g, ' ')).toMatch(/(cerca|mais) de 2\.\d{3} encaminhamentos encontrados; este relatório mostra os primeiros 2\.000/);
  });

  it('refuses anonymous (401) and role-less (403) callers, writing nothing', async () => {
    const t = ctx();
    const hugo = await createTestPerson(t, users.worker, 'Hugo Encaminhado');
    const f = (await send('POST', '/api/forwarding', { welcomed: hugo.id, forwardingTypes: [types.CRAS!.id] })).json();
    await expectGuarded(t, users.other, [
      ...crudRequests(
        { list: '/api/forwardings', one: '/api/forwardings/:id', report: '/api/forwardings/report', reportXlsx: '/api/forwardings/report-xlsx', save: '/api/forwarding', remove: '/api/forwarding/:id' },
        { id: f.id, create: { welcomed: hugo.id, forwardingTypes: [types.CRAS!.id] }, update: { ...f, notes: 'x' } },
      ),
      ['GET', `/api/forwarding/pdf/${f.id}`],
    ], snapshot);
  });
});
