import { loginResponseSchema, passwordChangeSchema, SESSION_API, sessionUserSchema } from '@sisacte/contracts/auth/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-schemas';
import { unauthorized } from '../../../lib/http-errors';
import { currentUser } from '../../../plugins/auth';
import { deleteSession, purgeExpiredSessions, revokeUserTokens } from '../users/repository';
import { changeOwnPassword, type PasswordChangeDeps } from './password';

export interface SessionRoutesOptions {
  limiter: PasswordChangeDeps['limiter'];
  limits: PasswordChangeDeps['limits'];
}

/** Expired sessions' rows are deleted this often, off the request path (each instance in turn; an index range). */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** The shell asks once per token: the browser can read a JWT's claims but cannot check its signature. */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, opts) => {
  app.get(
    SESSION_API.session,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Autenticação'],
        summary: 'Confirma o token e devolve o usuário da sessão',
        security: BEARER_SECURITY,
        response: { 200: sessionUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => currentUser(request),
  );

  // No refresh token: the access token lives 8 h. Logout ends this login's session only (its row
  // goes), so the user's other tabs and devices go on; 'Encerrar sessões' and a password change end them all.
  app.post(
    SESSION_API.logout,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Autenticação'],
        summary: 'Logout: encerra esta sessão (o token deixa de valer; as outras sessões do usuário continuam)',
        security: BEARER_SECURITY,
        response: { 204: z.null().describe('Sessão encerrada'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // the claims of the token authenticate has just checked (never missing after it: refused rather than end every session)
      if (!request.tokenClaims) throw unauthorized();
      const { sid } = request.tokenClaims;
      // A token without a session id (signed before sessions had ids) can only be ended with all the others.
      if (sid) await deleteSession(app.db, user.id, sid);
      else await revokeUserTokens(app.db, user.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    SESSION_API.password,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Autenticação'],
        summary: 'Troca a própria senha (pede a atual): encerra todas as sessões do usuário e devolve um novo token',
        security: BEARER_SECURITY,
        body: passwordChangeSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      changeOwnPassword(
        { db: app.db, passwords: app.passwords, tokens: app.tokens, limiter: opts.limiter, limits: opts.limits },
        currentUser(request),
        request.body,
        request.ip,
      ),
  );

  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      purgeExpiredSessions(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'expired sessions not purged'));
    }, PURGE_EVERY_MS);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));
};
