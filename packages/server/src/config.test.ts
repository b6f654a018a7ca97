import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD_CONTAINS_OWNER_MESSAGE } from '@sisacte/contracts/auth/password-strength';
import { ConfigError, defaultPoolConnections, isDemoMode, loadConfig } from './config';
import { adminPasswordProblem, checkAdminPassword, FIRST_ADMIN_OWNER } from './lib/admin-password';
import { DEMO_ADMIN } from './db/seed/auth';

describe('loadConfig', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), 'sisacte-config-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('defaults to the embedded demo on port 8080, with paths relative to the working folder', () => {
    const config = loadConfig({}, cwd);
    expect(isDemoMode(config)).toBe(true);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(cwd, '.data'),
      pgliteDir: join(cwd, '.data', 'pglite'),
      pgliteThread: 'worker',
      workers: 1,
      poolSize: defaultPoolConnections(),
      tokenTtlSeconds: 28800,
      logLevel: 'info',
      webDir: join(cwd, 'shell', 'dist'),
      registryDir: join(cwd, 'deploy', 'registry'),
      loginRateLimit: { perIpPerMinute: 20, perUserFailures: 5, perUserWindowMs: 15 * 60 * 1000 },
      trustProxy: false,
    });
  });

  it('generates a JWT secret in the demo and keeps it in DATA_DIR so tokens survive a restart', () => {
    const first = loadConfig({ DATA_DIR: 'dados' }, cwd);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(cwd, 'dados', 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: 'dados' }, cwd).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses to start with DATABASE_URL but no JWT_SECRET, and writes no secret file', () => {
    const env = { DATABASE_URL: 'postgres://app@db/sisacte' };
    expect(() => loadConfig(env, cwd)).toThrow(ConfigError);
    expect(() => loadConfig(env, cwd)).toThrow(/JWT_SECRET/);
    expect(existsSync(join(cwd, '.data', 'jwt-secret'))).toBe(false);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', JWT_SECRET: 'curto' }, cwd)).toThrow(/at least 32/);
    expect(() => loadConfig({ JWT_SECRET: 'curto' }, cwd)).toThrow(ConfigError);
  });

  it('reads the self-diagnosis limits and retention, within bounds', () => {
    expect(loadConfig({}, cwd).autodiagnostico).toMatchObject({ createsPerIp: 20, writesPerIp: 600, abandonedAfterDays: 90 });
    const env = { AUTODIAGNOSTICO_CREATES_PER_IP: '5', AUTODIAGNOSTICO_WRITES_PER_IP: '100', AUTODIAGNOSTICO_ABANDONED_DAYS: '30' };
    expect(loadConfig(env, cwd).autodiagnostico).toMatchObject({ createsPerIp: 5, writesPerIp: 100, abandonedAfterDays: 30 });
    expect(() => loadConfig({ AUTODIAGNOSTICO_ABANDONED_DAYS: '0' }, cwd)).toThrow(/AUTODIAGNOSTICO_ABANDONED_DAYS/);
  });

  it('runs PGlite in a worker thread unless PGLITE_THREAD=main, and refuses any other value', () => {
    expect(loadConfig({ PGLITE_THREAD: 'main' }, cwd).pgliteThread).toBe('main');
    expect(() => loadConfig({ PGLITE_THREAD: 'sim' }, cwd)).toThrow(/PGLITE_THREAD/);
  });

  it('runs one API process unless API_WORKERS says more, which needs PostgreSQL; the workers share two connections per core and one more, at most ten (at least 3 each), unless DATABASE_POOL_SIZE says otherwise', () => {
    const pg = { DATABASE_URL: 'postgres://x@127.0.0.1/db', JWT_SECRET: 'um-segredo-com-pelo-menos-32-caracteres' };
    expect(loadConfig(pg, cwd, 8)).toMatchObject({ workers: 1, poolSize: 10 });
    expect(loadConfig({ ...pg, API_WORKERS: '2' }, cwd, 8)).toMatchObject({ workers: 2, poolSize: 5 });
    expect(loadConfig({ ...pg, API_WORKERS: '8' }, cwd, 8)).toMatchObject({ workers: 8, poolSize: 3 });
    // a small machine, where PostgreSQL shares the cores
    expect(loadConfig(pg, cwd, 2)).toMatchObject({ workers: 1, poolSize: 5 });
    expect(loadConfig(pg, cwd, 1)).toMatchObject({ workers: 1, poolSize: 3 });
    expect(loadConfig({ ...pg, API_WORKERS: '2' }, cwd, 2)).toMatchObject({ workers: 2, poolSize: 3 });
    expect(loadConfig({ ...pg, DATABASE_POOL_SIZE: '10' }, cwd, 2)).toMatchObject({ poolSize: 10 });
    expect(loadConfig({ ...pg, API_WORKERS: '2', DATABASE_POOL_SIZE: '20' }, cwd)).toMatchObject({ workers: 2, poolSize: 20 });
    expect(() => loadConfig({ API_WORKERS: '2' }, cwd)).toThrow(/API_WORKERS above 1 needs DATABASE_URL.*use API_WORKERS=1/);
    expect(() => loadConfig({ ...pg, API_WORKERS: '0' }, cwd)).toThrow(/API_WORKERS must be an integer between 1 and 64/);
    expect(() => loadConfig({ ...pg, DATABASE_POOL_SIZE: 'muitos' }, cwd)).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ ...pg, DATABASE_POOL_SIZE: '2' }, cwd)).toThrow(/DATABASE_POOL_SIZE must be an integer between 3 and 1000/);
  });

  it('analytics is off unless both ANALYTICS_SCRIPT_URL and ANALYTICS_DOMAIN are set', () => {
    expect(loadConfig({}, cwd).analytics).toBeUndefined();
    const on = { ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js', ANALYTICS_DOMAIN: 'sisacte.example.org' };
    expect(loadConfig(on, cwd).analytics).toEqual({ scriptUrl: on.ANALYTICS_SCRIPT_URL, domain: 'sisacte.example.org' });
    for (const env of [
      { ANALYTICS_SCRIPT_URL: on.ANALYTICS_SCRIPT_URL },
      { ANALYTICS_DOMAIN: on.ANALYTICS_DOMAIN },
      { ...on, ANALYTICS_SCRIPT_URL: '/js/script.js' },
      { ...on, ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' },
      { ...on, ANALYTICS_DOMAIN: '"><script>' },
    ]) {
      expect(() => loadConfig(env, cwd)).toThrow(ConfigError);
    }
  });

  it('refuses to start with a weak ADMIN_PASSWORD, in any mode, saying why in Portuguese', async () => {
    const pg = { DATABASE_URL: 'postgres://app@db/sisacte', JWT_SECRET: 's'.repeat(40) };
    for (const env of [{ ADMIN_PASSWORD: 'a' }, { ...pg, ADMIN_PASSWORD: 'a' }, { ...pg, ADMIN_PASSWORD: '12345678' }, { ...pg, ADMIN_PASSWORD: 'password' }]) {
      // read as given; judged beside the start-up (main.ts awaits checkAdminPassword before preparing the database)
      const given = loadConfig(env, cwd).adminPassword!;
      expect(adminPasswordProblem(given)).toMatch(/^ADMIN_PASSWORD recusada: é a senha do administrador "admin" e precisa ser forte\. Senha fraca: \S/);
    }
    expect(adminPasswordProblem('12345678')).toContain('Senha fraca: esta é uma senha muito usada.');
    // The administrator's username and name may not be in it either.
    expect(adminPasswordProblem('Admin-jabuticaba-azul')).toContain(PASSWORD_CONTAINS_OWNER_MESSAGE);
    expect(adminPasswordProblem('senha-do-administrador-geral')).toContain(PASSWORD_CONTAINS_OWNER_MESSAGE);
    expect(FIRST_ADMIN_OWNER).toEqual({ username: DEMO_ADMIN.username, name: DEMO_ADMIN.name });
    expect(adminPasswordProblem('jabuticaba-azul-voando')).toBeNull();
    expect(loadConfig({ ...pg, ADMIN_PASSWORD: 'jabuticaba-azul-voando' }, cwd).adminPassword).toBe('jabuticaba-azul-voando');
    // The check the server awaits, in its own thread: the same verdicts.
    await expect(checkAdminPassword('12345678')).rejects.toThrow(ConfigError);
    await expect(checkAdminPassword('Admin-jabuticaba-azul')).rejects.toThrow(PASSWORD_CONTAINS_OWNER_MESSAGE);
    await expect(checkAdminPassword('jabuticaba-azul-voando')).resolves.toBeUndefined();
  });

  it('keeps the demo login admin/admin for the embedded database only, never under NODE_ENV=production', () => {
    expect(loadConfig({}, cwd).adminPassword).toBeUndefined(); // npm start: the seed creates admin/admin
    expect(() => loadConfig({ NODE_ENV: 'production' }, cwd)).toThrow(/NODE_ENV=production não há login de demonstração \(admin\/admin\): defina ADMIN_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'jabuticaba-azul-voando' }, cwd).adminPassword).toBe('jabuticaba-azul-voando');
    // With PostgreSQL there is no default password at all (the seed refuses an empty database without ADMIN_PASSWORD).
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/sisacte', JWT_SECRET: 's'.repeat(40) }, cwd).adminPassword).toBeUndefined();
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://app@db/sisacte',
        JWT_SECRET: 's'.repeat(40),
        TOKEN_TTL_SECONDS: '3600',
        ADMIN_PASSWORD: 'troque-me-ja',
        LOG_LEVEL: 'warn',
        WEB_DIR: '/srv/shell',
        REGISTRY_DIR: '/srv/registry',
        LOGIN_RATE_LIMIT_IP: '50',
        LOGIN_RATE_LIMIT_USER: '3',
        TRUST_PROXY: 'true',
      },
      cwd,
    );
    expect(isDemoMode(config)).toBe(false);
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      jwtSecret: 's'.repeat(40),
      tokenTtlSeconds: 3600,
      adminPassword: 'troque-me-ja',
      logLevel: 'warn',
      webDir: '/srv/shell',
      registryDir: '/srv/registry',
      loginRateLimit: { perIpPerMinute: 50, perUserFailures: 3 },
      trustProxy: true,
    });
  });

  it.each([
    ['PORT', 'oitenta'],
    ['PORT', '70000'],
    ['TOKEN_TTL_SECONDS', '-1'],
    ['LOGIN_RATE_LIMIT_IP', '0'],
    ['TRUST_PROXY', 'talvez'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value }, cwd)).toThrow(new RegExp(name));
  });
});
