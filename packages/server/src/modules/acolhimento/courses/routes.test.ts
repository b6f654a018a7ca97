import { COURSE_END_BEFORE_START_MESSAGE, COURSE_NOT_FOUND_MESSAGE, COURSES_API, ENROLMENTS } from '@sisacte/contracts/acolhimento/courses';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { badInputAt, crudRequests, expectDeletedWithLinks, expectMembershipGuarded, expectMembershipRules, expectPeopleLinked, expectRoundTrip, expectUnlinked, membershipSnapshot, useEntityTest, type MembershipSpec } from '../../../test/crud-checks';
import { createTestPerson, testDatabases } from '../../../test/helpers';

jest.setTimeout(120_000);

/** The links as the contract declares them, and the table that holds them. */
const enrolments: MembershipSpec = { ...ENROLMENTS, ...ENROLMENTS.messages, table: ['welcomed_courses', 'course_id'] };
const snapshot = membershipSnapshot(enrolments, { courses: 'courses' });

describe.each(testDatabases())('courses API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Clara Cursos' }, other: [ROLES.RELATORIOS] });

  it('creates, reads, edits (round trip, author as object), lists and deletes a course; enrols people and updates their status', async () => {
    const t = ctx();
    const created = await send('POST', '/api/course', { name: 'Português para Migrantes', dateIni: '2025-03-01', dateEnd: '2025-06-30' });
    const c = await expectRoundTrip(send, created, {
      id: expect.any(Number),
      name: 'Português para Migrantes',
      description: null,
      dateIni: '2025-03-01',
      dateEnd: '2025-06-30',
      participants: 0,
      author: { id: users.worker.id, name: 'Clara Cursos' },
      created_at: expect.any(String),
    }, { one: '/api/courses/:id', save: '/api/course' }, { description: 'Nível básico' });
    expect((await send('PUT', '/api/course', { ...c, author: c.author.id })).statusCode).toBe(200);
    expect((await send('GET', '/api/courses?name=portugues')).json().content.map((x: { id: number }) => x.id)).toEqual([c.id]);

    const ana = await createTestPerson(t, users.worker, 'Ana Aluna');
    const bia = await createTestPerson(t, users.worker, 'Bia Aluna');
    const [ea] = await expectPeopleLinked(send, enrolments, { id: c.id, one: COURSES_API.one, countField: 'participants' }, [ana, bia], 'Concluído');
    expect((await send('GET', `/api/welcomed-history/${bia.id}`)).json()[0].changes).toEqual([
      { field: 'course', label: 'Situação no Curso Português para Migrantes', from: 'Matriculado', to: 'Concluído' },
    ]);
    await expectUnlinked(send, enrolments, ea.id);

    await expectDeletedWithLinks(t, send, enrolments, { id: c.id, paths: COURSES_API, notFound: COURSE_NOT_FOUND_MESSAGE }, bia, 'Curso excluído');
  });

  it('refuses reversed dates, bad input, unknown ids, a second enrolment and trashed people, writing nothing', async () => {
    const t = ctx();
    const refused = badInputAt(t, users.worker, snapshot);
    await refused('/api/course', { name: 'Curso', dateIni: '2025-05-02', dateEnd: '2025-05-01' }, [`dateEnd: ${COURSE_END_BEFORE_START_MESSAGE}`]);
    await refused('/api/course', {}, ['name: Nome do curso é obrigatório']);
    await refused('/api/course', { name: 'Curso', dateIni: '01/05/2025' }, ['dateIni: Data de início inválida (use AAAA-MM-DD)']);
    const c = (await send('POST', '/api/course', { name: 'Curso Recusas' })).json();
    await refused('/api/course', { ...c, dateIni: '2025-05-02', dateEnd: '2025-05-01' }, [`dateEnd: ${COURSE_END_BEFORE_START_MESSAGE}`], 'PUT');
    await expectMembershipRules(t, users.worker, snapshot, enrolments, c.id, ['Cida Aluna Recusa', 'Dora Aluna Lixeira']);
    expect((await send('PUT', '/api/course', { ...c, id: 999999 })).statusCode).toBe(404);
  });

  it('refuses anonymous (401) and role-less (403) callers, writing nothing', async () => {
    const c = (await send('POST', '/api/course', { name: 'Curso Protegido' })).json();
    const requests = crudRequests(COURSES_API, { id: c.id, create: { name: 'Novo' }, update: { ...c, name: 'Outro' } });
    await expectMembershipGuarded(ctx(), users, snapshot, enrolments, c.id, requests, 'Hugo Aluno');
  });
});
