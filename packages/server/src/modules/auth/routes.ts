import type { FastifyPluginAsync } from 'fastify';
import type { LoginRateLimitConfig } from './config';
import { createMemoryLoginAttemptLimiter, type LoginAttemptLimiter } from './login/attempt-limiter';
import { loginRoutes } from './login/routes';
import { rolesRoutes } from './roles/routes';
import { sessionRoutes } from './session/routes';
import { usersRoutes } from './users/routes';

export type { LoginAttemptLimiter };

/** AppOptions of the auth module: the login limits and, optionally, the per-username failure counter. */
export interface AuthRoutesOptions {
  loginRateLimit: LoginRateLimitConfig;
  /** Per-username failed-login counter; in memory by default. */
  limiter?: LoginAttemptLimiter | undefined;
}

/** Login, session, users and roles. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, opts) => {
  const limiter =
    opts.limiter ??
    createMemoryLoginAttemptLimiter({
      maxFailures: opts.loginRateLimit.perUserFailures,
      windowMs: opts.loginRateLimit.perUserWindowMs,
    });
  await app.register(loginRoutes, { limiter, perIpPerMinute: opts.loginRateLimit.perIpPerMinute });
  await app.register(sessionRoutes);
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
};
