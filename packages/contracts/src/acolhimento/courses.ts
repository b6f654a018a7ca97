import { z } from 'zod';
import { entityPaths, listPaths } from '../common/api-path';
import { isoDateBetween, optionalText, requiredText } from '../common/fields';
import { recordSchema, updateSchemaOf } from '../common/ids';
import { pageQuerySchema, pageSchema, reportQueryOf } from '../common/page';
import { queryText } from '../common/query';
import { membership } from './memberships';
import { refId } from './refs';

/**
 * Training courses (cursos): the list takes ?name (id descending by default); a save's `author` may
 * come as an id or {id} and is kept; the XLSX is cursos.xlsx.
 */
export const COURSES_API = entityPaths('courses', 'course');

/**
 * The people enrolled in a course (welcomed courses): the list takes ?course=ID (a page of 100, by
 * name) and a POST of welcomedCourseCreateSchema; `one` also takes PUT (the status) and DELETE; the
 * exports take ?course=ID (the XLSX is matriculados.xlsx).
 */
export const WELCOMED_COURSES_API = listPaths('welcomed-courses');

export const COURSE_NOT_FOUND_MESSAGE = 'Curso não encontrado';
export const WELCOMED_COURSE_NOT_FOUND_MESSAGE = 'Matrícula não encontrada';
export const UNKNOWN_COURSE_MESSAGE = 'Curso inexistente';
export const COURSE_END_BEFORE_START_MESSAGE = 'A data de término não pode ser anterior à data de início';
export const alreadyEnrolledMessage = (name: string) => `${name} já está matriculado(a) neste curso`;

/** An enrolment starts as Matriculado. */
export const WELCOMED_COURSE_STATUSES = ['Matriculado', 'Concluído', 'Desistente', 'Reprovado'] as const;
export const PARTICIPANTS_PAGE_SIZE = 100;
export const COURSE_SORT_FIELDS = ['id', 'name', 'dateIni'] as const;

export const courseSchema = recordSchema({
  name: z.string(),
  description: z.string().nullable(),
  /** YYYY-MM-DD */
  dateIni: z.string().nullable(),
  dateEnd: z.string().nullable(),
  /** People enrolled (any status). */
  participants: z.number().int(),
});
export type Course = z.infer<typeof courseSchema>;
export const coursePageSchema = pageSchema(courseSchema);

const courseDate = (label: string) =>
  z
    .preprocess((v) => (v === '' ? null : v), isoDateBetween(label).nullish())
    .transform((v) => v ?? null);

const courseFields = z.object({
  name: requiredText('Nome do curso', 150),
  description: optionalText('Descrição', 2000),
  dateIni: courseDate('Data de início'),
  dateEnd: courseDate('Data de término'),
  /** The author as the GET answers it (or its id): accepted and ignored, the creator stays. */
  author: refId('Autor inválido').nullish(),
});
const endNotBeforeStart = (c: { dateIni: string | null; dateEnd: string | null }) => !c.dateIni || !c.dateEnd || c.dateEnd >= c.dateIni;
export const courseCreateSchema = courseFields.refine(endNotBeforeStart, { error: COURSE_END_BEFORE_START_MESSAGE, path: ['dateEnd'] });
export const courseUpdateSchema = updateSchemaOf(courseFields, 'id do curso inválido').refine(endNotBeforeStart, { error: COURSE_END_BEFORE_START_MESSAGE, path: ['dateEnd'] });
export type CourseCreateParsed = z.output<typeof courseCreateSchema>;
export type CourseUpdateParsed = z.output<typeof courseUpdateSchema>;
export const courseListQuerySchema = pageQuerySchema.extend({ name: queryText('Nome', 150) });

// ---------------------------------------------------------------- enrolments

export const ENROLMENTS = membership({
  paths: WELCOMED_COURSES_API, field: 'course', parentLabel: 'Curso', parentRef: refId('Curso inválido', 'Curso é obrigatório'),
  statuses: WELCOMED_COURSE_STATUSES, pageSize: PARTICIPANTS_PAGE_SIZE,
  messages: { notFound: WELCOMED_COURSE_NOT_FOUND_MESSAGE, unknownParent: UNKNOWN_COURSE_MESSAGE, alreadyLinked: alreadyEnrolledMessage },
});
export type WelcomedCourse = z.infer<typeof ENROLMENTS.schema>;

export const courseReportQuerySchema = reportQueryOf(courseListQuerySchema);
