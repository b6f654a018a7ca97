import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, queryRows, type DatabaseEngine, type DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/seed';
import type { PasswordHashCost } from '../lib/passwords';
import { findRoleIdByName, insertRole, insertUser, replaceUserRoles } from '../modules/auth';
import { createLocalStorage } from '../modules/files';
import { TEST_PG_TEMPLATE_ENV, TEST_PGLITE_TEMPLATE_ENV, TEST_PG_URL_ENV } from './global-setup';
import { databaseUrl, withPgClient } from './pg-admin';

const TEST_JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';
export const TEST_TOKEN_TTL_SECONDS = 3600;
/** argon2 at minimum cost: the suite hashes many passwords on a small machine. */
export const TEST_HASH_COST: PasswordHashCost = { memoryCost: 64, timeCost: 1, parallelism: 1 };
export const TEST_PASSWORD = 'senha-de-teste';

/** The engines to run each route test file on: PGlite always, PostgreSQL when the global setup found one. */
export function testDatabases(): DatabaseEngine[] {
  return process.env[TEST_PG_URL_ENV] ? ['pglite', 'postgresql'] : ['pglite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database: in-memory PGlite, or `sisacte_t_<random>` on the test server (so files can run in parallel).
 * `prepared`: a copy of the run's migrated and seeded template instead (what createTestApp would make of it).
 */
export async function createTestDatabase(engine: DatabaseEngine, { prepared = false } = {}): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ pgliteTemplate: prepared ? process.env[TEST_PGLITE_TEMPLATE_ENV] : undefined });
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env[TEST_PG_URL_ENV];
  if (!adminUrl) throw new Error('PostgreSQL is not available for tests');
  const name = `sisacte_t_${randomBytes(6).toString('hex')}`;
  const template = prepared ? process.env[TEST_PG_TEMPLATE_ENV] : undefined;
  await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 4 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface TestUser {
  id: number;
  username: string;
  name: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for inject. */
  headers: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** A new active user holding `roles` (created in the catalogue when missing), with a valid token. */
  userWith(roles: readonly string[], fields?: { username?: string; name?: string; password?: string }): Promise<TestUser>;
  /** Rows in `table` (for "nothing was written" checks). */
  count(table: string, where?: string): Promise<number>;
  close(): Promise<void>;
}

let userSeq = 0;

/**
 * Migrates and seeds the role catalogue (no first administrator) and builds the app with test settings.
 * `routes` are registered before the app is ready (to test plugins through routes of the test's own).
 */
export async function createTestApp(
  handle: DatabaseHandle,
  overrides: Partial<AppOptions> = {},
  routes?: FastifyPluginAsync,
): Promise<TestApp> {
  await prepareDatabase(handle);
  const app = await buildApp({
    db: handle,
    jwtSecret: TEST_JWT_SECRET,
    tokenTtlSeconds: TEST_TOKEN_TTL_SECONDS,
    loginRateLimit: { perIpPerMinute: 10_000, perUserFailures: 5, perUserWindowMs: 15 * 60_000 },
    passwordHashCost: TEST_HASH_COST,
    ...overrides,
  });
  if (routes) await app.register(routes);
  await app.ready();

  return {
    app,
    handle,
    async userWith(roles, fields = {}) {
      userSeq += 1;
      const username = fields.username ?? `usuario${userSeq}_${randomBytes(3).toString('hex')}`;
      const name = fields.name ?? `Usuário de Teste ${userSeq}`;
      const passwordHash = await app.passwords.hash(fields.password ?? TEST_PASSWORD);
      const id = await handle.db.transaction(async (tx) => {
        const roleIds: number[] = [];
        for (const role of roles) {
          roleIds.push((await findRoleIdByName(tx, role)) ?? (await insertRole(tx, { name: role, description: null })).id);
        }
        const userId = await insertUser(tx, { name, username, email: null, birthdate: null, passwordHash });
        await replaceUserRoles(tx, userId, roleIds);
        return userId;
      });
      const { token } = await app.tokens.sign({ id, username, name, roles: [...roles] });
      return { id, username, name, token, headers: { authorization: `Bearer ${token}` } };
    },
    async count(table, where) {
      const [row] = await queryRows<{ n: number }>(
        handle.db,
        sql.raw(`SELECT count(*)::int AS n FROM ${table}${where ? ` WHERE ${where}` : ''}`),
      );
      return row!.n;
    },
    close: () => app.close(),
  };
}

/**
 * Registers beforeAll/afterAll for a describe block: a fresh database on `engine` and an app on it.
 * Returns a getter, valid inside tests.
 */
export function useTestApp(
  engine: DatabaseEngine,
  overrides: Partial<AppOptions> = {},
  routes?: FastifyPluginAsync,
): () => TestApp {
  let database: TestDatabase | undefined;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { prepared: true });
    testApp = await createTestApp(database.handle, overrides, routes);
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.drop();
  });
  return () => {
    if (!testApp) throw new Error('useTestApp: the app is only available inside tests');
    return testApp;
  };
}

/**
 * {@link useTestApp} whose uploads are kept in a temporary folder of the block's own (removed after it), up to
 * `maxBytes` a file (1 MiB unless said).
 */
export function useTestAppWithFiles(engine: DatabaseEngine, { maxBytes = 1024 * 1024, ...overrides }: Partial<AppOptions> & { maxBytes?: number } = {}): () => TestApp {
  const root = mkdtempSync(join(tmpdir(), 'sisacte-test-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return useTestApp(engine, { ...overrides, files: { storage: createLocalStorage(join(root, 'files')), maxBytes } });
}

/** The multipart body of an upload of one PDF, `content` named `name` (the field "file"), with its content-type header. */
export function pdfUpload(name: string, content: Buffer) {
  const boundary = '----sisacte' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The roles of a user for {@link useTestUsers}, or its roles and fields. */
export type TestUserSpec = readonly string[] | { roles: readonly string[]; name?: string; username?: string; password?: string };

/**
 * Registers a beforeAll that creates, in order, one user per entry of `specs` on the app of `ctx`.
 * Returns the users under the same keys; they are filled in by then, so read them inside tests.
 */
export function useTestUsers<K extends string>(ctx: () => TestApp, specs: Record<K, TestUserSpec>): Record<K, TestUser> {
  const users = {} as Record<K, TestUser>;
  beforeAll(async () => {
    for (const [key, spec] of Object.entries(specs) as [K, TestUserSpec][]) {
      if ('roles' in spec) {
        const { roles, ...fields } = spec;
        users[key] = await ctx().userWith(roles, fields);
      } else {
        users[key] = await ctx().userWith(spec);
      }
    }
  });
  return users;
}

/** Registers, as `user`, a person with the required fields only (a Brazilian woman) plus `fields`; expects 201. */
export async function createTestPerson(t: TestApp, user: TestUser, name: string, fields: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/welcomed',
    headers: user.headers,
    payload: { name, gender: 'Feminino', nacionality: 1, ...fields },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

/**
 * Sends `request` and expects a 400 whose messages include all of `expected`, with the first
 * message also as `message`, and the same `snapshot` of the tables before and after.
 */
export async function expectRefusedWritingNothing(
  t: TestApp,
  request: InjectOptions,
  expected: string[],
  snapshot: (t: TestApp) => Promise<unknown>,
): Promise<void> {
  const before = await snapshot(t);
  const res = await t.app.inject(request);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.messages).toEqual(expect.arrayContaining(expected));
  expect(body.message).toBe(body.messages[0]);
  expect(await snapshot(t)).toEqual(before);
}

/** Signs arbitrary claims, for tokens the server must refuse (expired, wrong key, missing claims). */
export async function signToken(claims: Record<string, unknown>, options: { secret?: string; expiresAt?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Resolves once `app` forgot what it kept of `userId`'s session checks (or everyone's): after a
 * revocation through another instance, the moment its NOTIFY arrived. Start waiting before the write.
 */
export function sessionChecksForgotten(app: FastifyInstance, userId: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.userDirectory.onForget?.((id) => {
      if (id === null || id === userId) {
        stop?.();
        resolve();
      }
    });
    if (!stop) resolve();
  });
}
