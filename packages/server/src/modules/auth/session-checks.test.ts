import { randomInt } from 'node:crypto';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { SESSION_API } from '@sisacte/contracts/auth/session';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client';
import { TEST_PG_URL_ENV } from '../../test/global-setup';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  sessionChecksForgotten,
  TEST_PASSWORD,
  testDatabases,
  useTestApp,
  type TestApp,
  type TestDatabase,
} from '../../test/helpers';
import { HEARTBEAT_QUERY } from '../../lib/channel-listener';
import { databaseUrl } from '../../test/pg-admin';
import { findRoleIdByName } from './index';
import { AUTH_NOTIFY_CHANNEL } from './session-cache';

// The session check's answers are kept by each instance while it hears the database's NOTIFYs on
// AUTH_NOTIFY_CHANNEL: these tests hold that a kept answer spares the database, and that every
// revocation through one instance reaches the other before its next request.

/** Counts the session check's lookups sent through a database handle (its statement reads user_sessions by id). */
function countChecks(handle: DatabaseHandle): { readonly count: number; stop(): void } {
  const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = jest.spyOn(client, 'query');
  const isCheck = (arg: unknown) => {
    const text = typeof arg === 'string' ? arg : ((arg as { text?: string } | null)?.text ?? '');
    return /"user_sessions" s where s\.id/.test(text);
  };
  return {
    get count() {
      return spy.mock.calls.filter(([arg]) => isCheck(arg)).length;
    },
    stop: () => spy.mockRestore(),
  };
}

const forgotten = (t: TestApp, userId: number) => sessionChecksForgotten(t.app, userId);

const login = async (t: TestApp, username: string) => {
  const res = await t.app.inject({ method: 'POST', url: SESSION_API.authenticate, payload: { username, password: TEST_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return bearer(res.json().access_token as string);
};
const session = (t: TestApp, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: SESSION_API.session, headers });

describe.each(testDatabases())('the session check on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('answers a second request of the same session from memory: the database is not asked again', async () => {
    const t = ctx();
    const user = await t.userWith([ROLES.PAINEL]);
    const headers = await login(t, user.username);
    const checks = countChecks(t.handle);
    try {
      expect((await session(t, headers)).statusCode).toBe(200);
      expect((await session(t, headers)).statusCode).toBe(200);
      expect((await session(t, headers)).statusCode).toBe(200);
      expect(checks.count).toBe(1);
    } finally {
      checks.stop();
    }
  });

  it('forgets a kept answer when the database changes under it, even by a write of no route (the NOTIFY of its trigger)', async () => {
    const t = ctx();
    const user = await t.userWith([ROLES.PAINEL]);
    const headers = await login(t, user.username);
    expect((await session(t, headers)).statusCode).toBe(200);
    const heard = forgotten(t, user.id);
    await t.handle.db.execute(sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${user.id}`);
    await heard;
    expect((await session(t, headers)).statusCode).toBe(401);
  });

  it("'Sair' forgets the leaving user's kept answers only: another user's check is still answered from memory", async () => {
    const t = ctx();
    const leaving = await t.userWith([ROLES.PAINEL]);
    const staying = await t.userWith([ROLES.PAINEL]);
    const leavingHeaders = await login(t, leaving.username);
    const stayingHeaders = await login(t, staying.username);
    expect((await session(t, stayingHeaders)).statusCode).toBe(200);
    const heard = forgotten(t, leaving.id);
    expect((await t.app.inject({ method: 'POST', url: SESSION_API.logout, headers: leavingHeaders })).statusCode).toBe(204);
    await heard;
    const checks = countChecks(t.handle);
    try {
      expect((await session(t, stayingHeaders)).statusCode).toBe(200);
      expect(checks.count).toBe(0);
      expect((await session(t, leavingHeaders)).statusCode).toBe(401);
    } finally {
      checks.stop();
    }
  });

  it('reads the database every time with AUTH_CACHE_SECONDS=0', async () => {
    const database = await createTestDatabase(engine, { prepared: true });
    const t = await createTestApp(database.handle, { authCacheSeconds: 0 });
    try {
      const user = await t.userWith([ROLES.PAINEL]);
      const checks = countChecks(t.handle);
      for (let i = 0; i < 3; i++) expect((await session(t, user.headers)).statusCode).toBe(200);
      expect(checks.count).toBe(3);
      checks.stop();
    } finally {
      await t.close();
      await database.drop();
    }
  });
});

const onPostgres = process.env[TEST_PG_URL_ENV] ? describe : describe.skip;

onPostgres('two API instances on one PostgreSQL database: a revocation through A holds on B at once', () => {
  let database: TestDatabase;
  let secondPool: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase('postgresql', { prepared: true });
    const [{ name }] = (await queryRows<{ name: string }>(database.handle.db, sql`SELECT current_database() AS name`)) as [{ name: string }];
    secondPool = await openDatabase({ databaseUrl: databaseUrl(process.env[TEST_PG_URL_ENV]!, name), poolSize: 4 });
    a = await createTestApp(database.handle);
    b = await createTestApp(secondPool);
    admin = (await a.userWith([ROLES.ADMIN])).headers;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondPool?.close();
    await database?.drop();
  });

  /**
   * Waits until B has heard every NOTIFY committed so far (they arrive in commit order): a marker
   * NOTIFY of an id no user has, sent through A.
   */
  async function bHeardEverything(): Promise<void> {
    const marker = 2_000_000_000 + randomInt(1_000_000);
    const heard = forgotten(b, marker);
    await a.handle.db.execute(sql`SELECT pg_notify(${AUTH_NOTIFY_CHANNEL}, ${String(marker)})`);
    await heard;
  }

  /**
   * A user logged in through A whose session B has checked and kept (the second request on B does
   * not reach the database); then `revoke` through A and, once B heard of it, `expectOnB`.
   */
  async function revokedOnB(
    roles: readonly string[],
    revoke: (user: { id: number; username: string; headers: Record<string, string> }) => Promise<void>,
    expectOnB: (headers: Record<string, string>) => Promise<void>,
    check: (headers: Record<string, string>) => Promise<number> = async (headers) => (await session(b, headers)).statusCode,
  ) {
    const user = await a.userWith(roles);
    const headers = await login(a, user.username);
    await bHeardEverything();
    const checks = countChecks(b.handle);
    try {
      expect(await check(headers)).toBe(200);
      expect(await check(headers)).toBe(200);
      expect(checks.count).toBe(1);
    } finally {
      checks.stop();
    }
    const heard = forgotten(b, user.id);
    await revoke({ id: user.id, username: user.username, headers });
    await heard;
    await expectOnB(headers);
  }

  const expect401 = async (headers: Record<string, string>) => expect((await session(b, headers)).statusCode).toBe(401);

  it('logout (the session row deleted)', async () => {
    await revokedOnB([ROLES.PAINEL], async ({ headers }) => {
      expect((await a.app.inject({ method: 'POST', url: SESSION_API.logout, headers })).statusCode).toBe(204);
    }, expect401);
  });

  it('"Encerrar sessões" (the session version)', async () => {
    await revokedOnB([ROLES.PAINEL], async ({ id }) => {
      expect((await a.app.inject({ method: 'POST', url: `/api/users/${id}/encerrar-sessoes`, headers: admin })).statusCode).toBe(204);
    }, expect401);
  });

  it("the user's own password change", async () => {
    await revokedOnB([ROLES.PAINEL], async ({ headers }) => {
      const res = await a.app.inject({
        method: 'PUT',
        url: SESSION_API.password,
        headers,
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'cavalo-bateria-grampo-correto-7' },
      });
      expect(res.statusCode).toBe(200);
    }, expect401);
  });

  it('a role removed from the user: 403 on the screens it opened', async () => {
    const roles = (headers: Record<string, string>) => b.app.inject({ method: 'GET', url: '/api/roles', headers });
    await revokedOnB(
      [ROLES.ADMIN],
      async ({ id, username }) => {
        const res = await a.app.inject({ method: 'PUT', url: '/api/user', headers: admin, payload: { id, name: 'Sem Perfis', username, roles: [] } });
        expect(res.statusCode).toBe(200);
      },
      async (headers) => {
        expect((await roles(headers)).statusCode).toBe(403);
        expect((await session(b, headers)).json().roles).toEqual([]);
      },
      async (headers) => (await roles(headers)).statusCode,
    );
  });

  it('the user deactivated (deleted)', async () => {
    await revokedOnB([ROLES.PAINEL], async ({ id }) => {
      expect((await a.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin })).statusCode).toBe(204);
    }, expect401);
  });

  it('a role renamed: every holder sees the new name', async () => {
    const roleName = `Perfil ${randomInt(1_000_000)}`;
    const created = await a.app.inject({ method: 'POST', url: '/api/role', headers: admin, payload: { name: roleName, description: null } });
    expect(created.statusCode).toBe(201);
    const roleId = (await findRoleIdByName(a.handle.db, roleName))!;
    await revokedOnB(
      [roleName],
      async () => {
        const res = await a.app.inject({ method: 'PUT', url: '/api/role', headers: admin, payload: { id: roleId, name: `${roleName} novo`, description: null } });
        expect(res.statusCode).toBe(200);
      },
      async (headers) => {
        const res = await session(b, headers);
        expect(res.statusCode).toBe(200);
        expect(res.json().roles).toEqual([`${roleName} novo`]);
      },
    );
  });

  it('checks every request against the database while B does not hear the NOTIFYs, and keeps answers again once it does', async () => {
    const user = await a.userWith([ROLES.PAINEL]);
    const headers = await login(a, user.username);
    const listener = b.app.dbListener!;
    expect(listener.up).toBe(true);
    // The LISTEN connections (A's and B's) are cut from the server's side; each instance reconnects by itself.
    // Such a connection's last statement is its LISTEN, or its heartbeat once one has run (on a loaded machine
    // this file can be older than the first beat).
    await a.handle.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND (query ILIKE 'LISTEN%' OR query = ${HEARTBEAT_QUERY}) AND pid <> pg_backend_pid()`,
    );
    const checks = countChecks(b.handle);
    try {
      for (let i = 0; i < 500 && listener.up; i++) await new Promise((r) => setTimeout(r, 20));
      expect(listener.up).toBe(false);
      // Both asked at once: the reconnection is at least half a second away.
      const [first, second] = await Promise.all([session(b, headers), session(b, headers)]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(checks.count).toBe(2);
      for (let i = 0; i < 600 && !listener.up; i++) await new Promise((r) => setTimeout(r, 25));
      expect(listener.up).toBe(true);
      expect((await session(b, headers)).statusCode).toBe(200);
      expect((await session(b, headers)).statusCode).toBe(200);
      expect(checks.count).toBe(3);
    } finally {
      checks.stop();
    }
  });
});
