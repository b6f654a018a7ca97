import { VACANCIES_API, VACANCY_REFERRALS, vacancyCreateSchema, vacancyListQuerySchema, vacancyPageSchema, vacancyReportQuerySchema, vacancySchema, vacancyUpdateSchema } from '@sisacte/contracts/acolhimento/vacancies';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes, listReportRoutes } from '../../shared/crud/routes';
import { membershipRoutes } from '../shared/membership-routes';
import { referredReport, vacanciesReport } from './reports';
import * as repo from './repository';
import * as service from './service';

export const vacanciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: vagas');

  crudRoutes(app, route, { paths: VACANCIES_API, entity: vacancySchema, trail: { record: 'vaga', reads: false } }, {
    list: { summary: 'Lista paginada de vagas (?employer, ?function, ?status; padrão id decrescente)', query: vacancyListQuerySchema, page: vacancyPageSchema, read: repo.vacancyReads.list },
    one: { summary: 'Uma vaga', read: service.requireVacancy },
    create: { summary: 'Cadastra uma vaga de um empregador', body: vacancyCreateSchema, create: service.createVacancy },
    update: { summary: 'Altera uma vaga', body: vacancyUpdateSchema, update: service.updateVacancy },
    remove: { summary: 'Exclui uma vaga e os encaminhamentos a ela; registra o histórico das pessoas', removed: 'Excluída', remove: service.deleteVacancy },
  });

  // The people referred to a vacancy.
  membershipRoutes(app, route, VACANCY_REFERRALS, {
    record: 'vaga-encaminhamento',
    parentRecord: 'vaga',
    summaries: {
      list: 'Pessoas encaminhadas a uma vaga (?vacancy) ou vagas de uma pessoa (?welcomed_id), por nome, páginas de 100',
      one: 'Um encaminhamento a vaga',
      create: 'Encaminha uma pessoa ativa a uma vaga (situação Encaminhado); registra o histórico',
      update: 'Altera a situação de um encaminhamento a vaga; registra o histórico',
      remove: 'Remove uma pessoa de uma vaga; registra o histórico',
      removed: 'Removido',
      what: 'pessoas encaminhadas a uma vaga (?vacancy)',
    },
    read: repo.referralLinks.list,
    links: service.referrals,
    export: referredReport,
  });

  // PDF and XLSX of the list of vacancies.
  listReportRoutes(app, route, VACANCIES_API, vacancyReportQuerySchema, vacanciesReport, 'vagas', 'vaga');
};
