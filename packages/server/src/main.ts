import cluster from 'node:cluster';
import { ConfigError, isDemoMode, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { checkAdminPassword } from './lib/admin-password';
import { createPasswordHasher } from './lib/passwords';

async function main(): Promise<void> {
  const config = loadConfig();
  const demo = isDemoMode(config);
  if (config.workers > 1 && cluster.isPrimary) {
    // API_WORKERS: this process only supervises the workers (src/cluster.ts); each worker runs what follows.
    const { superviseWorkers } = await import('./cluster');
    superviseWorkers(config.workers, () => printBanner(config, `${config.workers} processos`));
    return;
  }
  // Until the logger has loaded (long before a pooled connection could be lost), the console.
  let warnPoolError = (error: Error) => console.warn('idle database connection lost', error);

  // The database starts opening first (this module imports nothing heavy), then is prepared
  // (migrations, seeds) while the rest loads and the app is built: on two cores the engine's start
  // (PGlite compiles its WebAssembly off the main thread) and the database's answers overlap with
  // compiling fastify, zod and the routes, and with registering the routes. Registering queries
  // nothing (the routes' hooks that do run on ready); the server listens once the database is prepared.
  const opened = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    pgliteThread: config.pgliteThread,
    poolSize: config.poolSize,
    onPoolError: (error) => warnPoolError(error),
  });
  // ADMIN_PASSWORD is judged in a thread of its own meanwhile (lib/admin-password.ts); a weak one stops the start
  // before the database is prepared, so no administrator is ever created with it.
  const adminChecked = config.adminPassword === undefined ? Promise.resolve() : checkAdminPassword(config.adminPassword);
  adminChecked.catch(() => undefined);
  const database = opened.then(async (handle) => {
    const prepared = await Promise.all([import('./db/seed'), adminChecked])
      .then(([{ prepareDatabase }]) =>
        prepareDatabase(handle, { firstAdmin: { demo, adminPassword: config.adminPassword, passwords: createPasswordHasher() } }),
      )
      .catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
    return { handle, prepared };
  });
  // Awaited below; until then a failure must not count as an unhandled rejection.
  database.catch(() => undefined);
  const [{ default: pino }, { buildApp }, { flushLog, logDestination, loggerOptions }, { DEMO_ADMIN }] = await Promise.all([
    import('pino'),
    import('./app'),
    import('./lib/logger'),
    import('./db/seed/auth'),
  ]).catch(async (error: unknown) => {
    await database.then(({ handle }) => handle.close()).catch(() => undefined);
    throw error;
  });
  const logStream = logDestination(pino.destination);
  const log = pino({ level: config.logLevel }, logStream);
  warnPoolError = (error) => log.warn({ err: error }, 'idle database connection lost');
  const handle = await opened;

  const app = await buildApp({
    db: handle,
    jwtSecret: config.jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
    authCacheSeconds: config.authCacheSeconds,
    loginRateLimit: config.loginRateLimit,
    logger: { ...loggerOptions(config.logLevel), stream: logStream },
    trustProxy: config.trustProxy,
    localization: { cep: config.cep },
    denuncias: config.denuncias,
    autodiagnostico: config.autodiagnostico,
    geo: config.geo,
    web: { webDir: config.webDir, registryDir: config.registryDir, analytics: config.analytics },
  }).catch(async (error: unknown) => {
    await database.then(() => handle.close()).catch(() => undefined);
    throw error;
  });
  const { prepared } = await database.catch(async (error: unknown) => {
    await app.close().catch(() => undefined);
    throw error;
  });
  if (prepared.appliedMigrations.length > 0) log.info({ migrations: prepared.appliedMigrations }, 'migrations applied');
  if (prepared.createdFirstAdmin) log.info({ username: DEMO_ADMIN.username }, 'first administrator created');

  let closing = false;
  let maintenance: { stop(): Promise<void> } | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      // no new maintenance round once closing; one in progress ends before the database closes
      const maintenanceStopped = maintenance?.stop();
      await app.close();
      await maintenanceStopped;
      await handle.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // PGlite has no autovacuum: the server does its work (db/pglite-maintenance.ts).
  if (handle.engine === 'pglite' && !closing) maintenance = (await import('./db/pglite-maintenance')).startPgliteMaintenance(handle.db, log);
  if (cluster.isWorker) return; // the primary prints the address once every worker listens
  await flushLog(logStream); // the log's lines so far, above the banner
  printBanner(config);
  if (demo && !config.adminPassword) {
    console.log(`Login de demonstração: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}\n`);
  }
}

function printBanner(config: AppConfig, processes?: string): void {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\nSisActe: http://${shownHost}:${config.port}  (API em /api, documentação em /api/docs)`);
  console.log(`Banco de dados: ${isDemoMode(config) ? `PGlite embutido em ${config.pgliteDir}` : 'PostgreSQL'}${processes ? `; ${processes}` : ''}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\nNão foi possível iniciar / Cannot start:\n  ${error.message}\n`);
  } else {
    console.error('Não foi possível iniciar / Cannot start:', error);
  }
  process.exit(1);
});
