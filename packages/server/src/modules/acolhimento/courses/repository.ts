import { COURSE_SORT_FIELDS, type Course, type WelcomedCourse } from '@sisacte/contracts/acolhimento/courses';
import { and, count, eq, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { courses, users, welcomedCourses, welcomeds } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { escapeLike } from '../../../lib/sql';
import { iso, ref } from '../shared/person-columns';
import { toWelcomedRef, welcomedRefFields } from '../shared/welcomed-ref';

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
const selectCourses = (db: DbOrTx) => db.select(fields).from(courses).leftJoin(users, eq(users.id, courses.authorId));
type Row = Awaited<ReturnType<typeof selectCourses>>[number];

const toCourse = (r: Row): Course => ({
  id: r.id,
  name: r.name,
  description: r.description,
  dateIni: r.dateIni,
  dateEnd: r.dateEnd,
  participants: Number(r.participants),
  author: ref(r.authorId, { id: r.authorId!, name: r.authorName ?? '' }),
  created_at: iso(r.createdAt),
});

export async function findCourse(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Course | null> {
  if (options.forUpdate) await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for('update');
  const [row] = await selectCourses(db).where(eq(courses.id, id));
  return row ? toCourse(row) : null;
}

const SORTS = { id: courses.id, name: courses.nameKey, dateIni: courses.dateIni } satisfies Record<(typeof COURSE_SORT_FIELDS)[number], unknown>;

export async function listCourses(db: DbOrTx, query: { page: number; size: number; sort?: string | undefined; name?: string | undefined }) {
  const page = pageQueryToSql(query, { fields: SORTS, defaultSort: { field: 'id', direction: 'desc' }, tieBreaker: courses.id });
  const words = query.name?.split(/\s+/).filter(Boolean) ?? [];
  const where = and(...words.map((w) => sql`${courses.nameKey} LIKE '%' || f_unaccent(lower(${escapeLike(w)})) || '%'`));
  const [rows, [total]] = await Promise.all([
    selectCourses(db).where(where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { content: rows.map(toCourse), total: total?.n ?? 0 };
}

export type CourseWrite = Pick<typeof courses.$inferInsert, 'name' | 'description' | 'dateIni' | 'dateEnd'>;

export async function insertCourse(tx: DbOrTx, data: CourseWrite, authorId: number): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({ ...data, authorId })
    .returning({ id: courses.id });
  return row!.id;
}

export async function updateCourse(tx: DbOrTx, id: number, data: CourseWrite): Promise<void> {
  await tx
    .update(courses)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(courses.id, id));
}

export async function deleteCourse(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(courses).where(eq(courses.id, id));
}

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
    .leftJoin(enrolmentAuthor, eq(enrolmentAuthor.id, welcomedCourses.authorId));
type EnrolmentRow = Awaited<ReturnType<typeof selectEnrolments>>[number];

const toEnrolment = (r: EnrolmentRow): WelcomedCourse => ({
  id: r.id,
  welcomed: toWelcomedRef(r),
  course: { id: r.courseId },
  status: r.status as WelcomedCourse['status'], // the database checks the same values
  author: ref(r.authorId, { id: r.authorId!, name: r.authorName ?? '' }),
  created_at: iso(r.createdAt),
});

export async function findEnrolment(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<WelcomedCourse | null> {
  if (options.forUpdate) await db.select({ id: welcomedCourses.id }).from(welcomedCourses).where(eq(welcomedCourses.id, id)).for('update');
  const [row] = await selectEnrolments(db).where(eq(welcomedCourses.id, id));
  return row ? toEnrolment(row) : null;
}

export async function listEnrolments(db: DbOrTx, f: { course?: number | undefined; welcomed_id?: number | undefined }, page: { page: number; size: number }) {
  const where = and(f.course === undefined ? undefined : eq(welcomedCourses.courseId, f.course), f.welcomed_id === undefined ? undefined : eq(welcomedCourses.welcomedId, f.welcomed_id));
  const [rows, [total]] = await Promise.all([
    selectEnrolments(db).where(where).orderBy(welcomeds.nameKey, welcomedCourses.id).limit(page.size).offset(page.page * page.size),
    db.select({ n: count() }).from(welcomedCourses).where(where),
  ]);
  return { content: rows.map(toEnrolment), total: total?.n ?? 0 };
}

export async function enrolmentOf(db: DbOrTx, courseId: number, welcomedId: number) {
  const [row] = await db.select({ id: welcomedCourses.id }).from(welcomedCourses).where(and(eq(welcomedCourses.courseId, courseId), eq(welcomedCourses.welcomedId, welcomedId)));
  return row ?? null;
}

export async function insertEnrolment(tx: DbOrTx, data: { courseId: number; welcomedId: number; authorId: number }): Promise<number> {
  const [row] = await tx.insert(welcomedCourses).values(data).returning({ id: welcomedCourses.id });
  return row!.id;
}

export async function setEnrolmentStatus(tx: DbOrTx, id: number, status: string): Promise<void> {
  await tx
    .update(welcomedCourses)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(welcomedCourses.id, id));
}

export async function deleteEnrolment(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(welcomedCourses).where(eq(welcomedCourses.id, id));
}

export async function courseExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return !!row;
}
