import {
  FORWARDING_TYPES_API,
  forwardingTypeCreateSchema,
  forwardingTypeListQuerySchema,
  forwardingTypePageSchema,
  forwardingTypeSchema,
  forwardingTypeUpdateSchema,
} from '@sisacte/contracts/acolhimento/forwarding-types';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { staffRoute } from '../../../plugins/route-options';
import { createOnce } from '../../shared/idempotency/create-once';
import * as repo from './repository';
import * as service from './service';

export const referralTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: tipos de encaminhamento');

  app.get(
    FORWARDING_TYPES_API.list,
    route('Lista paginada de tipos de encaminhamento (?title; padrão id decrescente)', { querystring: forwardingTypeListQuerySchema, response: { 200: forwardingTypePageSchema } }),
    async (request) => {
      const { page, size } = request.query;
      const { content, total } = await repo.listTypes(app.db, request.query);
      return makePage(content, total, page, size);
    },
  );

  app.get(
    FORWARDING_TYPES_API.all,
    route('Todos os tipos de encaminhamento, por título', { response: { 200: z.array(forwardingTypeSchema) } }),
    async () => repo.allTypes(app.db),
  );

  app.get(
    FORWARDING_TYPES_API.one,
    route('Um tipo de encaminhamento', { params: idParamsSchema, response: { 200: forwardingTypeSchema } }, 404),
    async (request) => service.requireType(app.db, request.params.id),
  );

  app.post(
    FORWARDING_TYPES_API.save,
    route('Cadastra um tipo de encaminhamento (título único, sem acento nem caixa)', { body: forwardingTypeCreateSchema, response: { 201: forwardingTypeSchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.createType(db, request.body.title)),
  );

  app.put(
    FORWARDING_TYPES_API.save,
    route('Altera o título de um tipo de encaminhamento', { body: forwardingTypeUpdateSchema, response: { 200: forwardingTypeSchema } }, 404),
    async (request) => service.updateType(app.db, request.body.id, request.body.title),
  );

  app.delete(
    FORWARDING_TYPES_API.one,
    route('Exclui um tipo de encaminhamento que nenhum encaminhamento usa', { params: idParamsSchema, response: { 204: z.null().describe('Excluído') } }, 404),
    async (request, reply) => {
      await service.deleteType(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
