import { functionCreateSchema, FUNCTIONS_API, functionSchema, functionSearchQuerySchema } from '@sisacte/contracts/acolhimento/functions';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoute } from '../../../plugins/route-options';
import * as repo from './repository';
import * as service from './service';
import { createOnce } from '../../shared/idempotency/create-once';

const functionIdParams = z.object({
  function_id: z.coerce
    .number({ error: 'function_id deve ser um número' })
    .int('function_id deve ser um número inteiro')
    .positive('function_id deve ser positivo')
    .max(2_147_483_647, 'function_id inválido'),
});

export const FUNCTION_SEARCH_LIMIT = 20;

export const functionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: profissões');

  app.get(
    FUNCTIONS_API.search,
    route(`Profissões cujo nome contém o texto (sem acento nem caixa), até ${FUNCTION_SEARCH_LIMIT}`, { querystring: functionSearchQuerySchema, response: { 200: z.array(functionSchema) } }),
    async (request) => repo.searchFunctions(app.db, request.query.text, FUNCTION_SEARCH_LIMIT),
  );

  app.get(
    FUNCTIONS_API.list,
    route('Todas as profissões, por nome', { response: { 200: z.array(functionSchema) } }),
    async () => repo.listFunctions(app.db),
  );

  app.post(
    FUNCTIONS_API.create,
    route('Cadastra uma profissão (nome único, sem acento nem caixa)', { body: functionCreateSchema, response: { 201: functionSchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.createFunction(db, request.body.name)),
  );

  app.delete(
    FUNCTIONS_API.delete,
    route('Exclui uma profissão que nenhum cadastro usa', { params: functionIdParams, response: { 204: z.null().describe('Excluída') } }, 404),
    async (request, reply) => {
      await service.deleteFunction(app.db, request.params.function_id);
      return reply.code(204).send(null);
    },
  );
};
