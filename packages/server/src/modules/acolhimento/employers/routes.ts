import { EMPLOYERS_API, employerCreateSchema, employerListQuerySchema, employerPageSchema, employerReportQuerySchema, employerSchema, employerShortSchema, employerUpdateSchema } from '@sisacte/contracts/acolhimento/employers';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes } from '../../shared/crud/routes';
import * as reports from './reports';
import * as repo from './repository';
import * as service from './service';

export const employersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: empregadores');

  crudRoutes(app, route, { paths: EMPLOYERS_API, entity: employerSchema, trail: { record: 'empregador', reads: false } }, {
    list: { summary: 'Lista paginada de empregadores (?name, ?document; padrão id decrescente)', query: employerListQuerySchema, page: employerPageSchema, read: repo.employerReads.list },
    own: () => app.get(EMPLOYERS_API.all, route('Todos os empregadores, por nome (id, nome, documento)', { response: { 200: z.array(employerShortSchema) } }), async () => repo.allEmployers(app.db)),
    report: { query: employerReportQuerySchema, export: reports.employersReport, what: 'empregadores' },
    one: { summary: 'Um empregador', read: service.requireEmployer },
    create: { summary: 'Cadastra um empregador (CPF ou CNPJ válido e único)', body: employerCreateSchema, create: service.createEmployer },
    update: { summary: 'Altera um empregador', body: employerUpdateSchema, update: service.updateEmployer },
    remove: { summary: 'Exclui um empregador', removed: 'Excluído', remove: service.deleteEmployer },
  });
};
