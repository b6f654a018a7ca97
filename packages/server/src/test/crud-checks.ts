import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DatabaseEngine } from '../db/client';
import { expectRefusedWritingNothing, useTestApp, useTestUsers, type TestApp, type TestUser, type TestUserSpec } from './helpers';

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

/**
 * The people a record holds (a course's students, a vacancy's referred): two linked to `parent` (by id and by
 * {id}) with the `initial` status, listed by name at `links?field=`, counted in the record's `countField`,
 * and the second's status set to `status` (the answer, with it, accepted as is). Returns both links.
 */
export async function expectPeopleLinked(
  send: Send,
  paths: { links: string; one: string },
  field: string,
  parent: number,
  people: readonly [{ id: number; name: string }, { id: number; name: string }],
  expected: { initial: string; countField: string; status: string },
) {
  const [a, b] = people;
  const first = await send('POST', paths.links, { welcomed: a.id, [field]: parent });
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({ welcomed: { id: a.id, name: a.name }, [field]: { id: parent }, status: expected.initial });
  const second = (await send('POST', paths.links, { welcomed: { id: b.id }, [field]: { id: parent } })).json();
  const list = (await send('GET', `${paths.links}?${field}=${parent}`)).json();
  expect(list).toMatchObject({ size: 100, totalElements: 2 });
  expect(list.content.map((l: { welcomed: { name: string } }) => l.welcomed.name)).toEqual([a.name, b.name]);
  expect((await send('GET', paths.one.replace(':id', String(parent)))).json()[expected.countField]).toBe(2);
  const changed = await send('PUT', `${paths.links}/${second.id}`, { ...second, status: expected.status });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toEqual({ ...second, status: expected.status });
  return [first.json(), changed.json()];
}

/** The tables' `snapshot` a check compares: each key's row count, of `table` or of `[table, where]`. */
export function rowCounts<K extends string>(tables: Record<K, string | readonly [string, string]>): (t: TestApp) => Promise<Record<K, number>> {
  return async (t) => {
    const counts = {} as Record<K, number>;
    for (const [key, table] of Object.entries(tables) as [K, string | readonly [string, string]][]) counts[key] = typeof table === 'string' ? await t.count(table) : await t.count(...table);
    return counts;
  };
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
