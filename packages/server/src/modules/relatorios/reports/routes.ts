import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import { REPORTS_API, reportListQuerySchema, reportPageSchema, reportSavedSchema, reportSaveSchema, reportSchema } from '@sisacte/contracts/relatorios/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../../lib/documents';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes } from '../../shared/crud/routes';
import { createOnce } from '../../shared/idempotency/create-once';
import { reportPdf } from './pdf';
import * as repo from './repository';
import * as service from './service';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.RELATORIOS, 'Relatórios de fiscalização');

  app.get(
    REPORTS_API.list,
    route('Lista paginada de relatórios (?empregador, ?nrInscricao, ?data_ini, ?data_fim; padrão id decrescente)', { querystring: reportListQuerySchema, response: { 200: reportPageSchema } }),
    async (request) => {
      const { page, size, sort, ...filter } = request.query;
      const { content, total } = await repo.listReports(app.db, filter, { page, size, sort });
      return makePage(content, total, page, size);
    },
  );

  app.get(
    REPORTS_API.pdf,
    route('O relatório em PDF', { params: idParamsSchema, response: { 200: z.any().describe('PDF') } }, 404),
    async (request, reply) => {
      const report = await service.requireReport(app.db, request.params.id);
      return sendPdf(reply, `relatorio-${report.id}.pdf`, await reportPdf(report));
    },
  );

  app.get(
    REPORTS_API.one,
    route('Um relatório', { params: idParamsSchema, response: { 200: reportSchema } }, 404),
    async (request) => service.requireReport(app.db, request.params.id),
  );

  app.post(
    REPORTS_API.save,
    route('Salva um relatório: cria (sem id, 201) ou altera (com id, 200); responde o id', { body: reportSaveSchema, response: { 200: reportSavedSchema, 201: reportSavedSchema } }, 404),
    async (request, reply) => {
      const author = currentUser(request).id;
      if (request.body.id !== undefined) return reply.code(200).send(await service.saveReport(app.db, author, request.body));
      return createOnce(request, reply, (db) => service.saveReport(db, author, request.body));
    },
  );

  crudRoutes(app, route, { paths: { remove: REPORTS_API.remove }, entity: reportSchema }, {
    remove: { summary: 'Exclui um relatório', removed: 'Excluído', remove: (db, id) => service.deleteReport(db, id) },
  });
};
