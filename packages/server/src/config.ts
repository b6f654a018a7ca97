import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { PgliteThread } from './db/client';
import { boolean, ConfigError, integer, nonEmpty } from './lib/config-error';
import { AUTH_CACHE_SECONDS_DEFAULT, LOGIN_RATE_LIMIT_DEFAULTS, type LoginRateLimitConfig } from './modules/auth/config';
import { AUTODIAGNOSTICO_DEFAULTS, type AutodiagnosticoConfig } from './modules/autodiagnostico/config';
import { DENUNCIAS_DEFAULTS, type DenunciasConfig } from './modules/denuncias/config';
import { DEFAULT_GEO_CONFIG, defaultMapAttribution, type GeoConfig } from './modules/geo/config';
import type { AnalyticsConfig } from './plugins/web';

export { ConfigError };

/** Everything the process reads from the environment, parsed once. */
export interface AppConfig {
  port: number;
  host: string;
  /** Unset: embedded PGlite (the demo mode). */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  /** PGLITE_THREAD: `worker` (default; PGlite in a thread of its own) or `main`. */
  pgliteThread: PgliteThread;
  /** API_WORKERS: processes serving the API on one port (node:cluster); above 1 only with PostgreSQL. */
  workers: number;
  /** DATABASE_POOL_SIZE: PostgreSQL connections of each process (default 10 in all, shared among the workers; at least 3). */
  poolSize: number;
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** AUTH_CACHE_SECONDS: how long an instance keeps a session check's answer at most (0: none). */
  authCacheSeconds: number;
  adminPassword: string | undefined;
  logLevel: string;
  webDir: string;
  registryDir: string;
  loginRateLimit: LoginRateLimitConfig;
  trustProxy: boolean;
  /** Postal-code (CEP) lookup. */
  cep: CepConfig;
  denuncias: DenunciasConfig;
  /** AUTODIAGNOSTICO_CREATES_PER_IP, AUTODIAGNOSTICO_WRITES_PER_IP (per 10 minutes), AUTODIAGNOSTICO_ABANDONED_DAYS. */
  autodiagnostico: AutodiagnosticoConfig;
  geo: GeoConfig;
  /** Cookieless analytics in the staff shell (ANALYTICS_SCRIPT_URL + ANALYTICS_DOMAIN); off when unset. */
  analytics: AnalyticsConfig | undefined;
}

const MIN_JWT_SECRET_LENGTH = 32;

/** CEP_PROVIDER: `local` (the stand-in list of this repo) or `viacep` (the real service at CEP_PROVIDER_URL). */
export interface CepConfig {
  provider: 'local' | 'viacep';
  url: string;
}

export function isDemoMode(config: Pick<AppConfig, 'databaseUrl'>): boolean {
  return !config.databaseUrl;
}

/** `cores`: this machine's (the default pool's size follows them; tests name them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd(), cores: number = availableParallelism()): AppConfig {
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDir = resolve(cwd, nonEmpty(env.DATA_DIR) ?? '.data');
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    pgliteThread: pgliteThread(env),
    ...processes(env, databaseUrl, cores),
    jwtSecret: jwtSecret(env, databaseUrl, dataDir),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 28800, 60, 31 * 24 * 3600),
    authCacheSeconds: integer(env, 'AUTH_CACHE_SECONDS', AUTH_CACHE_SECONDS_DEFAULT, 0, 3600),
    adminPassword: adminPassword(env, databaseUrl),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    webDir: resolve(cwd, nonEmpty(env.WEB_DIR) ?? 'shell/dist'),
    registryDir: resolve(cwd, nonEmpty(env.REGISTRY_DIR) ?? 'deploy/registry'),
    loginRateLimit: {
      perIpPerMinute: integer(env, 'LOGIN_RATE_LIMIT_IP', LOGIN_RATE_LIMIT_DEFAULTS.perIpPerMinute, 1, 1_000_000),
      perUserFailures: integer(env, 'LOGIN_RATE_LIMIT_USER', LOGIN_RATE_LIMIT_DEFAULTS.perUserFailures, 1, 1_000_000),
      perUserWindowMs: LOGIN_RATE_LIMIT_DEFAULTS.perUserWindowMs,
    },
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    cep: cepConfig(env, databaseUrl),
    denuncias: denunciasConfig(env, databaseUrl, dataDir),
    autodiagnostico: {
      ...AUTODIAGNOSTICO_DEFAULTS,
      createsPerIp: integer(env, 'AUTODIAGNOSTICO_CREATES_PER_IP', AUTODIAGNOSTICO_DEFAULTS.createsPerIp, 1, 1_000_000),
      writesPerIp: integer(env, 'AUTODIAGNOSTICO_WRITES_PER_IP', AUTODIAGNOSTICO_DEFAULTS.writesPerIp, 1, 1_000_000),
      abandonedAfterDays: integer(env, 'AUTODIAGNOSTICO_ABANDONED_DAYS', AUTODIAGNOSTICO_DEFAULTS.abandonedAfterDays, 1, 36_500),
    },
    geo: geoConfig(env),
    analytics: analyticsConfig(env),
  };
}

/**
 * ADMIN_PASSWORD, the first administrator's password. Whenever it is given, in any mode, it must be
 * strong (the staff forms' rule: password-strength.ts), or the server does not start: a weak one
 * would be the password of an administrator. That is judged beside the start-up (checkAdminPassword in
 * lib/admin-password.ts, awaited by main.ts before the database is prepared). Unset, the embedded demo
 * database (no DATABASE_URL) creates the documented demo login admin/admin, except under NODE_ENV=production
 * (the API image), where no known password may exist; PostgreSQL never has a default (db/seed/auth.ts).
 */
function adminPassword(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): string | undefined {
  const given = nonEmpty(env.ADMIN_PASSWORD);
  if (given !== undefined) return given;
  if (!databaseUrl && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Com NODE_ENV=production não há login de demonstração (admin/admin): defina ADMIN_PASSWORD com uma senha forte. / ' +
        'Set ADMIN_PASSWORD (no demo login in production).',
    );
  }
  return undefined;
}

/** The most connections the default DATABASE_POOL_SIZE opens (see defaultPoolConnections). */
export const MAX_DEFAULT_POOL_CONNECTIONS = 10;

/**
 * The default DATABASE_POOL_SIZE, shared among the workers (PostgreSQL sees about this many connections whatever
 * API_WORKERS is): two per core of this machine and one more, at most MAX_DEFAULT_POOL_CONNECTIONS. Where PostgreSQL
 * shares a small machine, more connections than that only make its backends take turns on the cores. On 2 cores
 * (2026-12-01), 5 instead of 10: the public intake at 300 visits/s p95 98–101 → 40 ms and PostgreSQL's CPU per visit
 * 1.85 → 1.57 ms (`bench intake`); the people list 9–13 % faster, p95 24 → 18 ms (`bench people`). From 5 cores, 10.
 */
export const defaultPoolConnections = (cores: number = availableParallelism()): number => Math.min(MAX_DEFAULT_POOL_CONNECTIONS, 2 * cores + 1);

/**
 * API_WORKERS (default 1) and DATABASE_POOL_SIZE (default defaultPoolConnections shared among the workers, at least 3
 * each). The embedded database belongs to one process: more workers need PostgreSQL.
 */
function processes(env: NodeJS.ProcessEnv, databaseUrl: string | undefined, cores: number): Pick<AppConfig, 'workers' | 'poolSize'> {
  const workers = integer(env, 'API_WORKERS', 1, 1, 64);
  if (workers > 1 && !databaseUrl) {
    throw new ConfigError(
      'API_WORKERS above 1 needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process. ' +
        'Com o banco embutido, use API_WORKERS=1.',
    );
  }
  // At least 3: the start-up holds one for its lock while it seeds through another, and the
  // notifications' LISTEN keeps one for good.
  const poolSize = integer(env, 'DATABASE_POOL_SIZE', Math.max(3, Math.ceil(defaultPoolConnections(cores) / workers)), 3, 1000);
  return { workers, poolSize };
}

function pgliteThread(env: NodeJS.ProcessEnv): PgliteThread {
  const value = nonEmpty(env.PGLITE_THREAD) ?? 'worker';
  if (value !== 'worker' && value !== 'main') throw new ConfigError(`PGLITE_THREAD deve ser 'worker' ou 'main' (recebido: '${value}').`);
  return value;
}

/** Both variables or neither: a script without a site name (or the reverse) is a mistake, not "off". */
function analyticsConfig(env: NodeJS.ProcessEnv): AnalyticsConfig | undefined {
  const scriptUrl = nonEmpty(env.ANALYTICS_SCRIPT_URL);
  const domain = nonEmpty(env.ANALYTICS_DOMAIN);
  if (!scriptUrl && !domain) return undefined;
  if (!scriptUrl || !domain) throw new ConfigError('ANALYTICS_SCRIPT_URL and ANALYTICS_DOMAIN must be set together (or neither, for no analytics).');
  if (!/^https?:\/\/[^/?#\s{}]+\/\S*$/i.test(scriptUrl)) {
    throw new ConfigError(`ANALYTICS_SCRIPT_URL must be an absolute http(s) URL (got "${scriptUrl}").`);
  }
  if (!/^[A-Za-z0-9.-]+(,[A-Za-z0-9.-]+)*$/.test(domain)) {
    throw new ConfigError(`ANALYTICS_DOMAIN must be a site name such as sisacte.example.org (got "${domain}").`);
  }
  return { scriptUrl, domain };
}

function denunciasConfig(env: NodeJS.ProcessEnv, databaseUrl: string | undefined, dataDir: string): DenunciasConfig {
  return {
    altchaHmacKey: altchaHmacKey(env, databaseUrl, dataDir),
    receiptHmacKey: optionalSecret(env, 'RECEIPT_HMAC_KEY'),
    altchaMaxNumber: integer(env, 'ALTCHA_MAX_NUMBER', DENUNCIAS_DEFAULTS.altchaMaxNumber, 10, 10_000_000),
    complaintsPerIp: integer(env, 'COMPLAINT_RATE_LIMIT_IP', DENUNCIAS_DEFAULTS.complaintsPerIp, 1, 1_000_000),
    followUpsPerIp: integer(env, 'FOLLOW_UP_RATE_LIMIT_IP', DENUNCIAS_DEFAULTS.followUpsPerIp, 1, 1_000_000),
    questionnaireCacheSeconds: integer(env, 'QUESTIONNAIRE_CACHE_SECONDS', DENUNCIAS_DEFAULTS.questionnaireCacheSeconds, 0, 3600),
  };
}

function geoConfig(env: NodeJS.ProcessEnv): GeoConfig {
  const geocoder = nonEmpty(env.GEOCODER)?.toLowerCase() ?? DEFAULT_GEO_CONFIG.geocoder;
  if (geocoder !== 'local' && geocoder !== 'nominatim') throw new ConfigError(`GEOCODER must be local or nominatim (got "${geocoder}").`);
  const geocoderUrl = nonEmpty(env.GEOCODER_URL);
  if (geocoder === 'nominatim' && !geocoderUrl) throw new ConfigError('GEOCODER_URL is required when GEOCODER=nominatim.');
  const mapTileUrl = nonEmpty(env.MAP_TILE_URL) ?? DEFAULT_GEO_CONFIG.mapTileUrl;
  return {
    geocoder,
    geocoderUrl,
    mapTileUrl,
    mapAttribution: nonEmpty(env.MAP_ATTRIBUTION) ?? defaultMapAttribution(mapTileUrl),
    searchesPerIp: integer(env, 'GEO_RATE_LIMIT_IP', DEFAULT_GEO_CONFIG.searchesPerIp, 1, 1_000_000),
  };
}

/** An optional secret of at least MIN_JWT_SECRET_LENGTH characters. */
function optionalSecret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const given = nonEmpty(env[name]);
  if (given !== undefined && given.length < MIN_JWT_SECRET_LENGTH) throw new ConfigError(`${name} must have at least ${MIN_JWT_SECRET_LENGTH} characters.`);
  return given;
}

/** ALTCHA_HMAC_KEY; else, with PostgreSQL, one derived from JWT_SECRET (shared by every instance); in the demo, generated and kept in DATA_DIR. */
function altchaHmacKey(env: NodeJS.ProcessEnv, databaseUrl: string | undefined, dataDir: string): string {
  const given = nonEmpty(env.ALTCHA_HMAC_KEY);
  if (given !== undefined && given.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(`ALTCHA_HMAC_KEY must have at least ${MIN_JWT_SECRET_LENGTH} characters.`);
  }
  if (given) return given;
  const jwt = nonEmpty(env.JWT_SECRET);
  if (databaseUrl && jwt) return createHmac('sha256', jwt).update('altcha-hmac-key').digest('base64url');
  return persistedDemoSecret(join(dataDir, 'altcha-hmac-key'));
}

function jwtSecret(env: NodeJS.ProcessEnv, databaseUrl: string | undefined, dataDir: string): string {
  const given = nonEmpty(env.JWT_SECRET);
  if (given !== undefined && given.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET must have at least ${MIN_JWT_SECRET_LENGTH} characters.`);
  }
  if (given) return given;
  if (databaseUrl) {
    throw new ConfigError(
      `JWT_SECRET is required when DATABASE_URL is set (at least ${MIN_JWT_SECRET_LENGTH} characters, ` +
        'the same value on every instance). Defina JWT_SECRET com pelo menos 32 caracteres.',
    );
  }
  return persistedDemoSecret(join(dataDir, 'jwt-secret'));
}

/** Demo mode only: a generated secret kept on disk so that tokens survive a restart. */
function persistedDemoSecret(file: string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_JWT_SECRET_LENGTH) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Default: the local stand-in in the demo (no network needed), ViaCEP with PostgreSQL (production). */
function cepConfig(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): CepConfig {
  const provider = nonEmpty(env.CEP_PROVIDER)?.toLowerCase() ?? (databaseUrl ? 'viacep' : 'local');
  if (provider !== 'local' && provider !== 'viacep') throw new ConfigError(`CEP_PROVIDER must be local or viacep (got "${provider}").`);
  const url = nonEmpty(env.CEP_PROVIDER_URL) ?? 'https://viacep.com.br';
  if (!/^https?:\/\//.test(url)) throw new ConfigError(`CEP_PROVIDER_URL must be an http(s) URL (got "${url}").`);
  return { provider, url };
}

