import { http, openPdf, saveFile } from '@sisacte/api-client';
import {
  type Course,
  COURSES_API,
  PARTICIPANTS_PAGE_SIZE,
  type WelcomedCourse,
  WELCOMED_COURSES_API,
  type WELCOMED_COURSE_STATUSES,
} from '@sisacte/contracts/acolhimento/courses';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { type Page } from '@sisacte/contracts/common/page';
import { type CourseFormValues } from './course-form-values';

const SORT = 'id,desc';

export type EnrolmentStatus = (typeof WELCOMED_COURSE_STATUSES)[number];

/** GET /api/courses: id descending, 20 per page, ?name. */
export const listCourses = (name: string, page: number) =>
  http.get<Page<Course>>(COURSES_API.list, { name: name || undefined, page, size: 20, sort: SORT });
export const getCourse = (id: number) => http.get<Course>(fillPath(COURSES_API.one, { id }));
export const createCourse = (body: CourseFormValues) => http.create<Course>(COURSES_API.save, body);
export const updateCourse = (body: CourseFormValues & { id: number }) => http.put<Course>(COURSES_API.save, body);
export const deleteCourse = (id: number) => http.delete(fillPath(COURSES_API.remove, { id }));
/** PDF of the filtered list, in a new window. */
export const openCoursesReport = (name: string) => openPdf(COURSES_API.report, { name: name || undefined, sort: SORT });
/** XLSX of the filtered list, saved. */
export const saveCoursesXlsx = (name: string) => saveFile(COURSES_API.reportXlsx, 'cursos.xlsx', { name: name || undefined });

/** The people enrolled in a course (GET /api/welcomed-courses?course=), 100 per page, and what is done with them. */
export const participantsApi = (course: number) => ({
  list: (page: number) => http.get<Page<WelcomedCourse>>(WELCOMED_COURSES_API.list, { course, page, size: PARTICIPANTS_PAGE_SIZE }),
  add: (welcomed: number) => http.create<WelcomedCourse>(WELCOMED_COURSES_API.list, { welcomed, course }),
  setStatus: (id: number, status: EnrolmentStatus) => http.put<WelcomedCourse>(fillPath(WELCOMED_COURSES_API.one, { id }), { status }),
  remove: (id: number) => http.delete(fillPath(WELCOMED_COURSES_API.one, { id })),
  pdf: () => openPdf(WELCOMED_COURSES_API.report, { course }),
  xlsx: () => saveFile(WELCOMED_COURSES_API.reportXlsx, 'matriculados.xlsx', { course }),
});
