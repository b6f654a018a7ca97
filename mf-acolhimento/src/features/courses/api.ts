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
import { type CourseFormValues } from './course-form';

const SORT = 'id,desc';
/** The SPEC's report paths: the courses list (PDF) and the people enrolled in one (PDF and XLSX). */
const REPORTS = {
  courses: '/api/courses/report',
  enrolled: '/api/welcomed-courses/report',
  enrolledXlsx: '/api/welcomed-courses/report-xlsx',
} as const;

export type EnrolmentStatus = (typeof WELCOMED_COURSE_STATUSES)[number];

/** GET /api/courses: id descending, 20 per page, ?name. */
export const listCourses = (name: string, page: number) =>
  http.get<Page<Course>>(COURSES_API.list, { name: name || undefined, page, size: 20, sort: SORT });
export const getCourse = (id: number) => http.get<Course>(fillPath(COURSES_API.one, { id }));
export const createCourse = (body: CourseFormValues) => http.create<Course>(COURSES_API.save, body);
export const updateCourse = (body: CourseFormValues & { id: number }) => http.put<Course>(COURSES_API.save, body);
export const deleteCourse = (id: number) => http.delete(fillPath(COURSES_API.remove, { id }));
export const openCoursesReport = (name: string) => openPdf(REPORTS.courses, { name: name || undefined, sort: SORT });

/** The people enrolled in a course (GET /api/welcomed-courses?course=), 100 per page, and what is done with them. */
export const participantsApi = (course: number) => ({
  list: (page: number) => http.get<Page<WelcomedCourse>>(WELCOMED_COURSES_API.list, { course, page, size: PARTICIPANTS_PAGE_SIZE }),
  add: (welcomed: number) => http.create<WelcomedCourse>(WELCOMED_COURSES_API.list, { welcomed, course }),
  setStatus: (id: number, status: EnrolmentStatus) => http.put<WelcomedCourse>(fillPath(WELCOMED_COURSES_API.one, { id }), { status }),
  remove: (id: number) => http.delete(fillPath(WELCOMED_COURSES_API.one, { id })),
  pdf: () => openPdf(REPORTS.enrolled, { course }),
  xlsx: () => saveFile(REPORTS.enrolledXlsx, 'matriculados.xlsx', { course }),
});
