import { COURSE_SORT_FIELDS, type Course, type WelcomedCourse } from '@sisacte/contracts/acolhimento/courses';
import { and, eq, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { courses, users, welcomedCourses, welcomeds } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { keyContainsEveryWord } from '../../../lib/sql';
import { deleteById, findById, insertReturningId, readPage, updateById, type FindOptions } from '../../shared/crud/repository';
import type { PageRequest } from '../../shared/crud/routes';
import { authorStamp } from '../shared/repository/person-columns';
import { toWelcomedRef, welcomedRefFields } from '../shared/repository/welcomed-ref';

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
  authorId: courses.authorId,
  authorName: users.name,
  createdAt: courses.createdAt,
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

const enrolmentAuthor = alias(users, 'enrolment_author');
const enrolmentFields = {
  id: welcomedCourses.id,
  courseId: welcomedCourses.courseId,
  status: welcomedCourses.status,
  createdAt: welcomedCourses.createdAt,
  authorId: welcomedCourses.authorId,
  authorName: enrolmentAuthor.name,
  ...welcomedRefFields,
};
const selectEnrolments = (db: DbOrTx) =>
  db
    .select(enrolmentFields)
    .from(welcomedCourses)
    .innerJoin(welcomeds, eq(welcomeds.id, welcomedCourses.welcomedId))
    .leftJoin(enrolmentAuthor, eq(enrolmentAuthor.id, welcomedCourses.authorId))
    .$dynamic();
type EnrolmentRow = Awaited<ReturnType<typeof selectEnrolments>>[number];

const toEnrolment = (r: EnrolmentRow): WelcomedCourse => ({
  id: r.id,
  welcomed: toWelcomedRef(r),
  course: { id: r.courseId },
  status: r.status as WelcomedCourse['status'], // the database checks the same values
  ...authorStamp(r),
});

export const findEnrolment = (db: DbOrTx, id: number, options: FindOptions = {}) => findById(db, welcomedCourses, id, options, selectEnrolments(db), toEnrolment);

/** The people enrolled in a course (or a person's courses), by name. */
export async function listEnrolments(db: DbOrTx, f: { course?: number | undefined; welcomed_id?: number | undefined }, page: PageRequest) {
  const where = and(f.course === undefined ? undefined : eq(welcomedCourses.courseId, f.course), f.welcomed_id === undefined ? undefined : eq(welcomedCourses.welcomedId, f.welcomed_id));
  const window = { orderBy: [welcomeds.nameKey, welcomedCourses.id], limit: page.size, offset: page.page * page.size };
  return readPage(db, selectEnrolments(db), welcomedCourses, where, window, toEnrolment);
}

export async function enrolmentOf(db: DbOrTx, courseId: number, welcomedId: number) {
  const [row] = await db.select({ id: welcomedCourses.id }).from(welcomedCourses).where(and(eq(welcomedCourses.courseId, courseId), eq(welcomedCourses.welcomedId, welcomedId)));
  return row ?? null;
}

export const insertEnrolment = (tx: DbOrTx, data: { courseId: number; welcomedId: number; authorId: number }) => insertReturningId(tx, welcomedCourses, data);

export const setEnrolmentStatus = (tx: DbOrTx, id: number, status: string) => updateById(tx, welcomedCourses, id, { status });
export const deleteEnrolment = (tx: DbOrTx, id: number) => deleteById(tx, welcomedCourses, id);

export async function courseExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return !!row;
}
