import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { InjectOptions } from 'fastify';
import { createTestPerson, testDatabases, useTestApp, useTestUsers, type TestUser } from '../../../test/helpers';

jest.setTimeout(180_000);

/**
 * Every write about a person from the other records leaves an entry in the person's history, in the
 * same transaction, named as the history tab shows it, with its author.
 */
describe.each(testDatabases())('history events on %s', (engine) => {
  const ctx = useTestApp(engine);
  const users = useTestUsers(ctx, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Helena Histórico' } });
  const send = async (method: InjectOptions['method'], url: string, payload?: unknown, who: TestUser = users.worker) => {
    const res = await ctx().app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: who.headers });
    expect([method, url, res.statusCode < 300]).toEqual([method, url, true]);
    return res.statusCode === 204 ? null : res.json();
  };
  /** The events of the person's history, oldest first, each with who wrote it. */
  const events = async (id: number) =>
    ((await send('GET', `/api/welcomed-history/${id}`)) as { event?: string | null; action: string; author: { name: string } | null }[])
      .filter((e) => e.event)
      .reverse()
      .map((e) => [e.event, e.action, e.author?.name]);
  const ev = (name: string) => [name, 'update', 'Helena Histórico'];

  it('stays: Check-in, Check-out, edit, delete', async () => {
    const p = await createTestPerson(ctx(), users.worker, 'Paula Estadia');
    const stay = await send('POST', '/api/stay/checkin', { welcomed: p.id, checkin: '2025-01-10' });
    await send('PUT', '/api/stay/checkout', { ...stay, checkout: '2025-01-20' });
    await send('PUT', '/api/stay/checkout', { ...stay, checkin: '2025-01-11', checkout: '2025-01-20' });
    await send('DELETE', `/api/stays/${stay.id}`);
    expect(await events(p.id)).toEqual([ev(HISTORY_EVENTS.CHECKIN), ev(HISTORY_EVENTS.CHECKOUT), ev(HISTORY_EVENTS.STAY_UPDATED), ev(HISTORY_EVENTS.STAY_DELETED)]);
  });

  it('referrals: Encaminhamento, edit, delete', async () => {
    const p = await createTestPerson(ctx(), users.worker, 'Paula Encaminhada');
    const type = await send('POST', '/api/forwarding-type', { title: 'Assistência social' });
    const f = await send('POST', '/api/forwarding', { welcomed: p.id, date_of_register: '2025-02-02', forwardingTypes: [type.id] });
    await send('PUT', '/api/forwarding', { ...f, notes: 'Retorno em 15 dias' });
    await send('DELETE', `/api/forwarding/${f.id}`);
    expect(await events(p.id)).toEqual([ev(HISTORY_EVENTS.FORWARDING), ev(HISTORY_EVENTS.FORWARDING_UPDATED), ev(HISTORY_EVENTS.FORWARDING_DELETED)]);
  });

  it('monitoring: Monitoramento, edit, a family row removed, delete', async () => {
    const p = await createTestPerson(ctx(), users.worker, 'Paula Monitorada');
    const m = await send('POST', '/api/monitor', { welcomed: p.id, working: false, family_composition: [{ name: 'Caio', relation: 'Filho', age: 3 }] });
    await send('PUT', '/api/monitor', { ...m, working: true });
    await send('DELETE', `/api/family-composition/${m.family_composition[0].id}`);
    await send('DELETE', `/api/monitor/${m.id}`);
    expect(await events(p.id)).toEqual([ev(HISTORY_EVENTS.MONITOR), ev(HISTORY_EVENTS.MONITOR_UPDATED), ev(HISTORY_EVENTS.MONITOR_UPDATED), ev(HISTORY_EVENTS.MONITOR_DELETED)]);
  });

  // Vacancies and courses hold people alike: linked, status changed, unlinked, linked to another, that one deleted.
  it.each([
    {
      what: 'vacancies: Encaminhado para vaga, status, removed; and the vacancy deleted',
      person: 'Paula Vaga',
      parents: async () => {
        const employer = await send('POST', '/api/employer', { name: 'Hotel Central', document: '11.222.333/0001-81' });
        return [await send('POST', '/api/vacancy', { employer: employer.id, places: 1 }), await send('POST', '/api/vacancy', { employer: employer.id, places: 1 })];
      },
      links: '/api/welcomed-vacancies',
      parentField: 'vacancy',
      parentPath: '/api/vacancy',
      status: 'Contratado',
      events: [HISTORY_EVENTS.VACANCY, HISTORY_EVENTS.VACANCY_STATUS, HISTORY_EVENTS.VACANCY_REMOVED, HISTORY_EVENTS.VACANCY, HISTORY_EVENTS.VACANCY_DELETED],
    },
    {
      what: 'courses: Matrícula, status, removed; and the course deleted',
      person: 'Paula Curso',
      parents: async () => [await send('POST', '/api/course', { name: 'Culinária' }), await send('POST', '/api/course', { name: 'Costura' })],
      links: '/api/welcomed-courses',
      parentField: 'course',
      parentPath: '/api/course',
      status: 'Concluído',
      events: [HISTORY_EVENTS.COURSE, HISTORY_EVENTS.COURSE_STATUS, HISTORY_EVENTS.COURSE_REMOVED, HISTORY_EVENTS.COURSE, HISTORY_EVENTS.COURSE_DELETED],
    },
  ])('$what', async ({ person, parents, links, parentField, parentPath, status, events: expected }) => {
    const p = await createTestPerson(ctx(), users.worker, person);
    const [first, second] = await parents();
    const link = await send('POST', links, { welcomed: p.id, [parentField]: first.id });
    await send('PUT', `${links}/${link.id}`, { status });
    await send('DELETE', `${links}/${link.id}`);
    await send('POST', links, { welcomed: p.id, [parentField]: second.id });
    await send('DELETE', `${parentPath}/${second.id}`);
    expect(await events(p.id)).toEqual(expected.map(ev));
  });

  it("the person's own writes carry no event", async () => {
    const p = await createTestPerson(ctx(), users.worker, 'Paula Própria');
    const history = await send('GET', `/api/welcomed-history/${p.id}`);
    expect(history).toEqual([expect.objectContaining({ action: 'create', event: null })]);
  });
});
