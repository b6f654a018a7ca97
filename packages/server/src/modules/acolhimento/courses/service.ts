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
import { withTransaction, type Database } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest } from '../../../lib/http-errors';
import { records } from '../../shared/crud/service';
import { findPerson } from '../../shared/lookups/repository';
import { insertHistory } from '../history/repository';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { requireActivePerson } from '../shared/active-person';
import * as repo from './repository';

const courseLabel = (c: Course) => `Curso ${c.name}`;

const courses = records(repo.findCourse, COURSE_NOT_FOUND_MESSAGE);
const enrolments = records(repo.findEnrolment, WELCOMED_COURSE_NOT_FOUND_MESSAGE);
export const requireCourse = courses.require;
export const requireEnrolment = enrolments.require;

const toWrite = (c: CourseCreateParsed): repo.CourseWrite => ({ name: c.name, description: c.description, dateIni: c.dateIni, dateEnd: c.dateEnd });

export const createCourse = (db: Database, input: CourseCreateParsed, authorId: number) => courses.create(db, (tx) => repo.insertCourse(tx, toWrite(input), authorId));
export const updateCourse = (db: Database, input: CourseUpdateParsed) => courses.update(db, input.id, (tx) => repo.updateCourse(tx, input.id, toWrite(input)));

/** DELETE /api/course/{id}: with its enrolments (each person's history says so). */
export async function deleteCourse(db: Database, id: number, authorId: number): Promise<void> {
  await courses.remove(db, id, async (tx, course) => {
    const { content } = await repo.listEnrolments(tx, { course: id }, { page: 0, size: 100_000 });
    for (const e of content) {
      await insertHistory(tx, { welcomedId: e.welcomed.id, authorId, action: 'update', event: HISTORY_EVENTS.COURSE_DELETED, changes: [{ field: 'course', label: 'Curso excluído', from: `${courseLabel(course)}: ${e.status}`, to: null }] });
    }
    await repo.deleteCourse(tx, id);
  });
}

/** POST /api/welcomed-courses: an active person enrolled once, as Matriculado. */
export async function enrol(db: Database, input: { welcomed: number; course: number }, authorId: number): Promise<WelcomedCourse> {
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
export async function setStatus(db: Database, { status }: { status: WelcomedCourse['status'] }, authorId: number, id: number): Promise<WelcomedCourse> {
  return enrolments.update(db, id, async (tx, before) => {
    await requireActivePerson(tx, before.welcomed.id);
    if (before.status === status) return;
    await repo.setEnrolmentStatus(tx, id, status);
    const course = (await repo.findCourse(tx, before.course.id))!;
    await insertHistory(tx, { welcomedId: before.welcomed.id, authorId, action: 'update', event: HISTORY_EVENTS.COURSE_STATUS, changes: [{ field: 'course', label: `Situação no ${courseLabel(course)}`, from: before.status, to: status }] });
  });
}

/** DELETE /api/welcomed-courses/{id} */
export async function unenrol(db: Database, id: number, authorId: number): Promise<void> {
  await enrolments.remove(db, id, async (tx, before) => {
    await requireActivePerson(tx, before.welcomed.id);
    const course = (await repo.findCourse(tx, before.course.id))!;
    await repo.deleteEnrolment(tx, id);
    await insertHistory(tx, { welcomedId: before.welcomed.id, authorId, action: 'update', event: HISTORY_EVENTS.COURSE_REMOVED, changes: [{ field: 'course', label: 'Matrícula removida', from: `${courseLabel(course)}: ${before.status}`, to: null }] });
  });
}
