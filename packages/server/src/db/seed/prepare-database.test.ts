import { readdirSync } from 'node:fs';
import { ROLE_CATALOGUE, ROLES } from '@sisacte/contracts/auth/roles';
import { sql } from 'drizzle-orm';
import { ConfigError } from '../../config';
import { createPasswordHasher } from '../../lib/passwords';
import { createTestDatabase, TEST_HASH_COST, testDatabases, type TestDatabase } from '../../test/helpers';
import { openDatabase, queryRows, type DatabaseHandle } from '../client';
import { MIGRATIONS_DIR } from '../migrate';
import { ADMIN_PASSWORD_REQUIRED_MESSAGE } from './auth';
import { prepareDatabase } from './index';

const passwords = createPasswordHasher(TEST_HASH_COST);
const migrationFiles = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;

/** The active user `username` as stored: name, role names and password hash. */
async function findLoginUser(db: DatabaseHandle['db'], username: string) {
  const [row] = await queryRows<{ name: string; roles: string[]; passwordHash: string }>(
    db,
    sql`SELECT u.name, u.password_hash AS "passwordHash",
               coalesce((SELECT array_agg(r.name ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '{}') AS roles
        FROM users u WHERE u.username = ${username} AND u.deleted_at IS NULL`,
  );
  return row ?? null;
}

async function counts(handle: DatabaseHandle) {
  const [row] = await queryRows<{ users: number; roles: number; migrations: number }>(
    handle.db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM roles) AS roles,
               (SELECT count(*)::int FROM schema_migrations) AS migrations`,
  );
  return row!;
}

describe.each(testDatabases())('start-up (migrations and seeds) on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  it('with DATABASE_URL semantics (not the demo), an empty database and no ADMIN_PASSWORD refuses to start', async () => {
    const attempt = prepareDatabase(database.handle, { firstAdmin: { demo: false, adminPassword: undefined, passwords } });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(ADMIN_PASSWORD_REQUIRED_MESSAGE);
    expect(ADMIN_PASSWORD_REQUIRED_MESSAGE).toMatch(/Defina ADMIN_PASSWORD/);
    expect(ADMIN_PASSWORD_REQUIRED_MESSAGE).toMatch(/Set ADMIN_PASSWORD/);
    expect((await counts(database.handle)).users).toBe(0);
  });

  it('with ADMIN_PASSWORD creates "admin" with that password and the administrator role', async () => {
    const result = await prepareDatabase(database.handle, {
      firstAdmin: { demo: false, adminPassword: 'senha-do-operador', passwords },
    });
    expect(result.createdFirstAdmin).toBe(true);
    const admin = await findLoginUser(database.handle.db, 'admin');
    expect(admin).toMatchObject({ name: 'Administrador', roles: [ROLES.ADMIN] });
    expect(await passwords.verify(admin!.passwordHash, 'senha-do-operador')).toBe(true);
    expect(await passwords.verify(admin!.passwordHash, 'admin')).toBe(false);
  });

  it('is idempotent: a second start applies nothing and creates nothing', async () => {
    const before = await counts(database.handle);
    const result = await prepareDatabase(database.handle, {
      firstAdmin: { demo: false, adminPassword: undefined, passwords },
    });
    expect(result).toEqual({ appliedMigrations: [], createdFirstAdmin: false });
    expect(await counts(database.handle)).toEqual(before);
    expect(before.roles).toBe(ROLE_CATALOGUE.length);
  });

  it('keeps a description edited by an administrator when it re-seeds the catalogue', async () => {
    await database.handle.db.execute(sql`UPDATE roles SET description = 'Texto local' WHERE name = ${ROLES.PAINEL}`);
    await prepareDatabase(database.handle);
    const [row] = await queryRows<{ description: string; system: boolean }>(
      database.handle.db,
      sql`SELECT description, system FROM roles WHERE name = ${ROLES.PAINEL}`,
    );
    expect(row).toEqual({ description: 'Texto local', system: true });
  });
});

describe('start-up in the embedded demo', () => {
  it('creates admin / admin on an empty database, and only once', async () => {
    const handle = await openDatabase({});
    try {
      const first = await prepareDatabase(handle, { firstAdmin: { demo: true, adminPassword: undefined, passwords } });
      expect(first.appliedMigrations[0]).toBe('0001_init.sql');
      expect(first.createdFirstAdmin).toBe(true);
      const admin = await findLoginUser(handle.db, 'admin');
      expect(admin?.roles).toEqual([ROLES.ADMIN]);
      expect(await passwords.verify(admin!.passwordHash, 'admin')).toBe(true);

      // A shelter with a history: stays (some open), referrals of several types, visits with family,
      // vacancies with referred people (some hired), courses with participants, volunteers.
      const demo = async () =>
        (
          await queryRows<Record<string, number>>(
            handle.db,
            sql`SELECT (SELECT count(*)::int FROM welcomeds) AS people, (SELECT count(*)::int FROM stays) AS stays,
                  (SELECT count(*)::int FROM stays WHERE checkout IS NULL) AS housed, (SELECT count(*)::int FROM forwardings) AS referrals,
                  (SELECT count(DISTINCT forwarding_type_id)::int FROM forwarding_forwarding_types) AS referral_types,
                  (SELECT count(*)::int FROM monitors) AS visits, (SELECT count(*)::int FROM family_compositions) AS family,
                  (SELECT count(*)::int FROM vacancies) AS vacancies, (SELECT count(*)::int FROM welcomed_vacancies WHERE status = 'Contratado') AS hired,
                  (SELECT count(*)::int FROM welcomed_courses) AS enrolled, (SELECT count(*)::int FROM volunteers) AS volunteers,
                  (SELECT count(*)::int FROM welcomed_history WHERE event IS NOT NULL) AS events,
                  (SELECT count(*)::int FROM complaints) AS complaints, (SELECT count(DISTINCT uf)::int FROM complaints) AS states,
                  (SELECT count(*)::int FROM complaints WHERE score > 0 AND estabelecimento IS NOT NULL) AS scored,
                  (SELECT count(*)::int FROM complaints WHERE organization_ids <> '{}') AS addressed`,
          )
        )[0]!;
      const seeded = await demo();
      expect(seeded).toMatchObject({ people: 30, vacancies: 6, volunteers: 5, complaints: 48 });
      // complaints across the country, scored by their answers, on the map, some addressed to organizations
      expect(seeded.states).toBeGreaterThanOrEqual(20);
      expect(seeded.scored).toBeGreaterThan(40);
      expect(seeded.addressed).toBeGreaterThan(5);
      for (const key of ['housed', 'referrals', 'visits', 'family', 'hired', 'enrolled', 'events'] as const) expect([key, seeded[key]! > 0]).toEqual([key, true]);
      expect(seeded.stays).toBeGreaterThanOrEqual(30);
      expect(seeded.referral_types).toBeGreaterThanOrEqual(4);

      const second = await prepareDatabase(handle, { firstAdmin: { demo: true, adminPassword: undefined, passwords } });
      expect(second.createdFirstAdmin).toBe(false);
      expect(await demo()).toEqual(seeded);
    } finally {
      await handle.close();
    }
  });
});

const onPostgres = testDatabases().includes('postgresql') ? describe : describe.skip;

onPostgres('start-up of several instances at once on postgresql', () => {
  let database: TestDatabase;
  let others: DatabaseHandle[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgresql');
  });
  afterAll(async () => {
    await Promise.all(others.map((h) => h.close()));
    await database.drop();
  });

  it('migrates and seeds once while the instances wait for each other', async () => {
    // Three "instances": separate pools on the same database, starting together.
    const url = await queryRows<{ db: string }>(database.handle.db, sql`SELECT current_database() AS db`);
    const base = new URL(process.env.SISACTE_TEST_PG_URL!);
    base.pathname = `/${url[0]!.db}`;
    others = [await openDatabase({ databaseUrl: base.toString() }), await openDatabase({ databaseUrl: base.toString() })];
    const options = { firstAdmin: { demo: false, adminPassword: 'senha-do-operador', passwords } };

    const results = await Promise.all([database.handle, ...others].map((h) => prepareDatabase(h, options)));

    expect(results.filter((r) => r.appliedMigrations.length > 0)).toHaveLength(1);
    expect(results.filter((r) => r.createdFirstAdmin)).toHaveLength(1);
    expect(await counts(database.handle)).toEqual({ users: 1, roles: ROLE_CATALOGUE.length, migrations: migrationFiles });
  });
});
