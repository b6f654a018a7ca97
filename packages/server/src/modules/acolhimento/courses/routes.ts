import { COURSES_API, courseCreateSchema, courseListQuerySchema, coursePageSchema, courseReportQuerySchema, courseSchema, courseUpdateSchema, ENROLMENTS } from '@sisacte/contracts/acolhimento/courses';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes, listReportRoutes } from '../../shared/crud/routes';
import { membershipRoutes } from '../shared/membership-routes';
import { COURSE_FILE_ENTITY } from './files';
import { coursesReport, enrolledReport } from './reports';
import * as repo from './repository';
import * as service from './service';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: cursos');

  crudRoutes(app, route, { paths: COURSES_API, entity: courseSchema, trail: { record: 'curso', reads: false } }, {
    list: { summary: 'Lista paginada de cursos (?name; padrão id decrescente)', query: courseListQuerySchema, page: coursePageSchema, read: repo.courseReads.list },
    one: { summary: 'Um curso', read: service.requireCourse },
    create: { summary: 'Cadastra um curso (término não anterior ao início)', body: courseCreateSchema, create: service.createCourse },
    update: { summary: 'Altera um curso', body: courseUpdateSchema, update: service.updateCourse },
    remove: {
      summary: 'Exclui um curso e as matrículas; registra o histórico das pessoas',
      removed: 'Excluído',
      remove: async (db, id, authorId) => {
        await service.deleteCourse(db, id, authorId);
        // The course's files go with it (rows, then the bytes).
        await app.files.removeAllOf(db, COURSE_FILE_ENTITY.name, id);
      },
    },
  });

  membershipRoutes(app, route, ENROLMENTS, {
    record: 'matricula',
    parentRecord: 'curso',
    summaries: {
      list: 'Pessoas matriculadas em um curso (?course) ou cursos de uma pessoa (?welcomed_id), por nome, páginas de 100',
      one: 'Uma matrícula',
      create: 'Matricula uma pessoa ativa em um curso (Matriculado); registra o histórico',
      update: 'Altera a situação de uma matrícula; registra o histórico',
      remove: 'Remove uma matrícula; registra o histórico',
      removed: 'Removida',
      what: 'pessoas matriculadas em um curso (?course)',
    },
    read: repo.enrolmentLinks.list,
    links: service.enrolments,
    export: enrolledReport,
  });

  // PDF and XLSX of the list of courses.
  listReportRoutes(app, route, COURSES_API, courseReportQuerySchema, coursesReport, 'cursos', 'curso');
};
