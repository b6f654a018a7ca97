import { SESSION_API, sessionUserSchema } from '@sisacte/contracts/auth/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-schemas';
import { currentUser } from '../../../plugins/auth';

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
};
