import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../lib/db-errors';
import { createTestApp, createTestPerson, type TestApp } from '../test/helpers';
import { openDatabase, preparedRows, queryRows, withTransaction, type DatabaseHandle } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { DatabaseThreadError } from './pglite-thread';

/** PGlite in its worker thread answers as PGlite on the main thread does, without holding the event loop. */
describe('PGlite in a worker thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteThread: 'worker' });
    await handle.db.execute(sql`create table t (id serial primary key, name text unique not null, at timestamptz not null default now())`);
  });
  afterAll(() => handle.close());

  it('runs drizzle queries: parameters, rows, timestamps kept as text as drizzle asks', async () => {
    await handle.db.execute(sql`insert into t (name) values (${'ana'}), (${'bruno'})`);
    const rows = await queryRows<{ id: number; name: string; at: string }>(handle.db, sql`select id, name, at from t where name = ${'ana'}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('ana');
    expect(typeof rows[0]!.at).toBe('string');
  });

  it('passes PostgreSQL errors through with their code and constraint', async () => {
    const error = await handle.db.execute(sql`insert into t (name) values ('ana')`).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    // the connection is usable afterwards
    expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('runs a named prepared statement again and again with new parameters, errors coded, a bad one not kept', async () => {
    const insert = (name: string | null) =>
      preparedRows<{ id: number; name: string; at: Date }>(handle.db, 'test_insert_t', sql`insert into t (name) values (${name}::text) returning id, name, at`);
    const [first] = await insert('prep-1');
    const [second] = await insert('prep-2');
    expect(first!.name).toBe('prep-1');
    expect(second!.id).toBeGreaterThan(first!.id);
    expect(Number.isNaN(new Date(second!.at).getTime())).toBe(false); // a Date (rebuilt by the thread's message)
    expect(isUniqueViolation(await insert('prep-1').catch((e: unknown) => e))).toBe(true);
    expect((await insert(null).catch((e: unknown) => e)) as { code?: string }).toMatchObject({ code: '23502' });
    expect((await insert('prep-3'))[0]!.name).toBe('prep-3');
    // A statement that does not parse is refused each time and leaves the connection as it was.
    for (let i = 0; i < 2; i++) await expect(preparedRows(handle.db, 'test_bad', sql`select from nowhere_at_all`)).rejects.toThrow(/nowhere_at_all/);
    const counted = await preparedRows<{ n: number }>(handle.db, 'test_count_t', sql`select count(*)::int as n from t where name like ${'prep-%'}`);
    expect(counted).toEqual([{ n: 3 }]);
    // Inside a transaction it is an ordinary statement of that transaction.
    await withTransaction(handle.db, async (tx) => {
      await preparedRows(tx, 'test_insert_t', sql`insert into t (name) values (${'prep-tx'}::text) returning id, name, at`);
      throw new Error('undo');
    }).catch(() => undefined);
    expect(await queryRows(handle.db, sql`select name from t where name = 'prep-tx'`)).toEqual([]);
  });

  it('commits a transaction that resolves and rolls back one that throws, savepoints included', async () => {
    await withTransaction(handle.db, async (tx) => {
      await tx.execute(sql`insert into t (name) values ('carla')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t (name) values ('inner')`);
          throw new Error('desfaz só o savepoint');
        })
        .catch(() => undefined);
    });
    await expect(
      withTransaction(handle.db, async (tx) => {
        await tx.execute(sql`insert into t (name) values ('daniel')`);
        throw new Error('desfaz tudo');
      }),
    ).rejects.toThrow('desfaz tudo');
    const names = await queryRows<{ name: string }>(handle.db, sql`select name from t where name in ('carla', 'inner', 'daniel')`);
    expect(names.map((r) => r.name)).toEqual(['carla']);
  });

  it('makes other statements wait for an open transaction instead of joining it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = withTransaction(handle.db, async (t) => {
      await t.execute(sql`insert into t (name) values ('eva')`);
      await held;
      await t.execute(sql`delete from t where name = 'eva'`);
    });
    // asked while the transaction holds the connection: answered after it, seeing its outcome
    const outside = queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from t where name = 'eva'`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await tx;
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it('leaves the event loop free while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      const query = queryRows(handle.db, sql`select count(*) from generate_series(1, 2000000) a, lateral (select a % 7) b`);
      // the timer fires while the worker computes; on the main thread it could not run until the end
      await new Promise((resolve) => setTimeout(resolve, 30));
      const during = ticks;
      await query;
      expect(during).toBeGreaterThan(0);
    } finally {
      clearInterval(timer);
    }
  });

  it('answers the health check without queueing behind a long query', async () => {
    const long = queryRows(handle.db, sql`select count(*) from generate_series(1, 2000000)`);
    let pinged = false;
    await handle.ping().then(() => (pinged = true));
    expect(pinged).toBe(true);
    await long;
  });

  it("delivers a trigger's NOTIFY to a listener before the statement that sent it returns, and none of a rolled back one", async () => {
    const client = (handle.db as unknown as { $client: { listen(channel: string, cb: (payload: string) => void): Promise<() => void> } }).$client;
    const heard: string[] = [];
    const stop = await client.listen('t_changed', (payload) => heard.push(payload));
    await handle.db.execute(sql.raw(`create function t_notify() returns trigger language plpgsql as $$
      begin perform pg_notify('t_changed', old.name); return null; end $$`));
    await handle.db.execute(sql`create trigger t_notify after delete on t for each row execute function t_notify()`);
    await handle.db.execute(sql`insert into t (name) values ('notified'), ('rolled back')`);
    await handle.db.execute(sql`delete from t where name = 'notified'`);
    expect(heard).toEqual(['notified']);
    await withTransaction(handle.db, async (tx) => {
      await tx.execute(sql`delete from t where name = 'rolled back'`);
      throw new Error('undo');
    }).catch(() => undefined);
    await withTransaction(handle.db, (tx) => tx.execute(sql`delete from t where name = 'prep-1'`));
    expect(heard).toEqual(['notified', 'prep-1']);
    stop();
  });
});

describe('the database thread stopped', () => {
  it('refuses further work with a clear error, and the health check fails', async () => {
    const handle = await openDatabase({ pgliteThread: 'worker' });
    await handle.close();
    const error = await handle.db.execute(sql`select 1`).catch((e: unknown) => e);
    // drizzle wraps the driver's error as its cause
    expect((error as { cause?: unknown }).cause).toBeInstanceOf(DatabaseThreadError);
    await expect(handle.ping()).rejects.toThrow('não está ativa');
  });
});

describe('PGlite in a worker thread, on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sisacte-pglite-thread-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what was committed across a restart, and holds the folder against a second process', async () => {
    const first = await openDatabase({ pgliteDir: dir, pgliteThread: 'worker' });
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('guardado')`);
    await expect(openDatabase({ pgliteDir: dir, pgliteThread: 'worker' })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const second = await openDatabase({ pgliteDir: dir, pgliteThread: 'worker' });
    expect(await queryRows(second.db, sql`select v from kept`)).toEqual([{ v: 'guardado' }]);
    await second.close();
  });
});

describe('the API on PGlite in a worker thread', () => {
  let t: TestApp;
  let threaded: DatabaseHandle;
  beforeAll(async () => {
    threaded = await openDatabase({ pgliteThread: 'worker' });
    t = await createTestApp(threaded);
  });
  // the app does not own its database: a worker left running would keep the process alive
  afterAll(async () => {
    await t.close();
    await threaded.close();
  });

  it('migrates, seeds, registers a person and lists them', async () => {
    const user = await t.userWith([ROLES.ACOLHIMENTO]);
    const person = await createTestPerson(t, user, 'Pessoa na Thread');
    const list = await t.app.inject({ method: 'GET', url: '/api/welcomeds?name=Thread', headers: user.headers });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(String(person.id));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
