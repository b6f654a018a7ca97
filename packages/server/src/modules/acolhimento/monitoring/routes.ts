import {
  MONITORS_API,
  monitorCreateSchema,
  monitorListQuerySchema,
  monitorPageSchema,
  monitorSchema,
  monitorUpdateSchema,
  monitorReportQuerySchema,
} from '@sisacte/contracts/acolhimento/monitors';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { createOnce } from '../../shared/idempotency/create-once';
import { unbracketQueryKeys } from '../welcomed/routes';
import { listReportRoutes } from '../shared/list-report';
import { monitorsReport } from './reports';
import * as repo from './repository';
import * as service from './service';

export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: monitoramentos');
  app.addHook('preValidation', async (request) => unbracketQueryKeys(request.query));

  app.get(
    MONITORS_API.list,
    route('Lista paginada de monitoramentos (todas as pessoas, ou ?welcomed_id; filtros da pessoa; padrão id crescente)', { querystring: monitorListQuerySchema, response: { 200: monitorPageSchema } }),
    async (request) => {
      const { page, size, sort, ...filter } = request.query;
      const { content, total, exact } = await repo.listMonitors(app.db, filter, { page, size, sort });
      return { ...makePage(content, total, page, size), totalExact: exact };
    },
  );

  app.get(
    MONITORS_API.one,
    route('Um monitoramento, com a composição familiar', { params: idParamsSchema, response: { 200: monitorSchema } }, 404),
    async (request) => service.requireMonitor(app.db, request.params.id),
  );

  app.post(
    MONITORS_API.save,
    route('Cadastra um monitoramento de uma pessoa ativa, com a composição familiar; registra o histórico', { body: monitorCreateSchema, response: { 201: monitorSchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.createMonitor(db, currentUser(request).id, request.body)),
  );

  app.put(
    MONITORS_API.save,
    route('Altera um monitoramento e a composição familiar; registra o histórico', { body: monitorUpdateSchema, response: { 200: monitorSchema } }, 404),
    async (request) => service.updateMonitor(app.db, currentUser(request).id, request.body),
  );

  app.delete(
    MONITORS_API.one,
    route('Exclui um monitoramento; registra o histórico', { params: idParamsSchema, response: { 204: z.null().describe('Excluído') } }, 404),
    async (request, reply) => {
      await service.deleteMonitor(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    MONITORS_API.familyComposition,
    route('Exclui um membro da composição familiar de um monitoramento; registra o histórico', { params: idParamsSchema, response: { 204: z.null().describe('Excluído') } }, 404),
    async (request, reply) => {
      await service.deleteFamilyRow(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // PDF and XLSX of the lists.
  listReportRoutes(app, route, MONITORS_API, monitorReportQuerySchema, monitorsReport, 'monitoramentos');
};
