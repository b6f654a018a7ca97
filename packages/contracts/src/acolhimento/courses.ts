import { z } from 'zod';
import { isoDateBetween, optionalText } from '../common/fields';
import { authorRefSchema, positiveId } from '../common/ids';
import { pageQuerySchema, pageSchema } from '../common/page';
import { queryId, queryText } from '../common/query';
import { refId, welcomedRefSchema } from './refs';

/** Training courses (cursos) and the people enrolled in them (welcomed courses). */
export const COURSES_API = {
  /** GET: the page (?name; id descending by default). */
  list: '/api/courses',
  one: '/api/courses/:id',
  /** POST creates, PUT updates (the body has the id; `author` may come as an id or {id} and is kept). */
  save: '/api/course',
  remove: '/api/course/:id',
  /** PDF of the filtered list. */
  report: '/api/courses/report',
  /** XLSX of the filtered list (cursos.xlsx). */
  reportXlsx: '/api/courses/report-xlsx',
} as const;

export const WELCOMED_COURSES_API = {
  /** GET ?course=ID: the people enrolled (page of 100, by name); POST welcomedCourseCreateSchema. */
  list: '/api/welcomed-courses',
  /** GET, PUT (the status), DELETE one enrolment. */
  one: '/api/welcomed-courses/:id',
  /** PDF of the people enrolled (?course=ID). */
  report: '/api/welcomed-courses/report',
  /** XLSX of the people enrolled (?course=ID; matriculados.xlsx). */
  reportXlsx: '/api/welcomed-courses/report-xlsx',
} as const;

export const COURSE_NOT_FOUND_MESSAGE = 'Curso não encontrado';
export const WELCOMED_COURSE_NOT_FOUND_MESSAGE = 'Matrícula não encontrada';
export const UNKNOWN_COURSE_MESSAGE = 'Curso inexistente';
export const COURSE_END_BEFORE_START_MESSAGE = 'A data de término não pode ser anterior à data de início';
export const alreadyEnrolledMessage = (name: string) => `${name} já está matriculado(a) neste curso`;

/** An enrolment starts as Matriculado. */
export const WELCOMED_COURSE_STATUSES = ['Matriculado', 'Concluído', 'Desistente', 'Reprovado'] as const;
export const PARTICIPANTS_PAGE_SIZE = 100;
export const COURSE_SORT_FIELDS = ['id', 'name', 'dateIni'] as const;

export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** YYYY-MM-DD */
  dateIni: z.string().nullable(),
  dateEnd: z.string().nullable(),
  /** People enrolled (any status). */
  participants: z.number().int(),
  author: authorRefSchema.nullable(),
  created_at: z.string(),
});
export type Course = z.infer<typeof courseSchema>;
export const coursePageSchema = pageSchema(courseSchema);

const courseDate = (label: string) =>
  z
    .preprocess((v) => (v === '' ? null : v), isoDateBetween(label).nullish())
    .transform((v) => v ?? null);

const courseFields = z.object({
  name: z.string({ error: 'Nome do curso é obrigatório' }).trim().min(1, 'Nome do curso é obrigatório').max(150, 'Nome do curso deve ter no máximo 150 caracteres'),
  description: optionalText('Descrição', 2000),
  dateIni: courseDate('Data de início'),
  dateEnd: courseDate('Data de término'),
  /** The author as the GET answers it (or its id): accepted and ignored, the creator stays. */
  author: refId('Autor inválido').nullish(),
});
const endNotBeforeStart = (c: { dateIni: string | null; dateEnd: string | null }) => !c.dateIni || !c.dateEnd || c.dateEnd >= c.dateIni;
export const courseCreateSchema = courseFields.refine(endNotBeforeStart, { error: COURSE_END_BEFORE_START_MESSAGE, path: ['dateEnd'] });
export const courseUpdateSchema = courseFields
  .extend({ id: positiveId('id do curso inválido') })
  .refine(endNotBeforeStart, { error: COURSE_END_BEFORE_START_MESSAGE, path: ['dateEnd'] });
export type CourseCreateParsed = z.output<typeof courseCreateSchema>;
export type CourseUpdateParsed = z.output<typeof courseUpdateSchema>;
export const courseListQuerySchema = pageQuerySchema.extend({ name: queryText('Nome', 150) });

// ---------------------------------------------------------------- enrolments

export const welcomedCourseSchema = z.object({
  id: z.number().int(),
  welcomed: welcomedRefSchema,
  course: z.object({ id: z.number().int() }),
  status: z.enum(WELCOMED_COURSE_STATUSES),
  author: authorRefSchema.nullable(),
  created_at: z.string(),
});
export type WelcomedCourse = z.infer<typeof welcomedCourseSchema>;
export const welcomedCoursePageSchema = pageSchema(welcomedCourseSchema);

export const welcomedCourseCreateSchema = z.object({ welcomed: refId('Pessoa inválida', 'Pessoa é obrigatória'), course: refId('Curso inválido', 'Curso é obrigatório') });
export const welcomedCourseUpdateSchema = z.object({
  status: z.enum(WELCOMED_COURSE_STATUSES, { error: `Situação deve ser ${WELCOMED_COURSE_STATUSES.join(', ')}` }),
});
export const welcomedCourseListQuerySchema = pageQuerySchema.extend({
  course: queryId('Curso'),
  welcomed_id: queryId('Pessoa'),
  size: pageQuerySchema.shape.size.unwrap().default(PARTICIPANTS_PAGE_SIZE),
});

/** The reports take the list's filters and its sort. */
export const courseReportQuerySchema = z.object({ name: queryText('Nome', 150), sort: pageQuerySchema.shape.sort });
export const welcomedCourseReportQuerySchema = z.object({ course: queryId('Curso'), welcomed_id: queryId('Pessoa'), sort: pageQuerySchema.shape.sort });
