import { existsSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import { COMPRESS_THRESHOLD_BYTES, gzipAnswer, SMALL_ANSWER_BYTES } from './lib/shared-answer';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from './db/client';
import { OneLinePerRequest } from './lib/logger';
import { createPasswordHasher, type PasswordHashCost } from './lib/passwords';
import { appValidatorCompiler } from './lib/query-validation';
import { securityHeadersPlugin } from './lib/security-headers';
import { createTokenService } from './lib/tokens';
import { AUTH_CACHE_SECONDS_DEFAULT, authRoutes, createUserDirectory, type LoginAttemptLimiter, type LoginRateLimitConfig } from './modules/auth';
import { healthRoutes } from './modules/health';
import { complaintNotificationsVisibleTo, denunciasRoutes, type DenunciasConfig } from './modules/denuncias';
import { notificacoesRoutes, notificationHubPlugin, type NotificacoesOptions } from './modules/notificacoes';
import { geoRoutes, type GeoConfig } from './modules/geo';
import { localizationRoutes, type LocalizationOptions } from './modules/localization';
import { acolhimentoRoutes } from './modules/acolhimento';
import { painelRoutes } from './modules/painel';
import { relatoriosRoutes } from './modules/relatorios';
import { operacoesRoutes } from './modules/operacoes';
import { filesPlugin, type FilesOptions } from './modules/files';
import { autodiagnosticoRoutes, type AutodiagnosticoConfig } from './modules/autodiagnostico';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { clientErrorHandler, errorsPlugin, frameworkErrors, MAX_PATH_PARAM_LENGTH } from './plugins/errors';
import { limitsPlugin } from './plugins/limits';
import { openapiPlugin } from './plugins/openapi';
import { textRulePlugin } from './plugins/text-rule';
import { webPlugin, type WebPluginOptions } from './plugins/web';
import { publicPagePlugin } from './plugins/public-page';
import { crawlersPlugin } from './plugins/crawlers';
import { metricsPlugin, type MetricsPluginOptions } from './plugins/metrics';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id';
import { releaseHealthRoutes, type ReleaseHealthConfig } from './modules/release-health';

// Default zod messages (those the contracts do not set) in Portuguese, like the rest of the API.
z.config(z.locales.ptBR());

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A dynamic answer (a list page, the questionnaire: mostly 1–64 KB) is compressed with gzip when the client
 * accepts it, brotli only for a client that accepts nothing else. Measured on the compiled API with a page
 * of the people list (7 KB): brotli at quality 4 cut the rate a browser got to a third of the uncompressed
 * one (105 against 259 requests/s), gzip cost almost nothing (251/s), for more bytes (a 7 KB page: 480–850
 * against 390–800 bytes; a repetitive 73 KB answer: 1.8 against 1.2 KB). Brotli's encoder allocates its
 * window and hash tables anew for every answer, and node-env.json's MALLOC_MMAP_THRESHOLD_ (kept for the embedded
 * default's memory) makes each such block a fresh mapping of zeroed pages. Up to SMALL_ANSWER_BYTES,
 * deflate's own blocks are kept under that threshold (gzipAnswer), and the answer is compressed in the
 * request, not streamed through the thread pool (the plugin's default limit on two cores is 8 KB: the 9 KB
 * questionnaire went through a stream, and its zlib handles' set-up and teardown took a fifth of the API's
 * profile under the intake bench).
 */
const ANSWER_COMPRESSION = {
  encodings: ['gzip', 'br'],
  zlib: { gzipSync: gzipAnswer },
  syncThreshold: SMALL_ANSWER_BYTES,
  threshold: COMPRESS_THRESHOLD_BYTES,
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  // Answers only: no client of the API sends a compressed body, and inflating one would be a hook on every
  // request and a door for a decompression bomb. A body sent gzipped is refused as what it is, not JSON.
  globalDecompression: false,
} satisfies FastifyCompressOptions;

/**
 * Every route validates and serializes with zod (also set below with setValidatorCompiler and
 * setSerializerCompiler, to the same effect; a query string's check is kept: lib/query-validation.ts);
 * naming the compilers when fastify is created keeps it from loading its default ones (ajv,
 * fast-json-stringify) at start. Fastify types these factories for ajv only.
 */
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
const ZOD_COMPILERS = { buildValidator: () => appValidatorCompiler, buildSerializer: () => serializerCompiler } as unknown as CompilersFactory;

export interface AppOptions {
  db: DatabaseHandle;
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** How long an instance keeps a session check's answer at most (AUTH_CACHE_SECONDS; default 30, 0: none). */
  authCacheSeconds?: number;
  loginRateLimit: LoginRateLimitConfig;
  /** Fastify logger setting: false in tests, `{ level }` in main. */
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** The front end to serve (the one-process `npm start`); skipped when absent or when webDir does not exist. */
  web?: WebPluginOptions;
  /** argon2 cost; the library defaults unless a test lowers them. */
  passwordHashCost?: PasswordHashCost;
  /** Failed-login counter; by default in PostgreSQL (shared by every instance) or, on PGlite, in memory. */
  loginLimiter?: LoginAttemptLimiter;
  /** Complaints: captcha key and difficulty, public rate limits (defaults: a random key, the production limits). */
  denuncias?: Partial<DenunciasConfig>;
  /** Map support: geocoder, map tiles, the address-search limit (defaults: the local stand-ins). */
  geo?: Partial<GeoConfig>;
  /** CEP service (settings from config, or a provider in tests; default the local stand-in) and the public lookups' limit. */
  localization?: LocalizationOptions;
  /** Keep every limit in this process's memory even on PostgreSQL: right for one instance only (the limits benchmark compares both). */
  limitsInMemory?: boolean;
  /** Self-diagnosis: public limits and how long an abandoned evaluation is kept (defaults: AUTODIAGNOSTICO_DEFAULTS). */
  autodiagnostico?: Partial<AutodiagnosticoConfig>;
  /** Files: the storage and the size limit (defaults: FILES_* of the environment, a folder under DATA_DIR, 20 MB). */
  files?: FilesOptions;
  /** The bell's STOMP sessions: how often their token is checked again (default STOMP_REVALIDATE_MS). */
  notificacoes?: NotificacoesOptions;
  /** GET /api/metrics: its token (default METRICS_TOKEN; none: no endpoint). */
  metrics?: MetricsPluginOptions;
  /** Release health: the registry, the guards, the report limit (defaults: REGISTRY_DIR, RELEASE_GUARD_*, RELEASE_HEALTH_*). */
  releaseHealth?: Partial<ReleaseHealthConfig>;
}

/**
 * One turn of the event loop, between the registrations of buildApp. main.ts prepares the database (migrations and
 * seeds, one statement at a time through PGlite's thread) while the app is built, and registering runs in promise
 * callbacks only: without a turn, a statement's answer waited until every route was registered, PGlite's thread idle
 * meanwhile. A populated PGlite start: median 988–1,023 → 916–948 ms (`bench server`'s case, 2 × 7–8 alternating starts).
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const requestLog = new OneLinePerRequest();
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: requestLog,
    trustProxy: opts.trustProxy ?? false,
    // Each request's trace id (X-Request-Id, 5xx bodies, every log line of the request).
    genReqId: requestIdGenerator(opts.trustProxy ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    // A path parameter may be a list of ids (GET /api/fileList/1,2,…: up to 200 ids, 2,000 characters).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
    // A malformed address or an over-long parameter is refused before routing: same shape, in Portuguese.
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequestAbort', (request, done) => {
    requestLog.requestAborted(request);
    done();
  });
  app.setValidatorCompiler(appValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  // One rule for every text the API takes (lone surrogates, bidi controls, NUL), before any route validates it.
  await app.register(textRulePlugin);
  // Answers over 1 KB compressed when the client accepts it; the front end's files are sent precompressed
  // by the web plugin (brotli) and left alone. See ANSWER_COMPRESSION for why gzip comes first here.
  await app.register(fastifyCompress, ANSWER_COMPRESSION);
  // Security headers on every answer, no-store on personal ones, also without nginx in front.
  await app.register(securityHeadersPlugin, { mapTileUrl: opts.geo?.mapTileUrl, analyticsScriptUrl: opts.web?.analytics?.scriptUrl });
  await app.register(openapiPlugin);
  await turn();
  await app.register(databasePlugin, { db: opts.db.db, engine: opts.db.engine, ping: opts.db.ping });
  await turn();
  await app.register(metricsPlugin, opts.metrics ?? {});
  await turn();
  await app.register(authPlugin, {
    tokens: createTokenService({ secret: opts.jwtSecret, ttlSeconds: opts.tokenTtlSeconds }),
    passwords: createPasswordHasher(opts.passwordHashCost),
    users: createUserDirectory(opts.db.db, { listener: app.dbListener, cacheSeconds: opts.authCacheSeconds ?? AUTH_CACHE_SECONDS_DEFAULT }),
  });
  await turn();
  // Per-route limits (routes that ask for them) and the modules' limits: in PostgreSQL, shared by
  // every instance, when the app runs on it; in memory on PGlite.
  await app.register(limitsPlugin, { secret: opts.jwtSecret, inMemory: opts.limitsInMemory });
  await turn();

  // Each module registers its own routes, with its own slice of the settings.
  await app.register(authRoutes, { loginRateLimit: opts.loginRateLimit, limiter: opts.loginLimiter });
  await turn();
  await app.register(healthRoutes);
  await turn();
  // The notification hub first: the complaint routes record and publish notifications.
  await app.register(notificationHubPlugin);
  await turn();
  await app.register(denunciasRoutes, { config: opts.denuncias });
  await turn();
  // The bell lists and opens only the complaints the user may still see.
  await app.register(notificacoesRoutes, { ...opts.notificacoes, visibleRecords: complaintNotificationsVisibleTo });
  await turn();
  await app.register(autodiagnosticoRoutes, { secret: opts.jwtSecret, config: opts.autodiagnostico });
  await turn();
  await app.register(geoRoutes, { config: opts.geo });
  await turn();
  await app.register(localizationRoutes, opts.localization ?? {});
  await turn();
  // Before the modules whose records have files (they register their entities and use app.files).
  await app.register(filesPlugin, opts.files ?? {});
  await turn();
  await app.register(acolhimentoRoutes);
  await turn();
  await app.register(painelRoutes);
  await turn();
  await app.register(relatoriosRoutes);
  await turn();
  await app.register(operacoesRoutes);
  await turn();
  // The login sessions' keyed hashes are made with the server's secret: the same on every instance and across restarts.
  await app.register(releaseHealthRoutes, { config: { sessionSecret: opts.jwtSecret, ...opts.releaseHealth }, registryDir: opts.web?.registryDir });
  await turn();

  // The public complaint page (/denunciar) needs only the registry: it works even without the shell.
  if (opts.web) await app.register(publicPagePlugin, { registryDir: opts.web.registryDir });
  if (opts.web) await app.register(crawlersPlugin);
  if (opts.web && existsSync(opts.web.webDir)) await app.register(webPlugin, opts.web);

  return app;
}
