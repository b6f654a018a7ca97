import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import { REPORTS_API, reportListQuerySchema, reportPageSchema, reportSavedSchema, reportSaveSchema, reportSchema } from '@sisacte/contracts/relatorios/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../../lib/documents';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { actorOf, traceRead, tracedWrite, type TrailFact } from '../../audit';
import { crudRoutes } from '../../shared/crud/routes';
import { createOnce } from '../../shared/idempotency/create-once';
import { reportPdf } from './pdf';
import * as repo from './repository';
import * as service from './service';

/** A report's entry in the access trail (no subject: a report is about an employer, not a person's or complaint's record). */
const reportFact = (action: TrailFact['action'], id: number, details?: TrailFact['details']): TrailFact => ({ action, record: { type: 'relatorio', id }, details });

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
      const pdf = await reportPdf(report);
      await traceRead(app.db, request, reportFact('export', report.id, { formato: 'pdf' }));
      return sendPdf(reply, `relatorio-${report.id}.pdf`, pdf);
    },
  );

  app.get(
    REPORTS_API.one,
    route('Um relatório', { params: idParamsSchema, response: { 200: reportSchema } }, 404),
    async (request) => {
      const report = await service.requireReport(app.db, request.params.id);
      await traceRead(app.db, request, reportFact('read', report.id));
      return report;
    },
  );

  app.post(
    REPORTS_API.save,
    route('Salva um relatório: cria (sem id, 201) ou altera (com id, 200); responde o id', { body: reportSaveSchema, response: { 200: reportSavedSchema, 201: reportSavedSchema } }, 404),
    async (request, reply) => {
      const author = currentUser(request).id;
      const save = (db: typeof app.db, action: 'create' | 'update') =>
        tracedWrite(db, actorOf(request), (tx) => service.saveReport(tx, author, request.body), (saved) => reportFact(action, saved.id));
      if (request.body.id !== undefined) return reply.code(200).send(await save(app.db, 'update'));
      return createOnce(request, reply, (db) => save(db, 'create'));
    },
  );

  crudRoutes(app, route, { paths: { remove: REPORTS_API.remove }, entity: reportSchema, trail: { record: 'relatorio' } }, {
    remove: { summary: 'Exclui um relatório', removed: 'Excluído', remove: (db, id) => service.deleteReport(db, id) },
  });
};
