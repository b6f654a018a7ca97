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
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest } from '../../../lib/http-errors';
import { records } from '../../shared/crud/service';
import { existingFunctionIds, findPerson } from '../../shared/lookups/repository';
import { findEmployer } from '../employers/repository';
import { insertHistory } from '../history/repository';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { requireActivePerson } from '../shared/active-person';
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

/** POST /api/welcomed-vacancies: an active person referred once to a vacancy, as Encaminhado. */
export async function refer(db: Database, input: { welcomed: number; vacancy: number }, authorId: number): Promise<WelcomedVacancy> {
  try {
    return await withTransaction(db, async (tx) => {
      const person = await requireActivePerson(tx, input.welcomed);
      const vacancy = await repo.findVacancy(tx, input.vacancy);
      if (!vacancy) throw badRequest(UNKNOWN_VACANCY_MESSAGE);
      if (vacancy.status !== 'Aberta') throw badRequest(closedVacancyMessage(vacancy.status));
      if (await repo.referralOf(tx, vacancy.id, person.id)) throw badRequest(alreadyReferredToVacancyMessage(person.name));
      const id = await repo.insertReferral(tx, { vacancyId: vacancy.id, welcomedId: person.id, authorId });
      await insertHistory(tx, { welcomedId: person.id, authorId, action: 'update', event: HISTORY_EVENTS.VACANCY, changes: [{ field: 'vacancy', label: 'Encaminhamento a vaga', from: null, to: `${vacancyLabel(vacancy)}: Encaminhado` }] });
      return (await repo.findReferral(tx, id))!;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const person = await findPerson(db, input.welcomed);
    throw badRequest(alreadyReferredToVacancyMessage(person?.name ?? 'Esta pessoa'));
  }
}

/** PUT /api/welcomed-vacancies/{id}: the referral's status (Contratado, Não contratado…). */
export async function setStatus(db: Database, { status }: { status: WelcomedVacancy['status'] }, authorId: number, id: number): Promise<WelcomedVacancy> {
  return referrals.update(db, id, async (tx, before) => {
    await requireActivePerson(tx, before.welcomed.id);
    if (before.status === status) return;
    await repo.setReferralStatus(tx, id, status);
    const vacancy = (await repo.findVacancy(tx, before.vacancy.id))!;
    await insertHistory(tx, { welcomedId: before.welcomed.id, authorId, action: 'update', event: HISTORY_EVENTS.VACANCY_STATUS, changes: [{ field: 'vacancy', label: `Situação na ${vacancyLabel(vacancy)}`, from: before.status, to: status }] });
  });
}

/** DELETE /api/welcomed-vacancies/{id} */
export async function unrefer(db: Database, id: number, authorId: number): Promise<void> {
  await referrals.remove(db, id, async (tx, before) => {
    await requireActivePerson(tx, before.welcomed.id);
    const vacancy = (await repo.findVacancy(tx, before.vacancy.id))!;
    await repo.deleteReferral(tx, id);
    await insertHistory(tx, { welcomedId: before.welcomed.id, authorId, action: 'update', event: HISTORY_EVENTS.VACANCY_REMOVED, changes: [{ field: 'vacancy', label: 'Encaminhamento a vaga removido', from: `${vacancyLabel(vacancy)}: ${before.status}`, to: null }] });
  });
}
