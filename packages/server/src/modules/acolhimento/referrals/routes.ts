import { FORWARDINGS_API, forwardingCreateSchema, forwardingListQuerySchema, forwardingPageSchema, forwardingReportQuerySchema, forwardingSchema, forwardingUpdateSchema } from '@sisacte/contracts/acolhimento/forwardings';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../../lib/documents';
import { idParamsSchema } from '../../../lib/params';
import { staffRoute } from '../../../plugins/route-options';
import { traceRead } from '../../audit';
import { crudRoutes, personListRead, personOfRecord } from '../../shared/crud/routes';
import { unbracketQuery } from '../welcomed/routes';
import * as reports from './reports';
import * as repo from './repository';
import * as service from './service';

const binary = (description: string) => z.any().describe(description);

export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: encaminhamentos');
  app.addHook('preValidation', unbracketQuery);

  crudRoutes(app, route, { paths: FORWARDINGS_API, entity: forwardingSchema, trail: { record: 'encaminhamento', subjectOf: personOfRecord, listRead: personListRead } }, {
    list: { summary: 'Lista paginada de encaminhamentos (filtros da pessoa e do encaminhamento; padrão id decrescente, pessoas ativas)', query: forwardingListQuerySchema, page: forwardingPageSchema, read: repo.forwardingReads.list },
    report: { query: forwardingReportQuerySchema, export: reports.forwardingsReport, what: 'encaminhamentos' },
    one: { summary: 'Um encaminhamento', read: service.requireForwarding },
    own: () =>
      app.get(FORWARDINGS_API.pdf, route('PDF de um encaminhamento (carta ao serviço parceiro)', { params: idParamsSchema, response: { 200: binary('application/pdf') } }, 404), async (request, reply) => {
        const found = await service.requireForwarding(app.db, request.params.id);
        await traceRead(app.db, request, { action: 'export', record: { type: 'encaminhamento', id: found.id }, subject: personOfRecord(found), details: { formato: 'pdf' } });
        return sendPdf(reply, `encaminhamento-${found.id}.pdf`, await reports.letterPdf(app.db, found));
      }),
    create: { summary: 'Cadastra um encaminhamento de uma pessoa ativa (um ou mais tipos); registra o histórico', body: forwardingCreateSchema, create: service.createForwarding },
    update: { summary: 'Altera um encaminhamento (data, tipos, observações); registra o histórico', body: forwardingUpdateSchema, update: service.updateForwarding },
    remove: { summary: 'Exclui um encaminhamento; registra o histórico', removed: 'Excluído', remove: service.deleteForwarding },
  });
};
