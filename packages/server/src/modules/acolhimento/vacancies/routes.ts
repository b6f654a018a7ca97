import {
  VACANCIES_API,
  vacancyCreateSchema,
  vacancyListQuerySchema,
  vacancyPageSchema,
  vacancySchema,
  vacancyUpdateSchema,
  WELCOMED_VACANCIES_API,
  welcomedVacancyCreateSchema,
  welcomedVacancyListQuerySchema,
  welcomedVacancyPageSchema,
  welcomedVacancySchema,
  welcomedVacancyUpdateSchema,
  vacancyReportQuerySchema,
  welcomedVacancyReportQuerySchema,
} from '@sisacte/contracts/acolhimento/vacancies';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { createOnce } from '../../shared/idempotency/create-once';
import { listReportRoutes } from '../shared/list-report';
import { referredReport, vacanciesReport } from './reports';
import * as repo from './repository';
import * as service from './service';

export const vacanciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: vagas');

  app.get(
    VACANCIES_API.list,
    route('Lista paginada de vagas (?employer, ?function, ?status; padrão id decrescente)', { querystring: vacancyListQuerySchema, response: { 200: vacancyPageSchema } }),
    async (request) => {
      const { page, size, sort, ...filter } = request.query;
      const { content, total } = await repo.listVacancies(app.db, filter, { page, size, sort });
      return makePage(content, total, page, size);
    },
  );

  app.get(VACANCIES_API.one, route('Uma vaga', { params: idParamsSchema, response: { 200: vacancySchema } }, 404), async (request) => service.requireVacancy(app.db, request.params.id));

  app.post(
    VACANCIES_API.save,
    route('Cadastra uma vaga de um empregador', { body: vacancyCreateSchema, response: { 201: vacancySchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.createVacancy(db, currentUser(request).id, request.body)),
  );

  app.put(VACANCIES_API.save, route('Altera uma vaga', { body: vacancyUpdateSchema, response: { 200: vacancySchema } }, 404), async (request) => service.updateVacancy(app.db, request.body));

  app.delete(
    VACANCIES_API.remove,
    route('Exclui uma vaga e os encaminhamentos a ela; registra o histórico das pessoas', { params: idParamsSchema, response: { 204: z.null().describe('Excluída') } }, 404),
    async (request, reply) => {
      await service.deleteVacancy(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    WELCOMED_VACANCIES_API.list,
    route('Pessoas encaminhadas a uma vaga (?vacancy) ou vagas de uma pessoa (?welcomed_id), por nome, páginas de 100', { querystring: welcomedVacancyListQuerySchema, response: { 200: welcomedVacancyPageSchema } }),
    async (request) => {
      const { page, size, vacancy, welcomed_id } = request.query;
      const { content, total } = await repo.listReferrals(app.db, { vacancy, welcomed_id }, { page, size });
      return makePage(content, total, page, size);
    },
  );

  app.get(
    WELCOMED_VACANCIES_API.one,
    route('Um encaminhamento a vaga', { params: idParamsSchema, response: { 200: welcomedVacancySchema } }, 404),
    async (request) => service.requireReferral(app.db, request.params.id),
  );

  app.post(
    WELCOMED_VACANCIES_API.list,
    route('Encaminha uma pessoa ativa a uma vaga (situação Encaminhado); registra o histórico', { body: welcomedVacancyCreateSchema, response: { 201: welcomedVacancySchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.refer(db, currentUser(request).id, request.body)),
  );

  app.put(
    WELCOMED_VACANCIES_API.one,
    route('Altera a situação de um encaminhamento a vaga; registra o histórico', { params: idParamsSchema, body: welcomedVacancyUpdateSchema, response: { 200: welcomedVacancySchema } }, 404),
    async (request) => service.setStatus(app.db, currentUser(request).id, request.params.id, request.body.status),
  );

  app.delete(
    WELCOMED_VACANCIES_API.one,
    route('Remove uma pessoa de uma vaga; registra o histórico', { params: idParamsSchema, response: { 204: z.null().describe('Removido') } }, 404),
    async (request, reply) => {
      await service.unrefer(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // PDF and XLSX of the lists.
  listReportRoutes(app, route, VACANCIES_API, vacancyReportQuerySchema, vacanciesReport, 'vagas');
  listReportRoutes(app, route, WELCOMED_VACANCIES_API, welcomedVacancyReportQuerySchema, referredReport, 'pessoas encaminhadas a uma vaga (?vacancy)');
};
