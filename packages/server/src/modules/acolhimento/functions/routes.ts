import { functionCreateSchema, FUNCTIONS_API, functionSchema, functionSearchQuerySchema } from '@sisacte/contracts/acolhimento/functions';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-schemas';
import { requireRole } from '../../../plugins/auth';
import * as repo from './repository';
import * as service from './service';

const functionIdParams = z.object({
  function_id: z.coerce
    .number({ error: 'function_id deve ser um número' })
    .int('function_id deve ser um número inteiro')
    .positive('function_id deve ser positivo')
    .max(2_147_483_647, 'function_id inválido'),
});

export const FUNCTION_SEARCH_LIMIT = 20;

export const functionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Acolhimento: profissões'];
  const guard = requireRole(ROLES.ACOLHIMENTO);

  app.get(
    FUNCTIONS_API.search,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: `Profissões cujo nome contém o texto (sem acento nem caixa), até ${FUNCTION_SEARCH_LIMIT}`,
        security: BEARER_SECURITY,
        querystring: functionSearchQuerySchema,
        response: { 200: z.array(functionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => repo.searchFunctions(app.db, request.query.text, FUNCTION_SEARCH_LIMIT),
  );

  app.get(
    FUNCTIONS_API.list,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Todas as profissões, por nome',
        security: BEARER_SECURITY,
        response: { 200: z.array(functionSchema), ...errorResponses(401, 403) },
      },
    },
    async () => repo.listFunctions(app.db),
  );

  app.post(
    FUNCTIONS_API.create,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Cadastra uma profissão (nome único, sem acento nem caixa)',
        security: BEARER_SECURITY,
        body: functionCreateSchema,
        response: { 201: functionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createFunction(app.db, request.body.name)),
  );

  app.delete(
    FUNCTIONS_API.delete,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Exclui uma profissão que nenhum cadastro usa',
        security: BEARER_SECURITY,
        params: functionIdParams,
        response: { 204: z.null().describe('Excluída'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteFunction(app.db, request.params.function_id);
      return reply.code(204).send(null);
    },
  );
};
