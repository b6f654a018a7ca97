import {
  COURSES_API,
  courseCreateSchema,
  courseListQuerySchema,
  coursePageSchema,
  courseSchema,
  courseUpdateSchema,
  WELCOMED_COURSES_API,
  welcomedCourseCreateSchema,
  welcomedCourseListQuerySchema,
  welcomedCoursePageSchema,
  welcomedCourseSchema,
  welcomedCourseUpdateSchema,
  courseReportQuerySchema,
  welcomedCourseReportQuerySchema,
} from '@sisacte/contracts/acolhimento/courses';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { makePage } from '@sisacte/contracts/common/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../lib/params';
import { currentUser } from '../../../plugins/auth';
import { staffRoute } from '../../../plugins/route-options';
import { createOnce } from '../../shared/idempotency/create-once';
import { COURSE_FILE_ENTITY } from './files';
import { listReportRoutes } from '../shared/list-report';
import { coursesReport, enrolledReport } from './reports';
import * as repo from './repository';
import * as service from './service';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = staffRoute(ROLES.ACOLHIMENTO, 'Acolhimento: cursos');

  app.get(
    COURSES_API.list,
    route('Lista paginada de cursos (?name; padrão id decrescente)', { querystring: courseListQuerySchema, response: { 200: coursePageSchema } }),
    async (request) => {
      const { content, total } = await repo.listCourses(app.db, request.query);
      return makePage(content, total, request.query.page, request.query.size);
    },
  );
  app.get(COURSES_API.one, route('Um curso', { params: idParamsSchema, response: { 200: courseSchema } }, 404), async (request) => service.requireCourse(app.db, request.params.id));
  app.post(
    COURSES_API.save,
    route('Cadastra um curso (término não anterior ao início)', { body: courseCreateSchema, response: { 201: courseSchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.createCourse(db, currentUser(request).id, request.body)),
  );
  app.put(COURSES_API.save, route('Altera um curso', { body: courseUpdateSchema, response: { 200: courseSchema } }, 404), async (request) => service.updateCourse(app.db, request.body));
  app.delete(
    COURSES_API.remove,
    route('Exclui um curso e as matrículas; registra o histórico das pessoas', { params: idParamsSchema, response: { 204: z.null().describe('Excluído') } }, 404),
    async (request, reply) => {
      await service.deleteCourse(app.db, currentUser(request).id, request.params.id);
      // The course's files go with it (rows, then the bytes).
      await app.files.removeAllOf(app.db, COURSE_FILE_ENTITY.name, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    WELCOMED_COURSES_API.list,
    route('Pessoas matriculadas em um curso (?course) ou cursos de uma pessoa (?welcomed_id), por nome, páginas de 100', { querystring: welcomedCourseListQuerySchema, response: { 200: welcomedCoursePageSchema } }),
    async (request) => {
      const { page, size, course, welcomed_id } = request.query;
      const { content, total } = await repo.listEnrolments(app.db, { course, welcomed_id }, { page, size });
      return makePage(content, total, page, size);
    },
  );
  app.get(WELCOMED_COURSES_API.one, route('Uma matrícula', { params: idParamsSchema, response: { 200: welcomedCourseSchema } }, 404), async (request) => service.requireEnrolment(app.db, request.params.id));
  app.post(
    WELCOMED_COURSES_API.list,
    route('Matricula uma pessoa ativa em um curso (Matriculado); registra o histórico', { body: welcomedCourseCreateSchema, response: { 201: welcomedCourseSchema } }),
    async (request, reply) => createOnce(request, reply, (db) => service.enrol(db, currentUser(request).id, request.body)),
  );
  app.put(
    WELCOMED_COURSES_API.one,
    route('Altera a situação de uma matrícula; registra o histórico', { params: idParamsSchema, body: welcomedCourseUpdateSchema, response: { 200: welcomedCourseSchema } }, 404),
    async (request) => service.setStatus(app.db, currentUser(request).id, request.params.id, request.body.status),
  );
  app.delete(
    WELCOMED_COURSES_API.one,
    route('Remove uma matrícula; registra o histórico', { params: idParamsSchema, response: { 204: z.null().describe('Removida') } }, 404),
    async (request, reply) => {
      await service.unenrol(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // PDF and XLSX of the lists.
  listReportRoutes(app, route, COURSES_API, courseReportQuerySchema, coursesReport, 'cursos');
  listReportRoutes(app, route, WELCOMED_COURSES_API, welcomedCourseReportQuerySchema, enrolledReport, 'pessoas matriculadas em um curso (?course)');
};
