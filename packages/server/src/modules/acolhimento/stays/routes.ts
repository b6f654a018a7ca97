import { stayCheckinSchema, stayListQuerySchema, stayPageSchema, stayReportQuerySchema, STAYS_API, staySchema, stayUpdateSchema } from '@sisacte/contracts/acolhimento/stays';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes, personListRead, personOfRecord } from '../../shared/crud/routes';
import { unbracketQuery } from '../welcomed/routes';
import * as reports from './reports';
import * as repo from './repository';
import * as service from './service';

export const staysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', unbracketQuery);

  crudRoutes(app, staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: estadias'), { paths: STAYS_API, entity: staySchema, trail: { record: 'estadia', subjectOf: personOfRecord, listRead: personListRead } }, {
    list: { summary: 'Lista paginada de estadias (filtros da pessoa e da estadia; padrão id decrescente, pessoas ativas)', query: stayListQuerySchema, page: stayPageSchema, read: repo.stayReads.list },
    report: { query: stayReportQuerySchema, export: reports.staysReport, what: 'estadias' },
    one: { summary: 'Uma estadia', read: service.requireStay },
    create: { summary: 'Check-in de uma pessoa ativa (uma estadia aberta por pessoa, sem sobreposição); registra o histórico', path: STAYS_API.checkin, body: stayCheckinSchema, create: service.checkin },
    update: { summary: 'Check-out ou alteração das datas de uma estadia; registra o histórico', path: STAYS_API.checkout, body: stayUpdateSchema, update: service.update },
    remove: { summary: 'Exclui uma estadia; registra o histórico', path: STAYS_API.one, removed: 'Excluída', remove: service.remove },
  });
};
