import {
  FORWARDINGS_API,
  forwardingCreateSchema,
  forwardingListQuerySchema,
  forwardingPageSchema,
  forwardingReportQuerySchema,
  forwardingSchema,
  forwardingUpdateSchema,
} from '@sisacte/contracts/acolhimento/forwardings';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../../lib/documents';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { createOnce } from '../../shared/idempotency/create-once';
import { unbracketQueryKeys } from '../welcomed/routes';
import { listReportRoutes } from '../shared/list-report';
import * as reports from './reports';
import * as repo from './repository';
import * as service from './service';

const binary = (description: string) => z.any().describe(description);

export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: encaminhamentos');
  app.addHook('preValidation', async (request) => unbracketQueryKeys(request.query));

  app.get(
    FORWARDINGS_API.list,
    route('Lista paginada de encaminhamentos (filtros da pessoa e do encaminhamento; padrão id decrescente, pessoas ativas)', { querystring: forwardingListQuerySchema, response: { 200: forwardingPageSchema } }),
    async (request) => {
      const { page, size, sort, ...filter } = request.query;
      const { content, total, exact } = await repo.listForwardings(app.db, filter, { page, size, sort });
      return { ...makePage(content, total, page, size), totalExact: exact };
    },
  );

  listReportRoutes(app, route, FORWARDINGS_API, forwardingReportQuerySchema, reports.forwardingsReport, 'encaminhamentos');

  app.get(
    FORWARDINGS_API.one,
    route('Um encaminhamento', { params: idParamsSchema, response: { 200: forwardingSchema } }, 404),
    async (request) => service.requireForwarding(app.db, request.params.id),
  );

  app.get(
    FORWARDINGS_API.pdf,
    route('PDF de um encaminhamento (carta ao serviço parceiro)', { params: idParamsSchema, response: { 200: binary('application/pdf') } }, 404),
    async (request, reply) => {
      const found = await service.requireForwarding(app.db, request.params.id);
      return sendPdf(reply, `encaminhamento-${found.id}.pdf`, await reports.letterPdf(app.db, found));
    },
  );

  app.post(
    FORWARDINGS_API.save,
    route('Cadastra um encaminhamento de uma pessoa ativa (um ou mais tipos); registra o histórico', { body: forwardingCreateSchema, response: { 201: forwardingSchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.createForwarding(db, currentUser(request).id, request.body)),
  );

  app.put(
    FORWARDINGS_API.save,
    route('Altera um encaminhamento (data, tipos, observações); registra o histórico', { body: forwardingUpdateSchema, response: { 200: forwardingSchema } }, 404),
    async (request) => service.updateForwarding(app.db, currentUser(request).id, request.body),
  );

  app.delete(
    FORWARDINGS_API.remove,
    route('Exclui um encaminhamento; registra o histórico', { params: idParamsSchema, response: { 204: z.null().describe('Excluído') } }, 404),
    async (request, reply) => {
      await service.deleteForwarding(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
