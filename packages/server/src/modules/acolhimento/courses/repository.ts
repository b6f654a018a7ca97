import { COURSE_SORT_FIELDS, WELCOMED_COURSE_STATUSES } from '@sisacte/contracts/acolhimento/courses';
import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { courses, welcomedCourses } from '../../../db/schema';
import { keyContainsEveryWord } from '../../../lib/sql';
import { deleteById, insertReturningId, updateById } from '../../shared/crud/repository';
import { authoredReads, columnsOf } from '../shared/repository/authored-records';
import { membershipLinks } from '../shared/repository/membership-links';

/* Courses and their enrolments. */

const qb = new QueryBuilder();

/** The columns a course is read and written as, under their own names. */
const FIELDS = ['name', 'description', 'dateIni', 'dateEnd'] as const;

/** One course (with how many people it has) and the list (?name). */
export const courseReads = authoredReads({
  table: courses,
  columns: {
    ...columnsOf(courses, ...FIELDS),
    participants: sql<number>`(${qb.select({ n: sql`count(*)::int` }).from(welcomedCourses).where(eq(welcomedCourses.courseId, courses.id))})`.mapWith(Number),
  },
  conditions: (f: { name?: string | undefined }) => keyContainsEveryWord(courses.nameKey, f.name),
  sorts: { id: courses.id, name: courses.nameKey, dateIni: courses.dateIni } satisfies Record<(typeof COURSE_SORT_FIELDS)[number], unknown>,
  direction: 'desc',
});

export type CourseWrite = Pick<typeof courses.$inferInsert, (typeof FIELDS)[number]>;

export const insertCourse = (tx: DbOrTx, data: CourseWrite, authorId: number) => insertReturningId(tx, courses, { ...data, authorId });
export const updateCourse = (tx: DbOrTx, id: number, data: CourseWrite) => updateById(tx, courses, id, data);
export const deleteCourse = (tx: DbOrTx, id: number) => deleteById(tx, courses, id);

// ---------------------------------------------------------------- enrolments

/** The people enrolled in a course (or a person's courses, by name): the link table's reads and writes. */
export const enrolmentLinks = membershipLinks(welcomedCourses, { parent: 'courseId', field: 'course', statuses: WELCOMED_COURSE_STATUSES, authorAlias: 'enrolment_author' });

export async function courseExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return !!row;
}
