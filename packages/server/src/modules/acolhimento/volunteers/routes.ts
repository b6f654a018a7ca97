import {
  VOLUNTEERS_API,
  volunteerCreateSchema,
  volunteerListQuerySchema,
  volunteerPageSchema,
  volunteerSchema,
  volunteerUpdateSchema,
  volunteerReportQuerySchema,
} from '@sisacte/contracts/acolhimento/volunteers';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { createOnce } from '../../shared/idempotency/create-once';
import { listReportRoutes } from '../shared/list-report';
import { volunteersReport } from './reports';
import * as repo from './repository';
import * as service from './service';

export const volunteersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: voluntários');

  app.get(
    VOLUNTEERS_API.list,
    route('Lista paginada de voluntários (?name; padrão id decrescente)', { querystring: volunteerListQuerySchema, response: { 200: volunteerPageSchema } }),
    async (request) => {
      const { content, total } = await repo.listVolunteers(app.db, request.query);
      return makePage(content, total, request.query.page, request.query.size);
    },
  );
  app.get(VOLUNTEERS_API.one, route('Um voluntário', { params: idParamsSchema, response: { 200: volunteerSchema } }, 404), async (request) => service.requireVolunteer(app.db, request.params.id));
  app.post(
    VOLUNTEERS_API.save,
    route('Cadastra um voluntário', { body: volunteerCreateSchema, response: { 201: volunteerSchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.createVolunteer(db, currentUser(request).id, request.body)),
  );
  app.put(VOLUNTEERS_API.save, route('Altera um voluntário', { body: volunteerUpdateSchema, response: { 200: volunteerSchema } }, 404), async (request) => service.updateVolunteer(app.db, request.body));
  app.delete(
    VOLUNTEERS_API.remove,
    route('Exclui um voluntário', { params: idParamsSchema, response: { 204: z.null().describe('Excluído') } }, 404),
    async (request, reply) => {
      await service.deleteVolunteer(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // PDF and XLSX of the lists.
  listReportRoutes(app, route, VOLUNTEERS_API, volunteerReportQuerySchema, volunteersReport, 'voluntários');
};
