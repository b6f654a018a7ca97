import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, isDemoMode, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEMO_ADMIN } from './modules/auth/seed';
import { prepareDatabase } from './db/seed';
import { createPasswordHasher } from './lib/passwords';
import { loggerOptions } from './lib/logger';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const demo = isDemoMode(config);

  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onPoolError: (error) => log.warn({ err: error }, 'idle database connection lost'),
  });
  const prepared = await prepareDatabase(handle, {
    firstAdmin: { demo, adminPassword: config.adminPassword, passwords: createPasswordHasher() },
  }).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  if (prepared.appliedMigrations.length > 0) log.info({ migrations: prepared.appliedMigrations }, 'migrations applied');
  if (prepared.createdFirstAdmin) log.info({ username: DEMO_ADMIN.username }, 'first administrator created');

  const app = await buildApp({
    db: handle,
    jwtSecret: config.jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
    loginRateLimit: config.loginRateLimit,
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    localization: { cep: config.cep },
    denuncias: config.denuncias,
    geo: config.geo,
    web: { webDir: config.webDir, registryDir: config.registryDir, analytics: config.analytics },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      await app.close();
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
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\nSisActe: http://${shownHost}:${config.port}  (API em /api, documentação em /api/docs)`);
  console.log(`Banco de dados: ${demo ? `PGlite embutido em ${config.pgliteDir}` : 'PostgreSQL'}`);
  if (demo && !config.adminPassword) {
    console.log(`Login de demonstração: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}\n`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\nNão foi possível iniciar / Cannot start:\n  ${error.message}\n`);
  } else {
    console.error('Não foi possível iniciar / Cannot start:', error);
  }
  process.exit(1);
});
