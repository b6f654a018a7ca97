import { type Course, type CourseCreateParsed, COURSE_NOT_FOUND_MESSAGE, type CourseUpdateParsed, ENROLMENTS } from '@sisacte/contracts/acolhimento/courses';
import type { Database } from '../../../db/client';
import { records } from '../../shared/crud/service';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { memberships } from '../shared/memberships';
import * as repo from './repository';

const courseLabel = (c: Course) => `Curso ${c.name}`;

const courses = records(repo.courseReads.find, COURSE_NOT_FOUND_MESSAGE);
export const requireCourse = courses.require;

const toWrite = (c: CourseCreateParsed): repo.CourseWrite => ({ name: c.name, description: c.description, dateIni: c.dateIni, dateEnd: c.dateEnd });

export const createCourse = (db: Database, input: CourseCreateParsed, authorId: number) => courses.create(db, (tx) => repo.insertCourse(tx, toWrite(input), authorId));
export const updateCourse = (db: Database, input: CourseUpdateParsed) => courses.update(db, input.id, (tx) => repo.updateCourse(tx, input.id, toWrite(input)));

/** Enrolments: an active person enrolled once, as Matriculado; the status (Concluído, Desistente…); the removal; the course deleted with them. */
export const enrolments = memberships({
  events: { added: HISTORY_EVENTS.COURSE, status: HISTORY_EVENTS.COURSE_STATUS, removed: HISTORY_EVENTS.COURSE_REMOVED, parentDeleted: HISTORY_EVENTS.COURSE_DELETED },
  labels: { added: 'Matrícula em curso', status: (course) => `Situação no ${course}`, removed: 'Matrícula removida', parentDeleted: 'Curso excluído' },
  parents: courses,
  label: courseLabel,
  contract: ENROLMENTS,
  store: repo.enrolmentLinks,
  removeParent: repo.deleteCourse,
});

/** DELETE /api/course/{id}: with its enrolments (each person's history says so). */
export const deleteCourse = enrolments.removeParent;
