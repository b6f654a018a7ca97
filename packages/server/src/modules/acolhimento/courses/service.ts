import {
  alreadyEnrolledMessage,
  type Course,
  type CourseCreateParsed,
  COURSE_NOT_FOUND_MESSAGE,
  type CourseUpdateParsed,
  UNKNOWN_COURSE_MESSAGE,
  type WelcomedCourse,
  WELCOMED_COURSE_NOT_FOUND_MESSAGE,
} from '@sisacte/contracts/acolhimento/courses';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, notFound } from '../../../lib/http-errors';
import { findPerson } from '../../shared/lookups/repository';
import { insertHistory } from '../history/repository';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { requireActivePerson } from '../shared/active-person';
import * as repo from './repository';

const courseLabel = (c: Course) => `Curso ${c.name}`;

export async function requireCourse(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Course> {
  const found = await repo.findCourse(db, id, options);
  if (!found) throw notFound(COURSE_NOT_FOUND_MESSAGE);
  return found;
}

export async function requireEnrolment(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<WelcomedCourse> {
  const found = await repo.findEnrolment(db, id, options);
  if (!found) throw notFound(WELCOMED_COURSE_NOT_FOUND_MESSAGE);
  return found;
}

const toWrite = (c: CourseCreateParsed): repo.CourseWrite => ({ name: c.name, description: c.description, dateIni: c.dateIni, dateEnd: c.dateEnd });

export async function createCourse(db: Database, authorId: number, input: CourseCreateParsed): Promise<Course> {
  return withTransaction(db, async (tx) => (await repo.findCourse(tx, await repo.insertCourse(tx, toWrite(input), authorId)))!);
}

export async function updateCourse(db: Database, input: CourseUpdateParsed): Promise<Course> {
  return withTransaction(db, async (tx) => {
    await requireCourse(tx, input.id, { forUpdate: true });
    await repo.updateCourse(tx, input.id, toWrite(input));
    return (await repo.findCourse(tx, input.id))!;
  });
}

/** DELETE /api/course/{id}: with its enrolments (each person's history says so). */
export async function deleteCourse(db: Database, authorId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const course = await requireCourse(tx, id, { forUpdate: true });
    const { content } = await repo.listEnrolments(tx, { course: id }, { page: 0, size: 100_000 });
    for (const e of content) {
      await insertHistory(tx, { welcomedId: e.welcomed.id, authorId, action: 'update', event: HISTORY_EVENTS.COURSE_DELETED, changes: [{ field: 'course', label: 'Curso excluído', from: `${courseLabel(course)}: ${e.status}`, to: null }] });
    }
    await repo.deleteCourse(tx, id);
  });
}

/** POST /api/welcomed-courses: an active person enrolled once, as Matriculado. */
export async function enrol(db: Database, authorId: number, input: { welcomed: number; course: number }): Promise<WelcomedCourse> {
  try {
    return await withTransaction(db, async (tx) => {
      const person = await requireActivePerson(tx, input.welcomed);
      const course = await repo.findCourse(tx, input.course);
      if (!course) throw badRequest(UNKNOWN_COURSE_MESSAGE);
      if (await repo.enrolmentOf(tx, course.id, person.id)) throw badRequest(alreadyEnrolledMessage(person.name));
      const id = await repo.insertEnrolment(tx, { courseId: course.id, welcomedId: person.id, authorId });
      await insertHistory(tx, { welcomedId: person.id, authorId, action: 'update', event: HISTORY_EVENTS.COURSE, changes: [{ field: 'course', label: 'Matrícula em curso', from: null, to: `${courseLabel(course)}: Matriculado` }] });
      return (await repo.findEnrolment(tx, id))!;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const person = await findPerson(db, input.welcomed);
    throw badRequest(alreadyEnrolledMessage(person?.name ?? 'Esta pessoa'));
  }
}

/** PUT /api/welcomed-courses/{id}: the status (Concluído, Desistente…). */
export async function setStatus(db: Database, authorId: number, id: number, status: WelcomedCourse['status']): Promise<WelcomedCourse> {
  return withTransaction(db, async (tx) => {
    const before = await requireEnrolment(tx, id, { forUpdate: true });
    await requireActivePerson(tx, before.welcomed.id);
    if (before.status === status) return before;
    await repo.setEnrolmentStatus(tx, id, status);
    const course = (await repo.findCourse(tx, before.course.id))!;
    await insertHistory(tx, { welcomedId: before.welcomed.id, authorId, action: 'update', event: HISTORY_EVENTS.COURSE_STATUS, changes: [{ field: 'course', label: `Situação no ${courseLabel(course)}`, from: before.status, to: status }] });
    return (await repo.findEnrolment(tx, id))!;
  });
}

/** DELETE /api/welcomed-courses/{id} */
export async function unenrol(db: Database, authorId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await requireEnrolment(tx, id, { forUpdate: true });
    await requireActivePerson(tx, before.welcomed.id);
    const course = (await repo.findCourse(tx, before.course.id))!;
    await repo.deleteEnrolment(tx, id);
    await insertHistory(tx, { welcomedId: before.welcomed.id, authorId, action: 'update', event: HISTORY_EVENTS.COURSE_REMOVED, changes: [{ field: 'course', label: 'Matrícula removida', from: `${courseLabel(course)}: ${before.status}`, to: null }] });
  });
}
