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
import { entityClient } from '@sisacte/ui';
import { type CourseFormValues } from './course-form-values';

export type EnrolmentStatus = (typeof WELCOMED_COURSE_STATUSES)[number];

/** The courses (GET /api/courses: id descending, 20 per page, ?name), one course, and the list's PDF and XLSX. */
export const courseApi = entityClient<Course, CourseFormValues, string>(COURSES_API, { query: (name) => ({ name: name || undefined }), sort: 'id,desc', xlsxName: 'cursos.xlsx' });

/** The people enrolled in a course (GET /api/welcomed-courses?course=), 100 per page, and what is done with them. */
export const participantsApi = (course: number) => ({
  list: (page: number) => http.get<Page<WelcomedCourse>>(WELCOMED_COURSES_API.list, { course, page, size: PARTICIPANTS_PAGE_SIZE }),
  add: (welcomed: number) => http.create<WelcomedCourse>(WELCOMED_COURSES_API.list, { welcomed, course }),
  setStatus: (id: number, status: EnrolmentStatus) => http.put<WelcomedCourse>(fillPath(WELCOMED_COURSES_API.one, { id }), { status }),
  remove: (id: number) => http.delete(fillPath(WELCOMED_COURSES_API.one, { id })),
  pdf: () => openPdf(WELCOMED_COURSES_API.report, { course }),
  xlsx: () => saveFile(WELCOMED_COURSES_API.reportXlsx, 'matriculados.xlsx', { course }),
});
