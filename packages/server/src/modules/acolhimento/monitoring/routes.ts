import { MONITORS_API, monitorCreateSchema, monitorListQuerySchema, monitorPageSchema, monitorReportQuerySchema, monitorSchema, monitorUpdateSchema } from '@sisacte/contracts/acolhimento/monitors';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { actorOf, tracedWrite } from '../../audit';
import { crudRoutes, personListRead, personOfRecord } from '../../shared/crud/routes';
import { unbracketQuery } from '../welcomed/routes';
import { monitorsReport } from './reports';
import * as repo from './repository';
import * as service from './service';

export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: monitoramentos');
  app.addHook('preValidation', unbracketQuery);

  crudRoutes(app, route, { paths: MONITORS_API, entity: monitorSchema, trail: { record: 'monitoramento', subjectOf: personOfRecord, listRead: personListRead } }, {
    list: { summary: 'Lista paginada de monitoramentos (todas as pessoas, ou ?welcomed_id; filtros da pessoa; padrão id crescente)', query: monitorListQuerySchema, page: monitorPageSchema, read: repo.monitorReads.list },
    one: { summary: 'Um monitoramento, com a composição familiar', read: service.requireMonitor },
    create: { summary: 'Cadastra um monitoramento de uma pessoa ativa, com a composição familiar; registra o histórico', body: monitorCreateSchema, create: service.createMonitor },
    update: { summary: 'Altera um monitoramento e a composição familiar; registra o histórico', body: monitorUpdateSchema, update: service.updateMonitor },
    remove: { summary: 'Exclui um monitoramento; registra o histórico', path: MONITORS_API.one, removed: 'Excluído', remove: service.deleteMonitor },
    own: () =>
      app.delete(
        MONITORS_API.familyComposition,
        route('Exclui um membro da composição familiar de um monitoramento; registra o histórico', { params: idParamsSchema, response: { 204: z.null().describe('Excluído') } }, 404),
        async (request, reply) => {
          const { id } = request.params;
          await tracedWrite(
            app.db,
            actorOf(request),
            (tx) => service.deleteFamilyRow(tx, id, currentUser(request).id),
            () => ({ action: 'update', record: { type: 'monitoramento' }, details: { composicao_familiar_excluida: id } }),
          );
          return reply.code(204).send(null);
        },
      ),
    // PDF and XLSX of the list.
    report: { query: monitorReportQuerySchema, export: monitorsReport, what: 'monitoramentos' },
  });
};
