import { VACANCY_SORT_FIELDS, WELCOMED_VACANCY_STATUSES, type Vacancy, type VacancyFilter } from '@sisacte/contracts/acolhimento/vacancies';
import { and, count, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { employers, functions, users, vacancies, welcomedVacancies } from '../../../db/schema';
import { deleteById, insertReturningId, tableReads, updateById } from '../../shared/crud/repository';
import { authorFields, authorStamp, ref } from '../shared/repository/person-columns';
import { membershipLinks } from '../shared/repository/membership-links';

/* Vacancies and the people referred to them. */

const qb = new QueryBuilder();
const referredCount = sql<number>`(${qb.select({ n: sql`count(*)::int` }).from(welcomedVacancies).where(eq(welcomedVacancies.vacancyId, vacancies.id))})`;

const fields = {
  id: vacancies.id,
  employerId: vacancies.employerId,
  employerName: employers.name,
  functionId: vacancies.functionId,
  functionName: functions.name,
  places: vacancies.places,
  salary: vacancies.salary,
  period: vacancies.period,
  status: vacancies.status,
  notes: vacancies.notes,
  referred: referredCount,
  ...authorFields(vacancies),
};

const selectVacancies = (db: DbOrTx) =>
  db
    .select(fields)
    .from(vacancies)
    .innerJoin(employers, eq(employers.id, vacancies.employerId))
    .leftJoin(functions, eq(functions.id, vacancies.functionId))
    .leftJoin(users, eq(users.id, vacancies.authorId))
    .$dynamic();
type Row = Awaited<ReturnType<typeof selectVacancies>>[number];

function toVacancy(r: Row): Vacancy {
  return {
    id: r.id,
    employer: { id: r.employerId, name: r.employerName },
    function: ref(r.functionId, { id: r.functionId!, name: r.functionName ?? '' }),
    places: r.places,
    salary: r.salary === null ? null : Number(r.salary),
    period: r.period,
    status: r.status as Vacancy['status'], // the database checks the same values
    notes: r.notes,
    referred: Number(r.referred),
    ...authorStamp(r),
  };
}

/** One vacancy (with how many people were referred to it) and the list (?employer, ?function, ?status). */
export const vacancyReads = tableReads({
  table: vacancies,
  select: selectVacancies,
  toRecord: toVacancy,
  conditions: (f: VacancyFilter) =>
    and(
      f.employer === undefined ? undefined : eq(vacancies.employerId, f.employer),
      f.function === undefined ? undefined : eq(vacancies.functionId, f.function),
      f.status ? eq(vacancies.status, f.status) : undefined,
    ),
  sorts: { id: vacancies.id, created_at: vacancies.createdAt } satisfies Record<(typeof VACANCY_SORT_FIELDS)[number], unknown>,
  direction: 'desc',
});

export type VacancyWrite = Pick<typeof vacancies.$inferInsert, 'employerId' | 'functionId' | 'places' | 'salary' | 'period' | 'status' | 'notes'>;

export const insertVacancy = (tx: DbOrTx, data: VacancyWrite, authorId: number) => insertReturningId(tx, vacancies, { ...data, authorId });
export const updateVacancy = (tx: DbOrTx, id: number, data: VacancyWrite) => updateById(tx, vacancies, id, data);
export const deleteVacancy = (tx: DbOrTx, id: number) => deleteById(tx, vacancies, id);

export async function countVacanciesOf(db: DbOrTx, employerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vacancies).where(eq(vacancies.employerId, employerId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- referred people

/** The people referred to a vacancy (or a person's referrals, by name): the link table's reads and writes. */
export const referralLinks = membershipLinks(welcomedVacancies, { parent: 'vacancyId', field: 'vacancy', statuses: WELCOMED_VACANCY_STATUSES, authorAlias: 'referral_author' });
