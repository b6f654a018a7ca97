import { COURSE_SORT_FIELDS, type Course, type WelcomedCourse } from '@sisacte/contracts/acolhimento/courses';
import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { courses, users, welcomedCourses } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { keyContainsEveryWord } from '../../../lib/sql';
import { deleteById, findById, insertReturningId, readPage, updateById, type FindOptions } from '../../shared/crud/repository';
import type { PageRequest } from '../../shared/crud/routes';
import { authorFields, authorStamp } from '../shared/repository/person-columns';
import { membershipLinks } from '../shared/repository/membership-links';

/* Courses and their enrolments. */

const qb = new QueryBuilder();
const participants = sql<number>`(${qb.select({ n: sql`count(*)::int` }).from(welcomedCourses).where(eq(welcomedCourses.courseId, courses.id))})`;

const fields = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  dateIni: courses.dateIni,
  dateEnd: courses.dateEnd,
  participants,
  ...authorFields(courses),
};
const selectCourses = (db: DbOrTx) => db.select(fields).from(courses).leftJoin(users, eq(users.id, courses.authorId)).$dynamic();
type Row = Awaited<ReturnType<typeof selectCourses>>[number];

const toCourse = (r: Row): Course => ({
  id: r.id,
  name: r.name,
  description: r.description,
  dateIni: r.dateIni,
  dateEnd: r.dateEnd,
  participants: Number(r.participants),
  ...authorStamp(r),
});

export const findCourse = (db: DbOrTx, id: number, options: FindOptions = {}) => findById(db, courses, id, options, selectCourses(db), toCourse);

const SORTS = { id: courses.id, name: courses.nameKey, dateIni: courses.dateIni } satisfies Record<(typeof COURSE_SORT_FIELDS)[number], unknown>;

export async function listCourses(db: DbOrTx, filter: { name?: string | undefined }, query: PageRequest) {
  const page = pageQueryToSql(query, { fields: SORTS, defaultSort: { field: 'id', direction: 'desc' }, tieBreaker: courses.id });
  return readPage(db, selectCourses(db), courses, keyContainsEveryWord(courses.nameKey, filter.name), page, toCourse);
}

export type CourseWrite = Pick<typeof courses.$inferInsert, 'name' | 'description' | 'dateIni' | 'dateEnd'>;

export const insertCourse = (tx: DbOrTx, data: CourseWrite, authorId: number) => insertReturningId(tx, courses, { ...data, authorId });
export const updateCourse = (tx: DbOrTx, id: number, data: CourseWrite) => updateById(tx, courses, id, data);
export const deleteCourse = (tx: DbOrTx, id: number) => deleteById(tx, courses, id);

// ---------------------------------------------------------------- enrolments

/** The link table's reads and writes, for the memberships of the service. */
export const enrolmentLinks = membershipLinks(welcomedCourses, 'courseId', 'enrolment_author', (e): WelcomedCourse => ({
  id: e.id,
  welcomed: e.welcomed,
  course: { id: e.parentId },
  status: e.status as WelcomedCourse['status'], // the database checks the same values
  author: e.author,
  created_at: e.created_at,
}));

export const findEnrolment = enrolmentLinks.find;
/** The people enrolled in a course (or a person's courses), by name. */
export const listEnrolments = (db: DbOrTx, f: { course?: number | undefined; welcomed_id?: number | undefined }, page: PageRequest) =>
  enrolmentLinks.list(db, { parentId: f.course, welcomedId: f.welcomed_id }, page);

export async function courseExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return !!row;
}
