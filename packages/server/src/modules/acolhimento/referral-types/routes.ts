import { FORWARDING_TYPES_API, forwardingTypeCreateSchema, forwardingTypeListQuerySchema, forwardingTypePageSchema, forwardingTypeSchema, forwardingTypeUpdateSchema } from '@sisacte/contracts/acolhimento/forwarding-types';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes } from '../../shared/crud/routes';
import * as repo from './repository';
import * as service from './service';

export const referralTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: tipos de encaminhamento');

  crudRoutes(app, route, { paths: FORWARDING_TYPES_API, entity: forwardingTypeSchema }, {
    list: { summary: 'Lista paginada de tipos de encaminhamento (?title; padrão id decrescente)', query: forwardingTypeListQuerySchema, page: forwardingTypePageSchema, read: repo.typeReads.list },
    own: () => app.get(FORWARDING_TYPES_API.all, route('Todos os tipos de encaminhamento, por título', { response: { 200: z.array(forwardingTypeSchema) } }), async () => repo.allTypes(app.db)),
    one: { summary: 'Um tipo de encaminhamento', read: service.requireType },
    create: { summary: 'Cadastra um tipo de encaminhamento (título único, sem acento nem caixa)', body: forwardingTypeCreateSchema, create: service.createType },
    update: { summary: 'Altera o título de um tipo de encaminhamento', body: forwardingTypeUpdateSchema, update: service.updateType },
    remove: { summary: 'Exclui um tipo de encaminhamento que nenhum encaminhamento usa', path: FORWARDING_TYPES_API.one, removed: 'Excluído', remove: service.deleteType },
  });
};
