import { VOLUNTEER_SORT_FIELDS, type Volunteer } from '@sisacte/contracts/acolhimento/volunteers';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users, volunteers } from '../../../db/schema';
import { pageQueryToSql } from '../../../lib/paging';
import { escapeLike } from '../../../lib/sql';
import { iso, ref } from '../shared/person-columns';

/* Volunteers: reads and writes. */

const fields = {
  id: volunteers.id,
  name: volunteers.name,
  phone: volunteers.phone,
  email: volunteers.email,
  skills: volunteers.skills,
  availability: volunteers.availability,
  createdAt: volunteers.createdAt,
  authorId: volunteers.authorId,
  authorName: users.name,
};
const selectVolunteers = (db: DbOrTx) => db.select(fields).from(volunteers).leftJoin(users, eq(users.id, volunteers.authorId));
type Row = Awaited<ReturnType<typeof selectVolunteers>>[number];

const toVolunteer = (r: Row): Volunteer => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  skills: r.skills,
  availability: r.availability,
  author: ref(r.authorId, { id: r.authorId!, name: r.authorName ?? '' }),
  created_at: iso(r.createdAt),
});

export async function findVolunteer(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Volunteer | null> {
  if (options.forUpdate) await db.select({ id: volunteers.id }).from(volunteers).where(eq(volunteers.id, id)).for('update');
  const [row] = await selectVolunteers(db).where(eq(volunteers.id, id));
  return row ? toVolunteer(row) : null;
}

const SORTS = { id: volunteers.id, name: volunteers.nameKey } satisfies Record<(typeof VOLUNTEER_SORT_FIELDS)[number], unknown>;

export async function listVolunteers(db: DbOrTx, query: { page: number; size: number; sort?: string | undefined; name?: string | undefined }) {
  const page = pageQueryToSql(query, { fields: SORTS, defaultSort: { field: 'id', direction: 'desc' }, tieBreaker: volunteers.id });
  const words = query.name?.split(/\s+/).filter(Boolean) ?? [];
  const where = and(...words.map((w) => sql`${volunteers.nameKey} LIKE '%' || f_unaccent(lower(${escapeLike(w)})) || '%'`));
  const [rows, [total]] = await Promise.all([
    selectVolunteers(db).where(where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(volunteers).where(where),
  ]);
  return { content: rows.map(toVolunteer), total: total?.n ?? 0 };
}

export type VolunteerWrite = Pick<typeof volunteers.$inferInsert, 'name' | 'phone' | 'email' | 'skills' | 'availability'>;

export async function insertVolunteer(tx: DbOrTx, data: VolunteerWrite, authorId: number): Promise<number> {
  const [row] = await tx
    .insert(volunteers)
    .values({ ...data, authorId })
    .returning({ id: volunteers.id });
  return row!.id;
}

export async function updateVolunteer(tx: DbOrTx, id: number, data: VolunteerWrite): Promise<void> {
  await tx
    .update(volunteers)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(volunteers.id, id));
}

export async function deleteVolunteer(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(volunteers).where(eq(volunteers.id, id));
}
