import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_RATE_LIMIT_DEFAULTS, type LoginRateLimitConfig } from './config';
import { createMemoryLoginAttemptLimiter, createSharedLoginAttemptLimiter, type LoginAttemptLimiter } from './login/attempt-limiter';
import { loginRoutes } from './login/routes';
import { rolesRoutes } from './roles/routes';
import { sessionRoutes } from './session/routes';
import { usersRoutes } from './users/routes';

export type { LoginAttemptLimiter };

/** AppOptions of the auth module: the login limits and, optionally, the per-username failure counter. */
export interface AuthRoutesOptions {
  loginRateLimit: LoginRateLimitConfig;
  /** Failed-login counter (per username and address, per address, per username); by default in PostgreSQL, shared by every instance, or in memory on PGlite. */
  limiter?: LoginAttemptLimiter | undefined;
}

/** Login, session, users and roles. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, opts) => {
  const { perIpPerMinute, perUserWindowMs, ...limits } = { ...LOGIN_RATE_LIMIT_DEFAULTS, ...opts.loginRateLimit };
  const limiter =
    opts.limiter ??
    (app.sharedLimits
      ? // Enough failures per key for every threshold and for the slowdown to reach its cap.
        createSharedLoginAttemptLimiter(app.sharedLimits, { windowMs: perUserWindowMs, maxPerKey: Math.max(limits.perUserFailures, limits.perAddressFailures) + 64 })
      : createMemoryLoginAttemptLimiter({ windowMs: perUserWindowMs, maxKeys: 100_000 }));
  await app.register(loginRoutes, { limiter, perIpPerMinute, limits });
  await app.register(async (changing) => {
    // A write that succeeded here may have ended sessions or changed roles: this instance forgets its
    // kept session checks before answering (the database's NOTIFY tells the others, and this one again).
    changing.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) app.userDirectory.forget?.();
    });
    await changing.register(sessionRoutes, { limiter, limits });
    await changing.register(usersRoutes);
    await changing.register(rolesRoutes);
  });
};
