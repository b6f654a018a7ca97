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
import type { Database } from '../../../db/client';
import { records } from '../../shared/crud/service';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { memberships } from '../shared/memberships';
import * as repo from './repository';

const courseLabel = (c: Course) => `Curso ${c.name}`;

const courses = records(repo.findCourse, COURSE_NOT_FOUND_MESSAGE);
const enrolments = records(repo.findEnrolment, WELCOMED_COURSE_NOT_FOUND_MESSAGE);
export const requireCourse = courses.require;
export const requireEnrolment = enrolments.require;

const toWrite = (c: CourseCreateParsed): repo.CourseWrite => ({ name: c.name, description: c.description, dateIni: c.dateIni, dateEnd: c.dateEnd });

export const createCourse = (db: Database, input: CourseCreateParsed, authorId: number) => courses.create(db, (tx) => repo.insertCourse(tx, toWrite(input), authorId));
export const updateCourse = (db: Database, input: CourseUpdateParsed) => courses.update(db, input.id, (tx) => repo.updateCourse(tx, input.id, toWrite(input)));

/** Enrolments: an active person enrolled once, as Matriculado; the status (Concluído, Desistente…); the removal; the course deleted with them. */
const enrolled = memberships({
  field: 'course',
  events: { added: HISTORY_EVENTS.COURSE, status: HISTORY_EVENTS.COURSE_STATUS, removed: HISTORY_EVENTS.COURSE_REMOVED, parentDeleted: HISTORY_EVENTS.COURSE_DELETED },
  labels: { added: 'Matrícula em curso', status: (course) => `Situação no ${course}`, removed: 'Matrícula removida', parentDeleted: 'Curso excluído' },
  firstStatus: 'Matriculado',
  parents: courses,
  links: enrolments,
  findParent: repo.findCourse,
  parentOf: (e) => e.course.id,
  label: courseLabel,
  unknownParent: UNKNOWN_COURSE_MESSAGE,
  alreadyLinked: alreadyEnrolledMessage,
  store: repo.enrolmentLinks,
  removeParent: repo.deleteCourse,
});

/** DELETE /api/course/{id}: with its enrolments (each person's history says so). */
export const deleteCourse = (db: Database, id: number, authorId: number) => enrolled.removeParent(db, id, authorId);

/** POST /api/welcomed-courses */
export const enrol = (db: Database, input: { welcomed: number; course: number }, authorId: number) => enrolled.add(db, input.welcomed, input.course, authorId);
/** PUT /api/welcomed-courses/{id} */
export const setStatus = (db: Database, input: { status: WelcomedCourse['status'] }, authorId: number, id: number) => enrolled.setStatus(db, id, input.status, authorId);
/** DELETE /api/welcomed-courses/{id} */
export const unenrol = (db: Database, id: number, authorId: number) => enrolled.remove(db, id, authorId);
