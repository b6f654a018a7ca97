import rateLimit from '@fastify/rate-limit';
import { unencapsulated } from '../lib/plugin';
import { createLimitKeyer, createPgSharedLimits, sharedRateLimitStore, type SharedLimits } from './limits-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Limits shared by every API instance (kept in PostgreSQL); null on PGlite, where the one
     * process keeps its limits in memory. Modules pick their limiter from it.
     */
    sharedLimits: SharedLimits | null;
  }
}

export interface LimitsPluginOptions {
  /** Secret every instance shares (the JWT secret): the digests of addresses and usernames derive from it. */
  secret: string;
  /** How often expired rows are deleted (on PostgreSQL); one minute by default. */
  sweepEveryMs?: number;
  /** In process memory even on PostgreSQL (one instance only). */
  inMemory?: boolean | undefined;
}

/**
 * Rate limits: @fastify/rate-limit for the routes that ask for it (`config.rateLimit`), counted in
 * PostgreSQL when the app runs on it, plus `app.sharedLimits` for the limits of the modules
 * (failed logins, accepted complaints). Register after the database plugin.
 */
export const limitsPlugin = unencapsulated<LimitsPluginOptions>('sisacte-limits', async (app, opts) => {
  const shared = app.dbEngine === 'postgresql' && !opts.inMemory ? createPgSharedLimits(app.db, createLimitKeyer(opts.secret)) : null;
  app.decorate('sharedLimits', shared);
  // Only routes that ask for it are limited (per client address).
  await app.register(rateLimit, { global: false, ...(shared ? { store: sharedRateLimitStore(shared) } : {}) });
  if (!shared) return;

  // Expired rows are deleted by every instance in turn; each delete is cheap (an index range).
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      shared.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'expired rate-limit rows not deleted'));
    }, opts.sweepEveryMs ?? 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
