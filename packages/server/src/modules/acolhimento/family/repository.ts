import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';

/** Family groups: a group is a row in `families`; its members are the people whose family_id points at it. */

export async function familyExists(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM families WHERE id = ${id} ${options.forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  return rows.length > 0;
}

export async function insertFamily(tx: DbOrTx, authorId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(tx, sql`INSERT INTO families (author_id) VALUES (${authorId}::int) RETURNING id`);
  return row!.id;
}

export async function countMembers(tx: DbOrTx, familyId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM welcomeds WHERE family_id = ${familyId}`);
  return row?.n ?? 0;
}

export async function deleteFamily(tx: DbOrTx, familyId: number): Promise<void> {
  await queryRows(tx, sql`DELETE FROM families WHERE id = ${familyId}`);
}
