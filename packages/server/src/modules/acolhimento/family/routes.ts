import { FAMILY_API, familyEnterSchema, familyStateSchema, welcomedWithFamilySchema } from '@sisacte/contracts/acolhimento/family';
import { nameSearchQuerySchema, SIMILAR_NAME_MIN_LENGTH } from '@sisacte/contracts/acolhimento/welcomed';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { BEARER_SECURITY, errorResponses } from '../../../lib/route-schemas';
import { currentUser, requireRole } from '../../../plugins/auth';
import * as repo from './repository';
import * as service from './service';

/** People found by name to join a group. */
export const FAMILY_SEARCH_LIMIT = 20;

export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Acolhimento: grupo familiar'];
  const guard = requireRole(ROLES.ACOLHIMENTO);

  app.get(
    FAMILY_API.searchWithFamily,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Pessoas ativas pelo nome, com o seu grupo familiar (para entrar num grupo)',
        security: BEARER_SECURITY,
        querystring: nameSearchQuerySchema,
        response: { 200: z.array(welcomedWithFamilySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const name = request.query.name.trim();
      if (name.length < SIMILAR_NAME_MIN_LENGTH) return [];
      return repo.searchWithFamily(app.db, name, FAMILY_SEARCH_LIMIT);
    },
  );

  app.get(
    FAMILY_API.members,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Membros de um grupo familiar ({id} é o id do grupo, o `family.id` da pessoa)',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: familyStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.members(app.db, request.params.id),
  );

  app.post(
    FAMILY_API.create,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Cria um grupo familiar com a pessoa {id} (sem grupo) como primeiro membro',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 201: familyStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createFamily(app.db, currentUser(request).id, request.params.id)),
  );

  app.post(
    FAMILY_API.enter,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'A pessoa welcomed_id entra no grupo de member_id (criado para os dois se member_id não tiver grupo)',
        security: BEARER_SECURITY,
        body: familyEnterSchema,
        response: { 200: familyStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.enterFamily(app.db, currentUser(request).id, request.body.welcomed_id, request.body.member_id),
  );

  app.post(
    FAMILY_API.leave,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'A pessoa {id} sai do seu grupo familiar; o grupo que fica vazio é desfeito',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: familyStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.leaveFamily(app.db, currentUser(request).id, request.params.id),
  );
};
