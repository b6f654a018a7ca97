import { WELCOMED_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/welcomed';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { expectNotFound, useEntityTest } from '../../../test/crud-checks';
import { createTestPerson, testDatabases } from '../../../test/helpers';

jest.setTimeout(120_000);

describe.each(testDatabases())('trajectory API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Tereza Trajetória' }, other: [ROLES.PAINEL] });
  const created = async (url: string, payload: unknown) => {
    const res = await send('POST', url, payload);
    expect([url, res.statusCode, res.json()]).toEqual([url, 201, expect.anything()]);
    return res.json();
  };
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

  it("lists a person's stays, referrals, visits, vacancies and courses newest first, also while in the trash", async () => {
    const t = ctx();
    const ana = await createTestPerson(t, users.worker, 'Ana Trajetória');
    const other = await createTestPerson(t, users.worker, 'Outra Pessoa');

    const firstStay = await created('/api/stay/checkin', { welcomed: ana.id, checkin: '2025-01-10', checkout: '2025-02-01' });
    const saude = await created('/api/forwarding-type', { title: 'Saúde' });
    const cras = await created('/api/forwarding-type', { title: 'CRAS' });
    const referral = await created('/api/forwarding', { welcomed: ana.id, date_of_register: '2025-01-15', forwardingTypes: [saude.id, cras.id], notes: 'Consulta na UBS' });
    const course = await created('/api/course', { name: 'Português Básico', dateIni: '2025-02-10', dateEnd: '2025-04-30' });
    const enrolment = await created('/api/welcomed-courses', { welcomed: ana.id, course: course.id });
    expect((await send('PUT', `/api/welcomed-courses/${enrolment.id}`, { status: 'Concluído' })).statusCode).toBe(200);
    const openStay = await created('/api/stay/checkin', { welcomed: { id: ana.id }, checkin: '2025-03-01' });
    const visit = await created('/api/monitor', {
      welcomed: ana.id,
      working: true,
      signed_work_card: true,
      home_type: 2,
      notes: 'Bem adaptada',
      family_composition: [
        { name: 'Léo', relation: 'Filho', age: 6 },
        { name: 'Rosa', relation: 'Mãe', age: 60 },
      ],
    });
    const employer = await created('/api/employer', { name: 'Padaria Pão Quente', document: '11.222.333/0001-81' });
    const baker = await created('/api/function/create', { name: 'Padeiro' });
    const vacancy = await created('/api/vacancy', { employer: employer.id, function: baker.id, places: 2, period: 'Manhã' });
    const referred = await created('/api/welcomed-vacancies', { welcomed: ana.id, vacancy: vacancy.id });
    expect((await send('PUT', `/api/welcomed-vacancies/${referred.id}`, { status: 'Contratado' })).statusCode).toBe(200);
    // Someone else's records stay out.
    await created('/api/stay/checkin', { welcomed: other.id, checkin: '2025-03-02' });

    const res = await send('GET', `/api/welcomeds/${ana.id}/trajetoria`);
    expect(res.statusCode).toBe(200);
    const expected = [
      { kind: 'vacancy', id: referred.id, link_id: vacancy.id, date: today(), end_date: null, title: 'Vaga: Padeiro', detail: 'Padaria Pão Quente · Manhã', status: 'Contratado' },
      {
        kind: 'monitor',
        id: visit.id,
        link_id: visit.id,
        date: today(),
        end_date: null,
        title: 'Monitoramento',
        detail: 'Trabalhando (carteira assinada) · Moradia Alugada · 2 pessoas na composição familiar · Bem adaptada',
        status: null,
      },
      { kind: 'stay', id: openStay.id, link_id: openStay.id, date: '2025-03-01', end_date: null, title: 'Estadia', detail: 'Check-in em 01/03/2025 · hospedado(a)', status: 'Em aberto' },
      { kind: 'course', id: enrolment.id, link_id: course.id, date: '2025-02-10', end_date: '2025-04-30', title: 'Curso: Português Básico', detail: '10/02/2025 a 30/04/2025', status: 'Concluído' },
      { kind: 'forwarding', id: referral.id, link_id: referral.id, date: '2025-01-15', end_date: null, title: 'Encaminhamento: CRAS, Saúde', detail: 'Consulta na UBS', status: null },
      {
        kind: 'stay',
        id: firstStay.id,
        link_id: firstStay.id,
        date: '2025-01-10',
        end_date: '2025-02-01',
        title: 'Estadia',
        detail: 'Check-in em 10/01/2025 · check-out em 01/02/2025',
        status: 'Encerrada',
      },
    ];
    expect(res.json()).toEqual(expected);

    // In the trash the path is still there (and comes back as it was on restore).
    expect((await send('GET', `/api/welcomed-delete/${ana.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/welcomeds/${ana.id}/trajetoria`)).json()).toEqual(expected);
    expect((await send('GET', `/api/welcomed-restore/${ana.id}`)).statusCode).toBe(200);

    const empty = await createTestPerson(t, users.worker, 'Sem Trajetória');
    expect((await send('GET', `/api/welcomeds/${empty.id}/trajetoria`)).json()).toEqual([]);
  });

  it('answers 401 anonymous, 403 without the Acolhimento role, 404 for an unknown person and 400 for a bad id', async () => {
    const t = ctx();
    const bia = await createTestPerson(t, users.worker, 'Bia Trajetória');
    expect((await send('GET', `/api/welcomeds/${bia.id}/trajetoria`, undefined, null)).statusCode).toBe(401);
    expect((await send('GET', `/api/welcomeds/${bia.id}/trajetoria`, undefined, users.other)).statusCode).toBe(403);
    await expectNotFound(send, '/api/welcomeds/999999/trajetoria', WELCOMED_NOT_FOUND_MESSAGE);
    expect((await send('GET', '/api/welcomeds/abc/trajetoria')).statusCode).toBe(400);
  });
});
