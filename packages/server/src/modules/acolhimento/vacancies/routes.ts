import { VACANCIES_API, vacancyCreateSchema, vacancyListQuerySchema, vacancyPageSchema, vacancyReportQuerySchema, vacancySchema, vacancyUpdateSchema } from '@sisacte/contracts/acolhimento/vacancies';
import { WELCOMED_VACANCIES_API, welcomedVacancyCreateSchema, welcomedVacancyListQuerySchema, welcomedVacancyPageSchema, welcomedVacancyReportQuerySchema, welcomedVacancySchema, welcomedVacancyUpdateSchema } from '@sisacte/contracts/acolhimento/vacancies';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes, listReportRoutes, personOfRecord, type CrudTrail } from '../../shared/crud/routes';
import { referredReport, vacanciesReport } from './reports';
import * as repo from './repository';
import * as service from './service';

/** A vacancy's referred people (?vacancy) read as the opening of the vacancy; one person's vacancies (?welcomed_id) as the person's. */
const referralsTrail: CrudTrail = {
  record: 'vaga-encaminhamento',
  subjectOf: personOfRecord,
  listRead: (filter) =>
    typeof filter.welcomed_id === 'number'
      ? { subject: { type: 'pessoa', id: filter.welcomed_id } }
      : typeof filter.vacancy === 'number'
        ? { record: { type: 'vaga', id: filter.vacancy } }
        : null,
};

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
  crudRoutes(app, route, { paths: WELCOMED_VACANCIES_API, entity: welcomedVacancySchema, trail: referralsTrail }, {
    list: { summary: 'Pessoas encaminhadas a uma vaga (?vacancy) ou vagas de uma pessoa (?welcomed_id), por nome, páginas de 100', query: welcomedVacancyListQuerySchema, page: welcomedVacancyPageSchema, read: repo.referralLinks.list },
    one: { summary: 'Um encaminhamento a vaga', read: service.referrals.require },
    create: { summary: 'Encaminha uma pessoa ativa a uma vaga (situação Encaminhado); registra o histórico', path: WELCOMED_VACANCIES_API.list, body: welcomedVacancyCreateSchema, create: service.referrals.add },
    update: { summary: 'Altera a situação de um encaminhamento a vaga; registra o histórico', path: WELCOMED_VACANCIES_API.one, byId: true, body: welcomedVacancyUpdateSchema, update: service.referrals.setStatus },
    remove: { summary: 'Remove uma pessoa de uma vaga; registra o histórico', path: WELCOMED_VACANCIES_API.one, removed: 'Removido', remove: service.referrals.remove },
  });

  // PDF and XLSX of the lists.
  listReportRoutes(app, route, VACANCIES_API, vacancyReportQuerySchema, vacanciesReport, 'vagas', 'vaga');
  listReportRoutes(app, route, WELCOMED_VACANCIES_API, welcomedVacancyReportQuerySchema, referredReport, 'pessoas encaminhadas a uma vaga (?vacancy)', 'vaga-encaminhamento');
};
