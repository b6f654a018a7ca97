import {
  UNKNOWN_EMPLOYER_MESSAGE,
  UNKNOWN_FUNCTION_MESSAGE,
  closedVacancyMessage,
  type Vacancy,
  type VacancyCreateParsed,
  VACANCY_NOT_FOUND_MESSAGE,
  VACANCY_REFERRALS,
  type VacancyUpdateParsed,
} from '@sisacte/contracts/acolhimento/vacancies';
import type { Database, DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { records } from '../../shared/crud/service';
import { existingFunctionIds } from '../../shared/lookups/repository';
import { employerReads } from '../employers/repository';
import { HISTORY_EVENTS } from '@sisacte/contracts/acolhimento/welcomed-history';
import { memberships } from '../shared/memberships';
import * as repo from './repository';

const vacancyLabel = (v: Vacancy) => `Vaga nº ${v.id}${v.function ? ` (${v.function.name})` : ''} — ${v.employer.name}`;

const vacancies = records(repo.vacancyReads.find, VACANCY_NOT_FOUND_MESSAGE);
export const requireVacancy = vacancies.require;

async function checkReferences(tx: DbOrTx, input: VacancyCreateParsed) {
  const problems: string[] = [];
  if (!(await employerReads.find(tx, input.employer))) problems.push(UNKNOWN_EMPLOYER_MESSAGE);
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

/** The people referred to a vacancy: an active person referred once to an open vacancy, as Encaminhado; the status (Contratado, Não contratado…); the removal; the vacancy deleted with them. */
export const referrals = memberships({
  events: { added: HISTORY_EVENTS.VACANCY, status: HISTORY_EVENTS.VACANCY_STATUS, removed: HISTORY_EVENTS.VACANCY_REMOVED, parentDeleted: HISTORY_EVENTS.VACANCY_DELETED },
  labels: { added: 'Encaminhamento a vaga', status: (vacancy) => `Situação na ${vacancy}`, removed: 'Encaminhamento a vaga removido', parentDeleted: 'Vaga excluída' },
  parents: vacancies,
  label: vacancyLabel,
  checkParent: (vacancy) => {
    if (vacancy.status !== 'Aberta') throw badRequest(closedVacancyMessage(vacancy.status));
  },
  contract: VACANCY_REFERRALS,
  store: repo.referralLinks,
  removeParent: repo.deleteVacancy,
});

/** DELETE /api/vacancy/{id}: with its referrals (each referred person's history says so). */
export const deleteVacancy = referrals.removeParent;
