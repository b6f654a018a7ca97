import { employerWithVacanciesMessage } from '@sisacte/contracts/acolhimento/employers';
import {
  UNKNOWN_EMPLOYER_MESSAGE,
  UNKNOWN_FUNCTION_MESSAGE,
  closedVacancyMessage,
  VACANCIES_API,
  VACANCY_NOT_FOUND_MESSAGE,
  VACANCY_REFERRALS,
} from '@sisacte/contracts/acolhimento/vacancies';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { badInputAt, crudRequests, expectDeletedWithLinks, expectMembershipGuarded, expectMembershipRules, expectPeopleLinked, expectRoundTrip, expectUnlinked, membershipSnapshot, useEntityTest, type MembershipSpec } from '../../../test/crud-checks';
import { createTestPerson, testDatabases } from '../../../test/helpers';

jest.setTimeout(120_000);

/** The links as the contract declares them, and the table that holds them. */
const referrals: MembershipSpec = { ...VACANCY_REFERRALS, ...VACANCY_REFERRALS.messages, table: ['welcomed_vacancies', 'vacancy_id'] };
const snapshot = membershipSnapshot(referrals, { vacancies: 'vacancies', employers: 'employers' });

describe.each(testDatabases())('vacancies API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Vera Vagas' }, other: [ROLES.PAINEL] });
  let employer: { id: number; name: string };
  let pedreiro: { id: number; name: string };

  beforeAll(async () => {
    employer = (await send('POST', '/api/employer', { name: 'Construtora Vagas', document: '11.222.333/0001-81' })).json();
    pedreiro = (await send('POST', '/api/function/create', { name: 'Pedreiro' })).json();
  });

  it('creates, reads, edits (round trip), lists and deletes a vacancy; refers people, sets their status and removes them', async () => {
    const t = ctx();
    const created = await send('POST', '/api/vacancy', { employer: employer.id, function: { id: pedreiro.id }, places: 3, salary: 2100.5, period: 'Diurno, 44h' });
    const v = await expectRoundTrip(send, created, {
      id: expect.any(Number),
      employer: { id: employer.id, name: 'Construtora Vagas' },
      function: { id: pedreiro.id, name: 'Pedreiro' },
      places: 3,
      salary: 2100.5,
      period: 'Diurno, 44h',
      status: 'Aberta',
      notes: null,
      referred: 0,
      author: { id: users.worker.id, name: 'Vera Vagas' },
      created_at: expect.any(String),
    }, { one: '/api/vacancies/:id', save: '/api/vacancy' }, { places: 2 });
    expect((await send('GET', `/api/vacancies?employer=${employer.id}`)).json().content.map((x: { id: number }) => x.id)).toContain(v.id);
    expect((await send('GET', '/api/vacancies?status=Cancelada')).json().content).toEqual([]);

    const ana = await createTestPerson(t, users.worker, 'Ana Vaga');
    const bia = await createTestPerson(t, users.worker, 'Bia Vaga');
    const [ra] = await expectPeopleLinked(send, referrals, { id: v.id, one: VACANCIES_API.one, countField: 'referred' }, [ana, bia], 'Contratado');
    expect((await send('GET', `/api/welcomed-vacancies?welcomed_id=${bia.id}`)).json().content.map((r: { status: string }) => r.status)).toEqual(['Contratado']);
    const biaHistory = (await send('GET', `/api/welcomed-history/${bia.id}`)).json() as { changes: { label: string; from: string | null; to: string | null }[] }[];
    expect(biaHistory[0]!.changes).toEqual([{ field: 'vacancy', label: expect.stringMatching(/^Situação na Vaga nº \d+ \(Pedreiro\) — Construtora Vagas$/), from: 'Encaminhado', to: 'Contratado' }]);

    await expectUnlinked(send, referrals, ra.id);

    // An employer with vacancies cannot be deleted.
    const before = await snapshot(t);
    const refusedDelete = await send('DELETE', `/api/employer/${employer.id}`);
    expect(refusedDelete.statusCode).toBe(400);
    expect(refusedDelete.json().message).toBe(employerWithVacanciesMessage('Construtora Vagas', 1));
    expect(await snapshot(t)).toEqual(before);

    await expectDeletedWithLinks(t, send, referrals, { id: v.id, paths: VACANCIES_API, notFound: VACANCY_NOT_FOUND_MESSAGE }, bia, 'Vaga excluída');
  });

  it('refuses bad input, unknown ids, a second referral of the same person and trashed people, writing nothing', async () => {
    const t = ctx();
    const refused = badInputAt(t, users.worker, snapshot);
    const ok = { employer: employer.id, places: 1 };
    await refused('/api/vacancy', { places: 1 }, ['employer: Empregador é obrigatório']);
    await refused('/api/vacancy', { ...ok, places: 0 }, ['places: Número de vagas deve ser ao menos 1']);
    await refused('/api/vacancy', { ...ok, places: '2' }, ['places: Número de vagas inválido']);
    await refused('/api/vacancy', { ...ok, salary: -1 }, ['salary: Salário não pode ser negativo']);
    await refused('/api/vacancy', { ...ok, status: 'Fechada' }, ['status: Situação da vaga deve ser Aberta, Preenchida, Cancelada']);
    await refused('/api/vacancy', { ...ok, employer: 999999, function: 999999 }, [UNKNOWN_EMPLOYER_MESSAGE, UNKNOWN_FUNCTION_MESSAGE]);

    const v = (await send('POST', '/api/vacancy', ok)).json();
    const r = await expectMembershipRules(t, users.worker, snapshot, referrals, v.id, ['Cida Vaga Recusa', 'Dora Vaga Lixeira']);
    await refused('/api/welcomed-vacancies', { welcomed: r.welcomed.id }, ['vacancy: Vaga inválida']);
    // Only open vacancies take new people.
    for (const status of ['Preenchida', 'Cancelada'] as const) {
      const closed = (await send('POST', '/api/vacancy', { ...ok, status })).json();
      await refused('/api/welcomed-vacancies', { welcomed: r.welcomed.id, vacancy: closed.id }, [closedVacancyMessage(status)]);
    }
    expect((await send('PUT', '/api/vacancy', { ...v, id: 999999 })).statusCode).toBe(404);
  });

  it('refuses anonymous (401) and role-less (403) callers, writing nothing', async () => {
    const v = (await send('POST', '/api/vacancy', { employer: employer.id, places: 1 })).json();
    const requests = crudRequests(VACANCIES_API, { id: v.id, create: { employer: employer.id, places: 1 }, update: { ...v, places: 5 } });
    await expectMembershipGuarded(ctx(), users, snapshot, referrals, v.id, requests, 'Hugo Vaga');
  });
});
