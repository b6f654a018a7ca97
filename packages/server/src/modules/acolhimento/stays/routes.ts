import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import { stayCheckinSchema, stayListQuerySchema, stayPageSchema, stayReportQuerySchema, STAYS_API, staySchema, stayUpdateSchema } from '@sisacte/contracts/acolhimento/stays';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { createOnce } from '../../shared/idempotency/create-once';
import { unbracketQueryKeys } from '../welcomed/routes';
import { listReportRoutes } from '../shared/list-report';
import * as reports from './reports';
import * as repo from './repository';
import * as service from './service';

export const staysRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: estadias');
  app.addHook('preValidation', async (request) => unbracketQueryKeys(request.query));

  app.get(
    STAYS_API.list,
    route('Lista paginada de estadias (filtros da pessoa e da estadia; padrão id decrescente, pessoas ativas)', { querystring: stayListQuerySchema, response: { 200: stayPageSchema } }),
    async (request) => {
      const { page, size, sort, ...filter } = request.query;
      const { content, total, exact } = await repo.listStays(app.db, filter, { page, size, sort });
      return { ...makePage(content, total, page, size), totalExact: exact };
    },
  );

  listReportRoutes(app, route, STAYS_API, stayReportQuerySchema, reports.staysReport, 'estadias');

  app.get(
    STAYS_API.one,
    route('Uma estadia', { params: idParamsSchema, response: { 200: staySchema } }, 404),
    async (request) => service.requireStay(app.db, request.params.id),
  );

  app.post(
    STAYS_API.checkin,
    route('Check-in de uma pessoa ativa (uma estadia aberta por pessoa, sem sobreposição); registra o histórico', { body: stayCheckinSchema, response: { 201: staySchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.checkin(db, currentUser(request).id, request.body)),
  );

  app.put(
    STAYS_API.checkout,
    route('Check-out ou alteração das datas de uma estadia; registra o histórico', { body: stayUpdateSchema, response: { 200: staySchema } }, 404),
    async (request) => service.update(app.db, currentUser(request).id, request.body),
  );

  app.delete(
    STAYS_API.one,
    route('Exclui uma estadia; registra o histórico', { params: idParamsSchema, response: { 204: z.null().describe('Excluída') } }, 404),
    async (request, reply) => {
      await service.remove(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
