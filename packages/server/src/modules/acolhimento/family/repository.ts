import { type FamilyMember, type WelcomedWithFamily } from '@sisacte/contracts/acolhimento/family';
import { type WelcomedFilter } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { QueryBuilder, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { countries, families, welcomeds } from '../../../db/schema';
import { personAge, personSummaryFields, toPersonSummary } from '../shared/repository/person-columns';
import { welcomedFilterConditions } from '../welcomed/filters';

/** Family groups: a group is a row in `families`; its members are the people whose family_id points at it. */

const qb = new QueryBuilder();

export async function familyExists(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<boolean> {
  const query = db.select({ id: families.id }).from(families).where(eq(families.id, id));
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows.length > 0;
}

export async function insertFamily(tx: DbOrTx, authorId: number): Promise<number> {
  const [row] = await tx.insert(families).values({ authorId }).returning({ id: families.id });
  return row!.id;
}

export async function countMembers(tx: DbOrTx, familyId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(welcomeds).where(eq(welcomeds.familyId, familyId));
  return row?.n ?? 0;
}

export async function deleteFamily(tx: DbOrTx, familyId: number): Promise<void> {
  await tx.delete(families).where(eq(families.id, familyId));
}

export async function setFamily(tx: DbOrTx, welcomedId: number, familyId: number | null): Promise<void> {
  await tx
    .update(welcomeds)
    .set({ familyId, updatedAt: sql`now()` })
    .where(eq(welcomeds.id, welcomedId));
}

/** Everyone in the group (also the trashed, who show as such), by name. */
export async function familyMembers(db: DbOrTx, familyId: number): Promise<FamilyMember[]> {
  const rows = await db
    .select(personSummaryFields)
    .from(welcomeds)
    .leftJoin(countries, eq(countries.id, welcomeds.nacionalityId))
    .where(eq(welcomeds.familyId, familyId))
    .orderBy(asc(welcomeds.nameKey), asc(welcomeds.id));
  return rows.map((r) => ({ ...toPersonSummary(r), status: r.status as FamilyMember['status'] }));
}

const member = alias(welcomeds, 'm');

/** The active members of the person's group as a JSON array [{id, name}] by name; null without a group. */
const groupMembersJson = sql<{ id: number; name: string }[] | string | null>`CASE WHEN ${welcomeds.familyId} IS NULL THEN NULL ELSE ${qb
  .select({ list: sql`json_agg(json_build_object('id', ${member.id}, 'name', ${member.name}) ORDER BY ${member.nameKey}, ${member.id})` })
  .from(member)
  .where(and(eq(member.familyId, welcomeds.familyId), eq(member.status, 'active')))} END`;

/** Active people whose name contains every word of `name` (as the people list filters it), with their group's active members. */
export async function searchWithFamily(db: DbOrTx, name: string, limit: number): Promise<WelcomedWithFamily[]> {
  const rows = await db
    .select({
      id: welcomeds.id,
      name: welcomeds.name,
      birthdate: welcomeds.birthdate,
      age: personAge,
      cpf: welcomeds.cpf,
      familyId: welcomeds.familyId,
      members: groupMembersJson,
    })
    .from(welcomeds)
    .where(and(...welcomedFilterConditions({ status: 'active', name } as WelcomedFilter)))
    .orderBy(asc(welcomeds.nameKey), asc(welcomeds.id))
    .limit(limit);
  return rows.map((r) => {
    const members = typeof r.members === 'string' ? (JSON.parse(r.members) as { id: number; name: string }[]) : r.members;
    return {
      id: r.id,
      name: r.name,
      birthdate: r.birthdate,
      age: r.age,
      cpf: r.cpf,
      family: r.familyId === null ? null : { id: r.familyId, members: members ?? [] },
    };
  });
}
