import {
  alreadyReferredToVacancyMessage,
  UNKNOWN_EMPLOYER_MESSAGE,
  UNKNOWN_FUNCTION_MESSAGE,
  UNKNOWN_VACANCY_MESSAGE,
  closedVacancyMessage,
  type Vacancy,
  type VacancyCreateParsed,
  VACANCY_NOT_FOUND_MESSAGE,
  type VacancyUpdateParsed,
  type WelcomedVacancy,
  WELCOMED_VACANCY_NOT_FOUND_MESSAGE,
} from '@sisacte/contracts/acolhimento/vacancies';
import type { Database, DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { records } from '../../shared/crud/service';
import { existingFunctionIds } from '../../shared/lookups/repository';
import { findEmployer } from '../employers/repository';
import { insertHistory } from '../history/repository';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { memberships } from '../shared/memberships';
import * as repo from './repository';

const vacancyLabel = (v: Vacancy) => `Vaga nº ${v.id}${v.function ? ` (${v.function.name})` : ''} — ${v.employer.name}`;

const vacancies = records(repo.findVacancy, VACANCY_NOT_FOUND_MESSAGE);
const referrals = records(repo.findReferral, WELCOMED_VACANCY_NOT_FOUND_MESSAGE);
export const requireVacancy = vacancies.require;
export const requireReferral = referrals.require;

async function checkReferences(tx: DbOrTx, input: VacancyCreateParsed) {
  const problems: string[] = [];
  if (!(await findEmployer(tx, input.employer))) problems.push(UNKNOWN_EMPLOYER_MESSAGE);
  if (input.function !== null && !(await existingFunctionIds(tx, [input.function])).has(input.function)) problems.push(UNKNOWN_FUNCTION_MESSAGE);
  if (problems.length > 0) throw badRequest(problems[0]!, ...problems.slice(1));
}

const toWrite = (input: VacancyCreateParsed): repo.VacancyWrite => ({
  employerId: input.employer,
  functionId: input.function,
  places: input.places,
  salary: input.salary,
  period: input.period,
  status: input.status,
  notes: input.notes,
});

export async function createVacancy(db: Database, input: VacancyCreateParsed, authorId: number): Promise<Vacancy> {
  return vacancies.create(db, async (tx) => {
    await checkReferences(tx, input);
    return repo.insertVacancy(tx, toWrite(input), authorId);
  });
}

export async function updateVacancy(db: Database, input: VacancyUpdateParsed): Promise<Vacancy> {
  return vacancies.update(db, input.id, async (tx) => {
    await checkReferences(tx, input);
    await repo.updateVacancy(tx, input.id, toWrite(input));
  });
}

/** DELETE /api/vacancy/{id}: with its referrals (each referred person's history says so). */
export async function deleteVacancy(db: Database, id: number, authorId: number): Promise<void> {
  await vacancies.remove(db, id, async (tx, vacancy) => {
    const { content } = await repo.listReferrals(tx, { vacancy: id }, { page: 0, size: 100_000 });
    for (const r of content) {
      await insertHistory(tx, { welcomedId: r.welcomed.id, authorId, action: 'update', event: HISTORY_EVENTS.VACANCY_DELETED, changes: [{ field: 'vacancy', label: 'Vaga excluída', from: `${vacancyLabel(vacancy)}: ${r.status}`, to: null }] });
    }
    await repo.deleteVacancy(tx, id);
  });
}

/** The people referred to a vacancy: an active person referred once to an open vacancy, as Encaminhado; the status (Contratado, Não contratado…); the removal. */
const referred = memberships({
  field: 'vacancy',
  events: { added: HISTORY_EVENTS.VACANCY, status: HISTORY_EVENTS.VACANCY_STATUS, removed: HISTORY_EVENTS.VACANCY_REMOVED },
  labels: { added: 'Encaminhamento a vaga', status: (vacancy) => `Situação na ${vacancy}`, removed: 'Encaminhamento a vaga removido' },
  firstStatus: 'Encaminhado',
  links: referrals,
  findParent: repo.findVacancy,
  parentOf: (r) => r.vacancy.id,
  label: vacancyLabel,
  unknownParent: UNKNOWN_VACANCY_MESSAGE,
  checkParent: (vacancy) => {
    if (vacancy.status !== 'Aberta') throw badRequest(closedVacancyMessage(vacancy.status));
  },
  alreadyLinked: alreadyReferredToVacancyMessage,
  linkOf: repo.referralOf,
  insert: (tx, vacancyId, welcomedId, authorId) => repo.insertReferral(tx, { vacancyId, welcomedId, authorId }),
  setStatus: repo.setReferralStatus,
  remove: repo.deleteReferral,
});

/** POST /api/welcomed-vacancies */
export const refer = (db: Database, input: { welcomed: number; vacancy: number }, authorId: number) => referred.add(db, input.welcomed, input.vacancy, authorId);
/** PUT /api/welcomed-vacancies/{id} */
export const setStatus = (db: Database, input: { status: WelcomedVacancy['status'] }, authorId: number, id: number) => referred.setStatus(db, id, input.status, authorId);
/** DELETE /api/welcomed-vacancies/{id} */
export const unrefer = (db: Database, id: number, authorId: number) => referred.remove(db, id, authorId);
