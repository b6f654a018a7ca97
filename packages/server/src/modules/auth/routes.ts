import type { FastifyPluginAsync } from 'fastify';
import { LOGIN_RATE_LIMIT_DEFAULTS, type LoginRateLimitConfig } from './config';
import { createMemoryLoginAttemptLimiter, type LoginAttemptLimiter } from './login/attempt-limiter';
import { loginRoutes } from './login/routes';
import { rolesRoutes } from './roles/routes';
import { sessionRoutes } from './session/routes';
import { usersRoutes } from './users/routes';

export type { LoginAttemptLimiter };

/** AppOptions of the auth module: the login limits and, optionally, the per-username failure counter. */
export interface AuthRoutesOptions {
  loginRateLimit: LoginRateLimitConfig;
  /** Failed-login counter (per username and address, per address, per username); in memory by default. */
  limiter?: LoginAttemptLimiter | undefined;
}

/** Login, session, users and roles. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, opts) => {
  const { perIpPerMinute, perUserWindowMs, ...limits } = { ...LOGIN_RATE_LIMIT_DEFAULTS, ...opts.loginRateLimit };
  const limiter = opts.limiter ?? createMemoryLoginAttemptLimiter({ windowMs: perUserWindowMs, maxKeys: 100_000 });
  await app.register(loginRoutes, { limiter, perIpPerMinute, limits });
  await app.register(sessionRoutes);
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
};
