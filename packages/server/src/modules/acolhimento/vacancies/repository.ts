import { VACANCY_SORT_FIELDS, type Vacancy, type VacancyFilter, type WelcomedVacancy } from '@sisacte/contracts/acolhimento/vacancies';
import { and, count, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { employers, functions, users, vacancies, welcomedVacancies } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { deleteById, findById, insertReturningId, readPage, updateById, type FindOptions } from '../../shared/crud/repository';
import type { PageRequest } from '../../shared/crud/routes';
import { authorStamp, ref } from '../shared/repository/person-columns';
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
  authorId: vacancies.authorId,
  authorName: users.name,
  createdAt: vacancies.createdAt,
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

export const findVacancy = (db: DbOrTx, id: number, options: FindOptions = {}) => findById(db, vacancies, id, options, selectVacancies(db), toVacancy);

const SORTS = { id: vacancies.id, created_at: vacancies.createdAt } satisfies Record<(typeof VACANCY_SORT_FIELDS)[number], unknown>;

export async function listVacancies(db: DbOrTx, f: VacancyFilter, query: PageRequest) {
  const page = pageQueryToSql(query, { fields: SORTS, defaultSort: { field: 'id', direction: 'desc' }, tieBreaker: vacancies.id });
  const where = and(
    f.employer === undefined ? undefined : eq(vacancies.employerId, f.employer),
    f.function === undefined ? undefined : eq(vacancies.functionId, f.function),
    f.status ? eq(vacancies.status, f.status) : undefined,
  );
  return readPage(db, selectVacancies(db), vacancies, where, page, toVacancy);
}

export type VacancyWrite = Pick<typeof vacancies.$inferInsert, 'employerId' | 'functionId' | 'places' | 'salary' | 'period' | 'status' | 'notes'>;

export const insertVacancy = (tx: DbOrTx, data: VacancyWrite, authorId: number) => insertReturningId(tx, vacancies, { ...data, authorId });
export const updateVacancy = (tx: DbOrTx, id: number, data: VacancyWrite) => updateById(tx, vacancies, id, data);
export const deleteVacancy = (tx: DbOrTx, id: number) => deleteById(tx, vacancies, id);

export async function countVacanciesOf(db: DbOrTx, employerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vacancies).where(eq(vacancies.employerId, employerId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- referred people

/** The link table's reads and writes, for the memberships of the service. */
export const referralLinks = membershipLinks(welcomedVacancies, 'vacancyId', 'referral_author', (r): WelcomedVacancy => ({
  id: r.id,
  welcomed: r.welcomed,
  vacancy: { id: r.parentId },
  status: r.status as WelcomedVacancy['status'], // the database checks the same values
  author: r.author,
  created_at: r.created_at,
}));

export const findReferral = referralLinks.find;
/** The people referred to a vacancy (or a person's referrals), by name. */
export const listReferrals = (db: DbOrTx, f: { vacancy?: number | undefined; welcomed_id?: number | undefined }, page: PageRequest) =>
  referralLinks.list(db, { parentId: f.vacancy, welcomedId: f.welcomed_id }, page);
