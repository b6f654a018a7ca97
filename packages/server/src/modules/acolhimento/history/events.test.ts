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

  it('vacancies: Encaminhado para vaga, status, removed; and the vacancy deleted', async () => {
    const p = await createTestPerson(ctx(), users.worker, 'Paula Vaga');
    const employer = await send('POST', '/api/employer', { name: 'Hotel Central', document: '11.222.333/0001-81' });
    const v1 = await send('POST', '/api/vacancy', { employer: employer.id, places: 1 });
    const v2 = await send('POST', '/api/vacancy', { employer: employer.id, places: 1 });
    const r = await send('POST', '/api/welcomed-vacancies', { welcomed: p.id, vacancy: v1.id });
    await send('PUT', `/api/welcomed-vacancies/${r.id}`, { status: 'Contratado' });
    await send('DELETE', `/api/welcomed-vacancies/${r.id}`);
    await send('POST', '/api/welcomed-vacancies', { welcomed: p.id, vacancy: v2.id });
    await send('DELETE', `/api/vacancy/${v2.id}`);
    expect(await events(p.id)).toEqual([
      ev(HISTORY_EVENTS.VACANCY),
      ev(HISTORY_EVENTS.VACANCY_STATUS),
      ev(HISTORY_EVENTS.VACANCY_REMOVED),
      ev(HISTORY_EVENTS.VACANCY),
      ev(HISTORY_EVENTS.VACANCY_DELETED),
    ]);
  });

  it('courses: Matrícula, status, removed; and the course deleted', async () => {
    const p = await createTestPerson(ctx(), users.worker, 'Paula Curso');
    const c1 = await send('POST', '/api/course', { name: 'Culinária' });
    const c2 = await send('POST', '/api/course', { name: 'Costura' });
    const e = await send('POST', '/api/welcomed-courses', { welcomed: p.id, course: c1.id });
    await send('PUT', `/api/welcomed-courses/${e.id}`, { status: 'Concluído' });
    await send('DELETE', `/api/welcomed-courses/${e.id}`);
    await send('POST', '/api/welcomed-courses', { welcomed: p.id, course: c2.id });
    await send('DELETE', `/api/course/${c2.id}`);
    expect(await events(p.id)).toEqual([
      ev(HISTORY_EVENTS.COURSE),
      ev(HISTORY_EVENTS.COURSE_STATUS),
      ev(HISTORY_EVENTS.COURSE_REMOVED),
      ev(HISTORY_EVENTS.COURSE),
      ev(HISTORY_EVENTS.COURSE_DELETED),
    ]);
  });

  it("the person's own writes carry no event", async () => {
    const p = await createTestPerson(ctx(), users.worker, 'Paula Própria');
    const history = await send('GET', `/api/welcomed-history/${p.id}`);
    expect(history).toEqual([expect.objectContaining({ action: 'create', event: null })]);
  });
});
