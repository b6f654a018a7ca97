import { loginRequestSchema, loginResponseSchema, SESSION_API } from '@sisacte/contracts/auth/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/route-schemas';
import type { LoginAttemptLimiter } from './attempt-limiter';
import { type LoginDeps, login, loginRateLimited } from './service';

export interface LoginRoutesOptions {
  limiter: LoginAttemptLimiter;
  /** Login requests per minute from one IP address. */
  perIpPerMinute: number;
  limits: LoginDeps['limits'];
}

export const loginRoutes: FastifyPluginAsyncZod<LoginRoutesOptions> = async (app, opts) => {
  app.post(
    SESSION_API.authenticate,
    {
      config: {
        rateLimit: { max: opts.perIpPerMinute, timeWindow: 60_000, errorResponseBuilder: () => loginRateLimited() },
      },
      schema: {
        tags: ['Autenticação'],
        summary: 'Login: devolve o token de acesso (JWT)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      login(
        { db: app.db, passwords: app.passwords, tokens: app.tokens, limiter: opts.limiter, limits: opts.limits },
        request.body,
        request.ip,
      ),
  );
};
