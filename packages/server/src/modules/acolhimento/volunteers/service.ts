import { type Volunteer, type VolunteerCreateParsed, VOLUNTEER_NOT_FOUND_MESSAGE, type VolunteerUpdateParsed } from '@sisacte/contracts/acolhimento/volunteers';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import * as repo from './repository';

export async function requireVolunteer(db: DbOrTx, id: number, options: { forUpdate?: boolean } = {}): Promise<Volunteer> {
  const found = await repo.findVolunteer(db, id, options);
  if (!found) throw notFound(VOLUNTEER_NOT_FOUND_MESSAGE);
  return found;
}

const toWrite = (v: VolunteerCreateParsed): repo.VolunteerWrite => ({ name: v.name, phone: v.phone, email: v.email, skills: v.skills, availability: v.availability });

export async function createVolunteer(db: Database, authorId: number, input: VolunteerCreateParsed): Promise<Volunteer> {
  return withTransaction(db, async (tx) => (await repo.findVolunteer(tx, await repo.insertVolunteer(tx, toWrite(input), authorId)))!);
}

export async function updateVolunteer(db: Database, input: VolunteerUpdateParsed): Promise<Volunteer> {
  return withTransaction(db, async (tx) => {
    await requireVolunteer(tx, input.id, { forUpdate: true });
    await repo.updateVolunteer(tx, input.id, toWrite(input));
    return (await repo.findVolunteer(tx, input.id))!;
  });
}

export async function deleteVolunteer(db: Database, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireVolunteer(tx, id, { forUpdate: true });
    await repo.deleteVolunteer(tx, id);
  });
}
