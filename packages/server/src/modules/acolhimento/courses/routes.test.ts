import { alreadyEnrolledMessage, COURSE_END_BEFORE_START_MESSAGE, COURSE_NOT_FOUND_MESSAGE, UNKNOWN_COURSE_MESSAGE, WELCOMED_COURSE_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/courses';
import { trashedWelcomedMessage, UNKNOWN_WELCOMED_MESSAGE } from '@sisacte/contracts/acolhimento/refs';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { badInputAt, expectGuarded, expectNotFound, expectPeopleLinked, expectRoundTrip, rowCounts, useEntityTest } from '../../../test/crud-checks';
import { createTestPerson, testDatabases } from '../../../test/helpers';

jest.setTimeout(120_000);

const snapshot = rowCounts({
  courses: 'courses',
  enrolled: 'welcomed_courses',
  done: ['welcomed_courses', "status = 'Concluído'"],
  history: 'welcomed_history',
});

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
    const [ea] = await expectPeopleLinked(send, { links: '/api/welcomed-courses', one: '/api/courses/:id' }, 'course', c.id, [ana, bia], {
      initial: 'Matriculado',
      countField: 'participants',
      status: 'Concluído',
    });
    expect((await send('GET', `/api/welcomed-history/${bia.id}`)).json()[0].changes).toEqual([
      { field: 'course', label: 'Situação no Curso Português para Migrantes', from: 'Matriculado', to: 'Concluído' },
    ]);

    expect((await send('DELETE', `/api/welcomed-courses/${ea.id}`)).statusCode).toBe(204);
    await expectNotFound(send, `/api/welcomed-courses/${ea.id}`, WELCOMED_COURSE_NOT_FOUND_MESSAGE);

    expect((await send('DELETE', `/api/course/${c.id}`)).statusCode).toBe(204);
    expect(await t.count('welcomed_courses', `course_id = ${c.id}`)).toBe(0);
    expect((await send('GET', `/api/welcomed-history/${bia.id}`)).json()[0].changes[0].label).toBe('Curso excluído');
    await expectNotFound(send, `/api/courses/${c.id}`, COURSE_NOT_FOUND_MESSAGE);
  });

  it('refuses reversed dates, bad input, unknown ids, a second enrolment and trashed people, writing nothing', async () => {
    const t = ctx();
    const refused = badInputAt(t, users.worker, snapshot);
    await refused('/api/course', { name: 'Curso', dateIni: '2025-05-02', dateEnd: '2025-05-01' }, [`dateEnd: ${COURSE_END_BEFORE_START_MESSAGE}`]);
    await refused('/api/course', {}, ['name: Nome do curso é obrigatório']);
    await refused('/api/course', { name: 'Curso', dateIni: '01/05/2025' }, ['dateIni: Data de início inválida (use AAAA-MM-DD)']);
    const c = (await send('POST', '/api/course', { name: 'Curso Recusas' })).json();
    await refused('/api/course', { ...c, dateIni: '2025-05-02', dateEnd: '2025-05-01' }, [`dateEnd: ${COURSE_END_BEFORE_START_MESSAGE}`], 'PUT');
    const cida = await createTestPerson(t, users.worker, 'Cida Aluna Recusa');
    const e = (await send('POST', '/api/welcomed-courses', { welcomed: cida.id, course: c.id })).json();
    await refused('/api/welcomed-courses', { welcomed: cida.id, course: c.id }, [alreadyEnrolledMessage('Cida Aluna Recusa')]);
    await refused('/api/welcomed-courses', { welcomed: 999999, course: c.id }, [UNKNOWN_WELCOMED_MESSAGE]);
    await refused('/api/welcomed-courses', { welcomed: cida.id, course: 999999 }, [UNKNOWN_COURSE_MESSAGE]);
    await refused(`/api/welcomed-courses/${e.id}`, { status: 'Formado' }, ['status: Situação deve ser Matriculado, Concluído, Desistente, Reprovado'], 'PUT');
    const dora = await createTestPerson(t, users.worker, 'Dora Aluna Lixeira');
    expect((await send('GET', `/api/welcomed-delete/${dora.id}`)).statusCode).toBe(200);
    await refused('/api/welcomed-courses', { welcomed: dora.id, course: c.id }, [trashedWelcomedMessage('Dora Aluna Lixeira')]);
    // A trashed person's enrolments stay, and are there after the restore.
    expect((await send('GET', `/api/welcomed-delete/${cida.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/welcomed-courses/${e.id}`)).json().welcomed.status).toBe('drashed');
    await refused(`/api/welcomed-courses/${e.id}`, { status: 'Concluído' }, [trashedWelcomedMessage('Cida Aluna Recusa')], 'PUT');
    await refused(`/api/welcomed-courses/${e.id}`, undefined, [trashedWelcomedMessage('Cida Aluna Recusa')], 'DELETE');
    expect((await send('GET', `/api/welcomed-restore/${cida.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/api/welcomed-courses?welcomed_id=${cida.id}`)).json().content).toEqual([expect.objectContaining({ id: e.id, status: 'Matriculado' })]);
    expect((await send('PUT', '/api/course', { ...c, id: 999999 })).statusCode).toBe(404);
  });

  it('refuses anonymous (401) and role-less (403) callers, writing nothing', async () => {
    const t = ctx();
    const c = (await send('POST', '/api/course', { name: 'Curso Protegido' })).json();
    const hugo = await createTestPerson(t, users.worker, 'Hugo Aluno');
    const e = (await send('POST', '/api/welcomed-courses', { welcomed: hugo.id, course: c.id })).json();
    await expectGuarded(t, users.other, [
      ...['/api/courses', `/api/courses/${c.id}`, `/api/welcomed-courses?course=${c.id}`, `/api/welcomed-courses/${e.id}`].map((url) => ['GET', url] as const),
      ['POST', '/api/course', { name: 'Novo' }],
      ['PUT', '/api/course', { ...c, name: 'Outro' }],
      ['DELETE', `/api/course/${c.id}`],
      ['POST', '/api/welcomed-courses', { welcomed: hugo.id, course: c.id }],
      ['PUT', `/api/welcomed-courses/${e.id}`, { status: 'Concluído' }],
      ['DELETE', `/api/welcomed-courses/${e.id}`],
    ], snapshot);
  });
});
