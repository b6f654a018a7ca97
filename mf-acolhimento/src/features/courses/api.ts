import { type Course, COURSES_API, PARTICIPANTS_PAGE_SIZE, WELCOMED_COURSES_API, type WELCOMED_COURSE_STATUSES } from '@sisacte/contracts/acolhimento/courses';
import { entityClient } from '@sisacte/ui';
import { linkedPeopleClient } from '../../shared/search-record-modal/linked-people-client';
import { type CourseFormValues } from './course-form-values';

export type EnrolmentStatus = (typeof WELCOMED_COURSE_STATUSES)[number];

/** The courses (GET /api/courses: id descending, 20 per page, ?name), one course, and the list's PDF and XLSX. */
export const courseApi = entityClient<Course, CourseFormValues, string>(COURSES_API, { query: (name) => ({ name: name || undefined }), sort: 'id,desc', xlsxName: 'cursos.xlsx' });

/** The people enrolled in a course (GET /api/welcomed-courses?course=), 100 per page, and what is done with them. */
export const participantsApi = (course: number) =>
  linkedPeopleClient<EnrolmentStatus>(WELCOMED_COURSES_API, { key: 'course', size: PARTICIPANTS_PAGE_SIZE, xlsxName: 'matriculados.xlsx' }, course);
