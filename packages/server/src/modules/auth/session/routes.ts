import { SESSION_API, sessionUserSchema } from '@sisacte/contracts/auth/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/auth';
import { revokeUserTokens } from '../users/repository';

/** The shell asks once per token: the browser can read a JWT's claims but cannot check its signature. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
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

  // No refresh token: the access token lives 8 h and logout raises the user's session version,
  // which ends this token and any other the user holds (other tabs, other machines).
  app.post(
    SESSION_API.logout,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Autenticação'],
        summary: 'Logout: encerra as sessões do usuário (o token deixa de valer)',
        security: BEARER_SECURITY,
        response: { 204: z.null().describe('Sessão encerrada'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await revokeUserTokens(app.db, currentUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
