import {
  CHECKOUT_BEFORE_CHECKIN_MESSAGE,
  openStayMessage,
  overlappingStayMessage,
  STAY_NOT_FOUND_MESSAGE,
  STAY_PERSON_CHANGE_MESSAGE,
} from '@sisacte/contracts/acolhimento/stays';
import { trashedWelcomedMessage, UNKNOWN_WELCOMED_MESSAGE } from '@sisacte/contracts/acolhimento/refs';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { badInputCheck, expectGuarded, expectNotFound, expectRoundTrip, rowCounts, useEntityTest } from '../../../test/crud-checks';
import { createTestPerson, expectRefusedWritingNothing, testDatabases, type TestUser } from '../../../test/helpers';

jest.setTimeout(120_000);

const snapshot = rowCounts({ stays: 'stays', open: ['stays', 'checkout IS NULL'], history: 'welcomed_history' });

describe.each(testDatabases())('stays API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Estela Estadia' }, other: [ROLES.RELATORIOS] });
  const checkin = (payload: unknown, who?: TestUser | null) => send('POST', '/api/stay/checkin', payload, who);
  const update = (payload: unknown, who?: TestUser | null) => send('PUT', '/api/stay/checkout', payload, who);
  const get = (url: string, who?: TestUser | null) => send('GET', url, undefined, who);

  it('checks a person in and out, edits, lists, reads and deletes a stay, writing the history each time', async () => {
    const t = ctx();
    const ana = await createTestPerson(t, users.worker, 'Ana Hóspede', { cpf: '52998224725' });

    const created = await checkin({ welcomed: ana.id, checkin: '2025-03-10' });
    // The round trip: what GET answers, with the check-out set, is accepted as is.
    const stay = await expectRoundTrip(send, created, {
      id: expect.any(Number),
      welcomed: { id: ana.id, name: 'Ana Hóspede', cpf: '52998224725', status: 'active' },
      checkin: '2025-03-10',
      checkout: null,
      author: { id: users.worker.id, name: 'Estela Estadia' },
      created_at: expect.any(String),
    }, { one: '/api/stays/:id', save: '/api/stay/checkout' }, { checkout: '2025-03-20' });
    // The person as {id} or as a bare id; the check-in may change too.
    const edited = await update({ id: stay.id, welcomed: { id: ana.id }, checkin: '2025-03-11', checkout: '2025-03-21' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ checkin: '2025-03-11', checkout: '2025-03-21' });

    // A new stay after the first one closed; listed newest first.
    const second = (await checkin({ welcomed: { id: ana.id, name: 'Ana Hóspede' }, checkin: '2025-04-01' })).json();
    const list = await get(`/api/stays?welcomed_id=${ana.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ number: 0, size: 20, totalElements: 2, totalPages: 1, first: true, last: true });
    expect(list.json().content.map((s: { id: number }) => s.id)).toEqual([second.id, stay.id]);
    expect((await get(`/api/stays?welcomed_id=${ana.id}&open=true`)).json().content.map((s: { id: number }) => s.id)).toEqual([second.id]);
    expect((await get(`/api/stays?welcomed_id=${ana.id}&open=false`)).json().content.map((s: { id: number }) => s.id)).toEqual([stay.id]);
    expect((await get(`/api/stays?name=ana hospede&checkin_ini=2025-03-15`)).json().content.map((s: { id: number }) => s.id)).toEqual([second.id]);
    expect((await get(`/api/stays?welcomed_id=${ana.id}&sort=checkin,asc`)).json().content.map((s: { id: number }) => s.id)).toEqual([stay.id, second.id]);
    expect((await get('/api/stays?sort=bogus,asc')).statusCode).toBe(400);

    const history = (await get(`/api/welcomed-history/${ana.id}`)).json() as { author: { name: string }; changes: { label: string; from: string | null; to: string | null }[] }[];
    const changes = history.flatMap((h) => h.changes);
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'checkin', label: 'Check-in', from: null, to: '10/03/2025' },
        { field: 'checkout', label: 'Check-out', from: null, to: '20/03/2025' },
        { field: 'checkin', label: 'Check-in', from: '10/03/2025', to: '11/03/2025' },
        { field: 'checkin', label: 'Check-in', from: null, to: '01/04/2025' },
      ]),
    );
    expect(history[0]!.author.name).toBe('Estela Estadia');

    const historyBefore = await t.count('welcomed_history');
    const deleted = await send('DELETE', `/api/stays/${stay.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await t.count('stays', `id = ${stay.id}`)).toBe(0);
    expect(await t.count('welcomed_history')).toBe(historyBefore + 1);
    expect((await get(`/api/welcomed-history/${ana.id}`)).json()[0].changes).toEqual([
      { field: 'stay', label: 'Estadia excluída', from: '11/03/2025 a 21/03/2025', to: null },
    ]);
    await expectNotFound(send, `/api/stays/${stay.id}`, STAY_NOT_FOUND_MESSAGE);
    expect((await send('DELETE', `/api/stays/${stay.id}`)).statusCode).toBe(404);
  });

  it('refuses a second open stay, overlapping stays, check-out before check-in, and bad input, writing nothing', async () => {
    const t = ctx();
    const bia = await createTestPerson(t, users.worker, 'Bia Recusada');
    const open = (await checkin({ welcomed: bia.id, checkin: '2025-05-10' })).json();
    const check = badInputCheck(t, users.worker, '/api/stay/checkin', snapshot);
    const refused = (payload: unknown, expected: string[], method: 'POST' | 'PUT' = 'POST') => check(payload, expected, method === 'POST' ? {} : { method, url: '/api/stay/checkout' });

    await refused({ welcomed: bia.id, checkin: '2025-06-01' }, [openStayMessage('Bia Recusada', '10/05/2025')]);
    // Closed, then a stay inside it or crossing it is refused; the day of leaving may be the next day of arrival.
    expect((await update({ id: open.id, checkout: '2025-05-20' })).statusCode).toBe(200);
    await refused({ welcomed: bia.id, checkin: '2025-05-15', checkout: '2025-05-16' }, [overlappingStayMessage('Bia Recusada', '10/05/2025', '20/05/2025')]);
    await refused({ welcomed: bia.id, checkin: '2025-05-01' }, [overlappingStayMessage('Bia Recusada', '10/05/2025', '20/05/2025')]);
    const next = await checkin({ welcomed: bia.id, checkin: '2025-05-20', checkout: '2025-05-25' });
    expect(next.statusCode).toBe(201);
    await refused({ id: next.json().id, checkout: '2025-05-19' }, [`checkout: ${CHECKOUT_BEFORE_CHECKIN_MESSAGE}`], 'PUT');
    await refused({ id: open.id, checkin: '2025-05-10', checkout: '2025-05-22' }, [overlappingStayMessage('Bia Recusada', '20/05/2025', '25/05/2025')], 'PUT');

    await refused({ welcomed: bia.id, checkin: '2025-07-10', checkout: '2025-07-01' }, [`checkout: ${CHECKOUT_BEFORE_CHECKIN_MESSAGE}`]);
    await refused({ welcomed: bia.id }, ['checkin: Data de check-in é obrigatória']);
    await refused({ welcomed: bia.id, checkin: '10/07/2025' }, ['checkin: Data de check-in inválida (use AAAA-MM-DD)']);
    await refused({ welcomed: bia.id, checkin: '2999-01-01' }, ['checkin: Data de check-in não pode estar no futuro']);
    await refused({ checkin: '2025-07-10' }, ['welcomed: Pessoa é obrigatória']);
    await refused({ welcomed: 'abc', checkin: '2025-07-10' }, ['welcomed: Pessoa inválida']);
    await refused({ welcomed: { id: -1 }, checkin: '2025-07-10' }, ['welcomed.id: Pessoa inválida']);
    await refused({ welcomed: 999999, checkin: '2025-07-10' }, [UNKNOWN_WELCOMED_MESSAGE]);
    await refused({ welcomed: 'x'.repeat(100_000), checkin: '2025-07-10' }, ['welcomed: Pessoa inválida']);
    await refused({ id: open.id }, ['checkout: Data de check-out é obrigatória'], 'PUT');
    await refused({ id: 'a', checkout: '2025-05-20' }, ['id: id da estadia inválido'], 'PUT');

    const other = await createTestPerson(t, users.worker, 'Outra Pessoa');
    await refused({ id: open.id, welcomed: other.id, checkout: '2025-05-20' }, [STAY_PERSON_CHANGE_MESSAGE], 'PUT');
    const missing = await update({ id: 999999, checkout: '2025-05-20' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAY_NOT_FOUND_MESSAGE);
    expect((await get('/api/stays?checkin_ini=2025-13-01')).statusCode).toBe(400);
  });

  it('keeps the stays of a trashed person: hidden from the list, refused new ones, back on restore', async () => {
    const t = ctx();
    const cida = await createTestPerson(t, users.worker, 'Cida Lixeira');
    const stay = (await checkin({ welcomed: cida.id, checkin: '2025-08-01' })).json();
    expect((await get(`/api/welcomed-delete/${cida.id}`)).statusCode).toBe(200);

    expect((await get(`/api/stays?welcomed_id=${cida.id}`)).json().totalElements).toBe(0);
    expect((await get(`/api/stays?welcomed_id=${cida.id}&status=trashed`)).json().content.map((s: { id: number }) => s.id)).toEqual([stay.id]);
    expect((await get(`/api/stays/${stay.id}`)).json().welcomed.status).toBe('drashed');
    const refused = { headers: users.worker.headers };
    await expectRefusedWritingNothing(t, { method: 'PUT', url: '/api/stay/checkout', payload: { id: stay.id, checkout: '2025-08-02' }, ...refused }, [trashedWelcomedMessage('Cida Lixeira')], snapshot);
    await expectRefusedWritingNothing(t, { method: 'POST', url: '/api/stay/checkin', payload: { welcomed: cida.id, checkin: '2025-09-01' }, ...refused }, [trashedWelcomedMessage('Cida Lixeira')], snapshot);
    // Nor deleted while the person is in the trash: the restore brings every stay back.
    await expectRefusedWritingNothing(t, { method: 'DELETE', url: `/api/stays/${stay.id}`, ...refused }, [trashedWelcomedMessage('Cida Lixeira')], snapshot);

    expect((await get(`/api/welcomed-restore/${cida.id}`)).statusCode).toBe(200);
    expect((await get(`/api/stays?welcomed_id=${cida.id}`)).json().content).toEqual([expect.objectContaining({ id: stay.id, checkout: null })]);
  });

  it('the people list finds the housed (an open stay: staying now) and the not housed (checked out, or never)', async () => {
    const t = ctx();
    const housed = await createTestPerson(t, users.worker, 'Dora Filtro Estadia');
    const left = await createTestPerson(t, users.worker, 'Eva Filtro Estadia');
    await createTestPerson(t, users.worker, 'Fabi Filtro Estadia');
    await checkin({ welcomed: housed.id, checkin: '2025-01-01' });
    await checkin({ welcomed: left.id, checkin: '2025-01-01', checkout: '2025-01-05' });
    const names = async (q: string) => (await get(`/api/welcomeds?name=filtro estadia&${q}`)).json().content.map((w: { name: string }) => w.name);
    expect(await names('stays=true')).toEqual(['Dora Filtro Estadia']);
    expect(await names('stays=false')).toEqual(['Eva Filtro Estadia', 'Fabi Filtro Estadia']);
    expect((await get('/api/welcomeds?name=filtro estadia&stays=true')).json().totalElements).toBe(1);
  });

  it('exports the filtered list as PDF and XLSX', async () => {
    const t = ctx();
    const gil = await createTestPerson(t, users.worker, '=Gil Planilha');
    await checkin({ welcomed: gil.id, checkin: '2025-02-01' });
    const pdf = await get(`/api/stays/report?welcomed_id=${gil.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await get(`/api/stays/report-xlsx?welcomed_id=${gil.id}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('estadias.xlsx');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nome', 'CPF', 'Check-in', 'Check-out', 'Situação', 'Registrado por']);
    // A name starting with '=' is text, never a formula.
    expect(sheet.getRow(2).getCell(1).value).toBe('=Gil Planilha');
    expect(sheet.getRow(2).getCell(3).value).toEqual(new Date(Date.UTC(2025, 1, 1)));
    expect(sheet.rowCount).toBe(2);

    // The sheet follows the list's sort (the default is newest first), and refuses an invalid one as the list does.
    await checkin({ welcomed: gil.id, checkin: '2024-06-01', checkout: '2024-06-10' });
    await checkin({ welcomed: gil.id, checkin: '2025-01-01', checkout: '2025-01-05' });
    const checkins = async (query: string) => {
      const res = await get(`/api/stays/report-xlsx?welcomed_id=${gil.id}${query}`);
      expect(res.statusCode).toBe(200);
      const sorted = new ExcelJS.Workbook();
      await sorted.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return sorted.worksheets[0]!.getColumn(3).values.slice(2).map((d) => (d as Date).toISOString().slice(0, 10));
    };
    expect(await checkins('')).toEqual(['2025-01-01', '2024-06-01', '2025-02-01']);
    expect(await checkins('&sort=checkin,asc')).toEqual(['2024-06-01', '2025-01-01', '2025-02-01']);
    expect(await checkins('&sort=checkin,desc')).toEqual(['2025-02-01', '2025-01-01', '2024-06-01']);
    for (const url of ['/api/stays', '/api/stays/report', '/api/stays/report-xlsx']) {
      expect([url, (await get(`${url}?sort=bogus,asc`)).statusCode]).toEqual([url, 400]);
    }
  });

  it('refuses anonymous (401) and role-less (403) callers, writing nothing', async () => {
    const t = ctx();
    const hugo = await createTestPerson(t, users.worker, 'Hugo Protegido');
    const stay = (await checkin({ welcomed: hugo.id, checkin: '2025-02-01' })).json();
    await expectGuarded(t, users.other, [
      ...['/api/stays', `/api/stays/${stay.id}`, '/api/stays/report', '/api/stays/report-xlsx'].map((url) => ['GET', url] as const),
      ['POST', '/api/stay/checkin', { welcomed: hugo.id, checkin: '2025-03-01' }],
      ['PUT', '/api/stay/checkout', { id: stay.id, checkout: '2025-02-02' }],
      ['DELETE', `/api/stays/${stay.id}`],
    ], snapshot);
  });
});
