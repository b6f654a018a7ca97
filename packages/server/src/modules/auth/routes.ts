import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
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
  // A write that succeeded below may have ended sessions or changed roles: this instance forgets the session checks
  // it kept before answering (the database's NOTIFY tells the others, and this one again). The caller's own for
  // 'Sair' and a password change; everyone's for the administrators' users and roles (a role reaches many users).
  const forgetAfterWrites = (scope: FastifyInstance, whose: (request: FastifyRequest) => number | undefined) =>
    scope.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) app.userDirectory.forget?.(whose(request));
    });
  await app.register(async (own) => {
    forgetAfterWrites(own, (request) => request.user?.id);
    await own.register(sessionRoutes, { limiter, limits });
  });
  await app.register(async (administration) => {
    forgetAfterWrites(administration, () => undefined);
    await administration.register(usersRoutes);
    await administration.register(rolesRoutes);
  });
};
