import { VOLUNTEERS_API, volunteerCreateSchema, volunteerListQuerySchema, volunteerPageSchema, volunteerReportQuerySchema, volunteerSchema, volunteerUpdateSchema } from '@sisacte/contracts/acolhimento/volunteers';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes } from '../../shared/crud/routes';
import { volunteersReport } from './reports';
import * as repo from './repository';
import * as service from './service';

export const volunteersRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(app, staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: voluntários'), { paths: VOLUNTEERS_API, entity: volunteerSchema, trail: { record: 'voluntario' } }, {
    list: { summary: 'Lista paginada de voluntários (?name; padrão id decrescente)', query: volunteerListQuerySchema, page: volunteerPageSchema, read: repo.volunteerReads.list },
    one: { summary: 'Um voluntário', read: service.requireVolunteer },
    create: { summary: 'Cadastra um voluntário', body: volunteerCreateSchema, create: service.createVolunteer },
    update: { summary: 'Altera um voluntário', body: volunteerUpdateSchema, update: service.updateVolunteer },
    remove: { summary: 'Exclui um voluntário', removed: 'Excluído', remove: service.deleteVolunteer },
    // PDF and XLSX of the list.
    report: { query: volunteerReportQuerySchema, export: volunteersReport, what: 'voluntários' },
  });
};
