import { trashedWelcomedMessage, UNKNOWN_WELCOMED_MESSAGE } from '@sisacte/contracts/acolhimento/refs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DatabaseEngine } from '../db/client';
import { createTestPerson, expectRefusedWritingNothing, useTestApp, useTestUsers, type TestApp, type TestUser, type TestUserSpec } from './helpers';

/*
 * The checks every staff entity's routes share: who may call them (401 anonymous, 403 without the
 * role) and bad input (400 with its messages), each writing nothing.
 */

type Method = NonNullable<InjectOptions['method']>;

/** `send(method, url, payload?, who?)`: an inject as `who` (the default user unless given; null: anonymous). */
export type Send = (method: Method, url: string, payload?: unknown, who?: TestUser | null) => Promise<LightMyRequestResponse>;

/** A `send` whose default caller is `defaultUser()` (read at each call: test users exist from beforeAll on). */
export function sender(ctx: () => TestApp, defaultUser: () => TestUser): Send {
  return (method, url, payload, who = defaultUser()) =>
    ctx().app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: who ? who.headers : {} });
}

/**
 * The set-up of an entity's route tests: an app on `engine`, its users (`worker` with the area's role,
 * `other` without it) and a `send` as the worker.
 */
export function useEntityTest(engine: DatabaseEngine, specs: { worker: TestUserSpec; other: TestUserSpec }) {
  const ctx = useTestApp(engine);
  const users = useTestUsers(ctx, specs);
  const send = sender(ctx, () => users.worker);
  return { ctx, users, send };
}

/**
 * A record's round trip: `created` is a 201 answering `expected`, GET `one` (its :id filled) answers the
 * same, and that answer with `change` is accepted as is by a PUT to `save`. Returns the record created.
 */
export async function expectRoundTrip(
  send: Send,
  created: LightMyRequestResponse,
  expected: unknown,
  paths: { one: string; save: string },
  change: object,
) {
  expect(created.statusCode).toBe(201);
  const record = created.json();
  expect(record).toEqual(expected);
  expect((await send('GET', paths.one.replace(':id', String(record.id)))).json()).toEqual(record);
  const edited = await send('PUT', paths.save, { ...record, ...change });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toEqual({ ...record, ...change });
  return record;
}

/** GET `url` answers 404 with `message`. */
export async function expectNotFound(send: Send, url: string, message: string): Promise<void> {
  const res = await send('GET', url);
  expect([url, res.statusCode, res.json().message]).toEqual([url, 404, message]);
}

/** A membership as its tests know it (a course's students, a vacancy's referred people). */
export interface MembershipSpec {
  /** The links' paths (listPaths: list, one and the exports). */
  paths: { list: string; one: string; report?: string; reportXlsx?: string };
  /** The field that holds the parent in a link ('course'). */
  field: string;
  /** Every status of a link, a new link's first; the 400 of any other names them all. */
  statuses: readonly string[];
  /** A missing link's 404. */
  notFound: string;
  /** The 400 of a link to an unknown parent. */
  unknownParent: string;
  /** The 400 of a second link of the same person. */
  alreadyLinked: (name: string) => string;
  /** The link table and its parent's column ('course_id'). */
  table: readonly [string, string];
}

const linkPath = (m: MembershipSpec, id: number) => m.paths.one.replace(':id', String(id));

/**
 * Two people linked to `parent` (by id and by {id}) in the first status, listed by name at
 * `links?field=`, counted in the parent's `countField` (GET `parentOne`, its :id filled), and the
 * second's status set to `status` (the answer, with it, accepted as is). Returns both links.
 */
export async function expectPeopleLinked(
  send: Send,
  m: MembershipSpec,
  parent: { id: number; one: string; countField: string },
  people: readonly [{ id: number; name: string }, { id: number; name: string }],
  status: string,
) {
  const [a, b] = people;
  const first = await send('POST', m.paths.list, { welcomed: a.id, [m.field]: parent.id });
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({ welcomed: { id: a.id, name: a.name }, [m.field]: { id: parent.id }, status: m.statuses[0] });
  const second = (await send('POST', m.paths.list, { welcomed: { id: b.id }, [m.field]: { id: parent.id } })).json();
  const list = (await send('GET', `${m.paths.list}?${m.field}=${parent.id}`)).json();
  expect(list).toMatchObject({ size: 100, totalElements: 2 });
  expect(list.content.map((l: { welcomed: { name: string } }) => l.welcomed.name)).toEqual([a.name, b.name]);
  expect((await send('GET', parent.one.replace(':id', String(parent.id)))).json()[parent.countField]).toBe(2);
  const changed = await send('PUT', linkPath(m, second.id), { ...second, status });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toEqual({ ...second, status });
  return [first.json(), changed.json()];
}

/** The link `id` is removed (204) and then not found (404). */
export async function expectUnlinked(send: Send, m: MembershipSpec, id: number): Promise<void> {
  expect((await send('DELETE', linkPath(m, id))).statusCode).toBe(204);
  await expectNotFound(send, linkPath(m, id), m.notFound);
}

/**
 * The rules a membership keeps, each refusal a 400 writing nothing: a person is linked once, only a
 * known person to a known `parent`, in one of its statuses; a person in the trash gets no new link and
 * keeps theirs untouched (neither its status changed nor removed) until the restore. `names` are the
 * people it creates as `user`: one linked, one trashed before being linked. Returns the link made.
 */
export async function expectMembershipRules(
  t: TestApp,
  user: TestUser,
  snapshot: (t: TestApp) => Promise<unknown>,
  m: MembershipSpec,
  parent: number,
  names: readonly [string, string],
) {
  const send = sender(() => t, () => user);
  const refused = badInputAt(t, user, snapshot);
  const [linked, trashed] = [await createTestPerson(t, user, names[0]), await createTestPerson(t, user, names[1])];
  const link = (await send('POST', m.paths.list, { welcomed: linked.id, [m.field]: parent })).json();
  await refused(m.paths.list, { welcomed: linked.id, [m.field]: parent }, [m.alreadyLinked(linked.name)]);
  await refused(m.paths.list, { welcomed: 999999, [m.field]: parent }, [UNKNOWN_WELCOMED_MESSAGE]);
  await refused(m.paths.list, { welcomed: linked.id, [m.field]: 999999 }, [m.unknownParent]);
  await refused(linkPath(m, link.id), { status: 'Outra' }, [`status: Situação deve ser ${m.statuses.join(', ')}`], 'PUT');

  expect((await send('GET', `/api/welcomed-delete/${trashed.id}`)).statusCode).toBe(200);
  await refused(m.paths.list, { welcomed: trashed.id, [m.field]: parent }, [trashedWelcomedMessage(trashed.name)]);
  // A trashed person's links stay, untouched until the restore, and are there after it.
  expect((await send('GET', `/api/welcomed-delete/${linked.id}`)).statusCode).toBe(200);
  expect((await send('GET', linkPath(m, link.id))).json().welcomed.status).toBe('drashed');
  await refused(linkPath(m, link.id), { status: m.statuses[1] }, [trashedWelcomedMessage(linked.name)], 'PUT');
  await refused(linkPath(m, link.id), undefined, [trashedWelcomedMessage(linked.name)], 'DELETE');
  expect((await send('GET', `/api/welcomed-restore/${linked.id}`)).statusCode).toBe(200);
  expect((await send('GET', linkPath(m, link.id))).json()).toMatchObject({ status: m.statuses[0], welcomed: { status: 'active' } });
  expect((await send('GET', `${m.paths.list}?welcomed_id=${linked.id}`)).json().content).toEqual([expect.objectContaining({ id: link.id, status: m.statuses[0] })]);
  return link as { id: number; welcomed: { id: number; name: string } };
}

/**
 * Deleting the parent (DELETE `parent.paths.remove`, 204) deletes its links: none is left in the link
 * table, the linked `person`'s history ends with `label`, and the parent is not found (404 `parent.notFound`).
 */
export async function expectDeletedWithLinks(
  t: TestApp,
  send: Send,
  m: MembershipSpec,
  parent: { id: number; paths: { one: string; remove: string }; notFound: string },
  person: { id: number },
  label: string,
): Promise<void> {
  const path = (template: string) => template.replace(':id', String(parent.id));
  expect((await send('DELETE', path(parent.paths.remove))).statusCode).toBe(204);
  expect(await t.count(m.table[0], `${m.table[1]} = ${parent.id}`)).toBe(0);
  expect((await send('GET', `/api/welcomed-history/${person.id}`)).json()[0].changes[0].label).toBe(label);
  await expectNotFound(send, path(parent.paths.one), parent.notFound);
}

/** The requests of a membership's routes for `expectGuarded`: a parent's links and their exports, one link, link `welcomed`, change its status, unlink. */
function membershipRequests(m: MembershipSpec, sample: { parent: number; link: number; welcomed: number }): GuardedRequest[] {
  const byParent = `?${m.field}=${sample.parent}`;
  return [
    ...[m.paths.list, m.paths.report, m.paths.reportXlsx].filter((path) => path !== undefined).map((path) => ['GET', path + byParent] as const),
    ['GET', linkPath(m, sample.link)],
    ['POST', m.paths.list, { welcomed: sample.welcomed, [m.field]: sample.parent }],
    ['PUT', linkPath(m, sample.link), { status: m.statuses[1] }],
    ['DELETE', linkPath(m, sample.link)],
  ];
}

/**
 * `expectGuarded` over the routes of a record with members: `requests` (the record's own) and those of
 * its links, on a link of `parent` to a person it creates as `user` (named `name`).
 */
export async function expectMembershipGuarded(t: TestApp, users: { worker: TestUser; other: TestUser }, snapshot: (t: TestApp) => Promise<unknown>, m: MembershipSpec, parent: number, requests: readonly GuardedRequest[], name: string) {
  const person = await createTestPerson(t, users.worker, name);
  const link = (await sender(() => t, () => users.worker)('POST', m.paths.list, { welcomed: person.id, [m.field]: parent })).json();
  await expectGuarded(t, users.other, [...requests, ...membershipRequests(m, { parent, link: link.id, welcomed: person.id })], snapshot);
}

/** The tables' `snapshot` a check compares: each key's row count, of `table` or of `[table, where]`. */
export function rowCounts<K extends string>(tables: Record<K, string | readonly [string, string]>): (t: TestApp) => Promise<Record<K, number>> {
  return async (t) => {
    const counts = {} as Record<K, number>;
    for (const [key, table] of Object.entries(tables) as [K, string | readonly [string, string]][]) counts[key] = typeof table === 'string' ? await t.count(table) : await t.count(...table);
    return counts;
  };
}

/**
 * The `snapshot` of an entity with people linked to it: its own `tables`, its links (all of them and those in each
 * status, so that a refused status change shows) and the people's history.
 */
export function membershipSnapshot(m: MembershipSpec, tables: Record<string, string>): (t: TestApp) => Promise<Record<string, number>> {
  const [links] = m.table;
  const inStatus = m.statuses.map((status) => [`${links}: ${status}`, [links, `status = '${status.replaceAll("'", "''")}'`] as const]);
  return rowCounts({ ...tables, [links]: links, ...Object.fromEntries(inStatus), history: 'welcomed_history' });
}

/** One request of a guard check: `[method, url, payload?]`. */
export type GuardedRequest = readonly [Method, string, unknown?];

/** The standard routes of an entity: list, one, create, update, delete, and the list's PDF/XLSX where there are paths for them. */
export function crudRequests(
  paths: { list?: string; one?: string; save?: string; remove?: string; report?: string; reportXlsx?: string },
  sample: { id: number; create?: unknown; update?: unknown },
): GuardedRequest[] {
  const withId = (path: string) => path.replace(':id', String(sample.id));
  const requests: GuardedRequest[] = [];
  if (paths.list) requests.push(['GET', paths.list]);
  if (paths.one) requests.push(['GET', withId(paths.one)]);
  if (paths.report) requests.push(['GET', paths.report]);
  if (paths.reportXlsx) requests.push(['GET', paths.reportXlsx]);
  if (paths.save && sample.create !== undefined) requests.push(['POST', paths.save, sample.create]);
  if (paths.save && sample.update !== undefined) requests.push(['PUT', paths.save, sample.update]);
  if (paths.remove) requests.push(['DELETE', withId(paths.remove)]);
  return requests;
}

/**
 * Sends each request anonymously, expecting 401, then as `roleless` (a user without the area's role),
 * expecting 403; the `snapshot` of the tables is the same afterwards.
 */
export async function expectGuarded(t: TestApp, roleless: TestUser, requests: readonly GuardedRequest[], snapshot: (t: TestApp) => Promise<unknown>): Promise<void> {
  const send = sender(() => t, () => roleless);
  const before = await snapshot(t);
  for (const [who, expected] of [[null, 401], [roleless, 403]] as const) {
    for (const [method, url, payload] of requests) {
      expect([method, url, (await send(method, url, payload, who)).statusCode]).toEqual([method, url, expected]);
    }
  }
  expect(await snapshot(t)).toEqual(before);
}

/**
 * `refused(payload, expected, { method, url })`: sends the payload as `user` (a POST to `url` unless
 * said) and expects a 400 whose messages include `expected`, with the tables' `snapshot` unchanged.
 */
export function badInputCheck(t: TestApp, user: TestUser, url: string, snapshot: (t: TestApp) => Promise<unknown>) {
  return (payload: unknown, expected: string[], options: { method?: Method; url?: string } = {}) =>
    expectRefusedWritingNothing(
      t,
      { method: options.method ?? 'POST', url: options.url ?? url, ...(payload === undefined ? {} : { payload: payload as object }), headers: user.headers },
      expected,
      snapshot,
    );
}

/** `refused(url, payload, expected, method = 'POST')`: badInputCheck for a test that sends to several urls. */
export function badInputAt(t: TestApp, user: TestUser, snapshot: (t: TestApp) => Promise<unknown>) {
  const check = badInputCheck(t, user, '', snapshot);
  return (url: string, payload: unknown, expected: string[], method: Method = 'POST') => check(payload, expected, { url, method });
}
