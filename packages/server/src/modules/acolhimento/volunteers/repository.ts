import { VOLUNTEER_SORT_FIELDS, type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users, volunteers } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { keyContainsEveryWord } from '../../../lib/sql';
import { deleteById, findById, insertReturningId, readPage, updateById, type FindOptions } from '../../shared/crud/repository';
import type { PageRequest } from '../../shared/crud/routes';
import { authorFields, authorStamp } from '../shared/repository/person-columns';

/* Volunteers: reads and writes. */

const fields = {
  id: volunteers.id,
  name: volunteers.name,
  phone: volunteers.phone,
  email: volunteers.email,
  skills: volunteers.skills,
  availability: volunteers.availability,
  ...authorFields(volunteers),
};
const selectVolunteers = (db: DbOrTx) => db.select(fields).from(volunteers).leftJoin(users, eq(users.id, volunteers.authorId)).$dynamic();
type Row = Awaited<ReturnType<typeof selectVolunteers>>[number];

const toVolunteer = (r: Row): Volunteer => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  skills: r.skills,
  availability: r.availability,
  ...authorStamp(r),
});

export const findVolunteer = (db: DbOrTx, id: number, options: FindOptions = {}) => findById(db, volunteers, id, options, selectVolunteers(db), toVolunteer);

const SORTS = { id: volunteers.id, name: volunteers.nameKey } satisfies Record<(typeof VOLUNTEER_SORT_FIELDS)[number], unknown>;

export async function listVolunteers(db: DbOrTx, filter: { name?: string | undefined }, query: PageRequest) {
  const page = pageQueryToSql(query, { fields: SORTS, defaultSort: { field: 'id', direction: 'desc' }, tieBreaker: volunteers.id });
  return readPage(db, selectVolunteers(db), volunteers, keyContainsEveryWord(volunteers.nameKey, filter.name), page, toVolunteer);
}

export type VolunteerWrite = Pick<typeof volunteers.$inferInsert, 'name' | 'phone' | 'email' | 'skills' | 'availability'>;

export const insertVolunteer = (tx: DbOrTx, data: VolunteerWrite, authorId: number) => insertReturningId(tx, volunteers, { ...data, authorId });
export const updateVolunteer = (tx: DbOrTx, id: number, data: VolunteerWrite) => updateById(tx, volunteers, id, data);
export const deleteVolunteer = (tx: DbOrTx, id: number) => deleteById(tx, volunteers, id);
