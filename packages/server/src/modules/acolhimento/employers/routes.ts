import {
  EMPLOYERS_API,
  employerCreateSchema,
  employerListQuerySchema,
  employerPageSchema,
  employerReportQuerySchema,
  employerSchema,
  employerShortSchema,
  employerUpdateSchema,
} from '@sisacte/contracts/acolhimento/employers';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { createOnce } from '../../shared/idempotency/create-once';
import { listReportRoutes } from '../shared/list-report';
import * as reports from './reports';
import * as repo from './repository';
import * as service from './service';

export const employersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: empregadores');

  app.get(
    EMPLOYERS_API.list,
    route('Lista paginada de empregadores (?name, ?document; padrão id decrescente)', { querystring: employerListQuerySchema, response: { 200: employerPageSchema } }),
    async (request) => {
      const { page, size, sort, ...filter } = request.query;
      const { content, total } = await repo.listEmployers(app.db, filter, { page, size, sort });
      return makePage(content, total, page, size);
    },
  );

  app.get(
    EMPLOYERS_API.all,
    route('Todos os empregadores, por nome (id, nome, documento)', { response: { 200: z.array(employerShortSchema) } }),
    async () => repo.allEmployers(app.db),
  );

  listReportRoutes(app, route, EMPLOYERS_API, employerReportQuerySchema, reports.employersReport, 'empregadores');

  app.get(
    EMPLOYERS_API.one,
    route('Um empregador', { params: idParamsSchema, response: { 200: employerSchema } }, 404),
    async (request) => service.requireEmployer(app.db, request.params.id),
  );

  app.post(
    EMPLOYERS_API.save,
    route('Cadastra um empregador (CPF ou CNPJ válido e único)', { body: employerCreateSchema, response: { 201: employerSchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.createEmployer(db, currentUser(request).id, request.body)),
  );

  app.put(
    EMPLOYERS_API.save,
    route('Altera um empregador', { body: employerUpdateSchema, response: { 200: employerSchema } }, 404),
    async (request) => service.updateEmployer(app.db, request.body),
  );

  app.delete(
    EMPLOYERS_API.remove,
    route('Exclui um empregador', { params: idParamsSchema, response: { 204: z.null().describe('Excluído') } }, 404),
    async (request, reply) => {
      await service.deleteEmployer(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
