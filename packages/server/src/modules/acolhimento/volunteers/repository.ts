import { VOLUNTEER_SORT_FIELDS } from '@sisacte/contracts/acolhimento/volunteers';
import type { DbOrTx } from '../../../db/client';
import { volunteers } from '../../../db/schema';
import { keyContainsEveryWord } from '../../../lib/sql';
import { deleteById, insertReturningId, updateById } from '../../shared/crud/repository';
import { authoredReads, columnsOf } from '../shared/repository/authored-records';

/* Volunteers: reads and writes. */

/** The columns a volunteer is read and written as, under their own names. */
const FIELDS = ['name', 'phone', 'email', 'skills', 'availability'] as const;

/** One volunteer and the list (?name). */
export const volunteerReads = authoredReads({
  table: volunteers,
  columns: columnsOf(volunteers, ...FIELDS),
  conditions: (f: { name?: string | undefined }) => keyContainsEveryWord(volunteers.nameKey, f.name),
  sorts: { id: volunteers.id, name: volunteers.nameKey } satisfies Record<(typeof VOLUNTEER_SORT_FIELDS)[number], unknown>,
  direction: 'desc',
});

export type VolunteerWrite = Pick<typeof volunteers.$inferInsert, (typeof FIELDS)[number]>;

export const insertVolunteer = (tx: DbOrTx, data: VolunteerWrite, authorId: number) => insertReturningId(tx, volunteers, { ...data, authorId });
export const updateVolunteer = (tx: DbOrTx, id: number, data: VolunteerWrite) => updateById(tx, volunteers, id, data);
export const deleteVolunteer = (tx: DbOrTx, id: number) => deleteById(tx, volunteers, id);
