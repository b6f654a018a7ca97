import { COURSES_API, courseCreateSchema, courseListQuerySchema, coursePageSchema, courseReportQuerySchema, courseSchema, courseUpdateSchema } from '@sisacte/contracts/acolhimento/courses';
import { WELCOMED_COURSES_API, welcomedCourseCreateSchema, welcomedCourseListQuerySchema, welcomedCoursePageSchema, welcomedCourseReportQuerySchema, welcomedCourseSchema, welcomedCourseUpdateSchema } from '@sisacte/contracts/acolhimento/courses';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../../../plugins/route-options';
import { crudRoutes, listReportRoutes, personOfRecord, type CrudTrail } from '../../shared/crud/routes';
import { COURSE_FILE_ENTITY } from './files';
import { coursesReport, enrolledReport } from './reports';
import * as repo from './repository';
import * as service from './service';

/** A course's participants (?course) read as the opening of the course; one person's courses (?welcomed_id) as the person's. */
const enrolmentsTrail: CrudTrail = {
  record: 'matricula',
  subjectOf: personOfRecord,
  listRead: (filter) =>
    typeof filter.welcomed_id === 'number'
      ? { subject: { type: 'pessoa', id: filter.welcomed_id } }
      : typeof filter.course === 'number'
        ? { record: { type: 'curso', id: filter.course } }
        : null,
};

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

  crudRoutes(app, route, { paths: WELCOMED_COURSES_API, entity: welcomedCourseSchema, trail: enrolmentsTrail }, {
    list: { summary: 'Pessoas matriculadas em um curso (?course) ou cursos de uma pessoa (?welcomed_id), por nome, páginas de 100', query: welcomedCourseListQuerySchema, page: welcomedCoursePageSchema, read: repo.enrolmentLinks.list },
    one: { summary: 'Uma matrícula', read: service.enrolments.require },
    create: { summary: 'Matricula uma pessoa ativa em um curso (Matriculado); registra o histórico', path: WELCOMED_COURSES_API.list, body: welcomedCourseCreateSchema, create: service.enrolments.add },
    update: { summary: 'Altera a situação de uma matrícula; registra o histórico', path: WELCOMED_COURSES_API.one, byId: true, body: welcomedCourseUpdateSchema, update: service.enrolments.setStatus },
    remove: { summary: 'Remove uma matrícula; registra o histórico', path: WELCOMED_COURSES_API.one, removed: 'Removida', remove: service.enrolments.remove },
  });

  // PDF and XLSX of the lists.
  listReportRoutes(app, route, COURSES_API, courseReportQuerySchema, coursesReport, 'cursos', 'curso');
  listReportRoutes(app, route, WELCOMED_COURSES_API, welcomedCourseReportQuerySchema, enrolledReport, 'pessoas matriculadas em um curso (?course)', 'matricula');
};
