import { WELCOMED_MESSAGES, type FamilyState, type Welcomed } from '@sisacte/contracts';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-errors';
import * as people from '../welcomed/repository';
import { change, familyLabel, requireWelcomed } from '../welcomed/service';
import * as repo from './repository';

export const FAMILY_NOT_FOUND_MESSAGE = 'Grupo familiar não encontrado';
export const SAME_PERSON_MESSAGE = 'Escolha outra pessoa: não é possível entrar no grupo de si mesmo';
export const NOT_IN_FAMILY_MESSAGE = 'Esta pessoa não pertence a nenhum grupo familiar';
export const alreadyInFamilyMessage = (name: string) =>
  `${name} já pertence a um grupo familiar: saia do grupo atual antes`;
export const trashedPersonMessage = (name: string) => `O cadastro de ${name} está excluído`;
export const alreadySameFamilyMessage = (name: string) => `${name} já está neste grupo familiar`;

/** GET /api/family/members/{familyId} */
export async function members(db: DbOrTx, familyId: number): Promise<FamilyState> {
  if (!(await repo.familyExists(db, familyId))) throw notFound(FAMILY_NOT_FOUND_MESSAGE);
  return { family: { id: familyId }, members: await people.familyMembers(db, familyId) };
}

function requireActive(person: Welcomed) {
  if (person.status !== 'active') throw badRequest(trashedPersonMessage(person.name));
}

async function join(tx: DbOrTx, person: Welcomed, familyId: number, authorId: number) {
  await people.setFamily(tx, person.id, familyId);
  await people.insertHistory(tx, {
    welcomedId: person.id,
    authorId,
    action: 'family',
    changes: [change('family', familyLabel(person.family?.id ?? null), familyLabel(familyId))],
  });
}

/** POST /api/family/create/{welcomedId}: a new group with this person as its first member. */
export async function createFamily(db: Database, authorId: number, welcomedId: number): Promise<FamilyState> {
  return withTransaction(db, async (tx) => {
    const person = await requireWelcomed(tx, welcomedId, { forUpdate: true });
    requireActive(person);
    if (person.family) throw badRequest(alreadyInFamilyMessage(person.name));
    const familyId = await repo.insertFamily(tx, authorId);
    await join(tx, person, familyId, authorId);
    return { ...(await members(tx, familyId)), message: WELCOMED_MESSAGES.FAMILY_CREATED };
  });
}

/**
 * POST /api/family/enter-in-family: `welcomedId` joins the group of `memberId`. When that person
 * has no group yet, one is created for both.
 */
export async function enterFamily(db: Database, authorId: number, welcomedId: number, memberId: number): Promise<FamilyState> {
  if (welcomedId === memberId) throw badRequest(SAME_PERSON_MESSAGE);
  return withTransaction(db, async (tx) => {
    // Lock both rows in id order, so two crossed requests cannot deadlock.
    const [firstId, secondId] = welcomedId < memberId ? [welcomedId, memberId] : [memberId, welcomedId];
    const first = await requireWelcomed(tx, firstId, { forUpdate: true });
    const second = await requireWelcomed(tx, secondId, { forUpdate: true });
    const person = first.id === welcomedId ? first : second;
    const member = first.id === memberId ? first : second;
    requireActive(person);
    requireActive(member);
    if (person.family && member.family && person.family.id === member.family.id) throw badRequest(alreadySameFamilyMessage(person.name));
    if (person.family) throw badRequest(alreadyInFamilyMessage(person.name));

    let familyId = member.family?.id;
    if (familyId === undefined) {
      familyId = await repo.insertFamily(tx, authorId);
      await join(tx, member, familyId, authorId);
    } else if (!(await repo.familyExists(tx, familyId, { forUpdate: true }))) {
      throw notFound(FAMILY_NOT_FOUND_MESSAGE);
    }
    await join(tx, person, familyId, authorId);
    return { ...(await members(tx, familyId)), message: WELCOMED_MESSAGES.FAMILY_JOINED };
  });
}

/** POST /api/family/out-of-family/{welcomedId}: leaves the group; a group left empty is dissolved. */
export async function leaveFamily(db: Database, authorId: number, welcomedId: number): Promise<FamilyState> {
  return withTransaction(db, async (tx) => {
    const person = await requireWelcomed(tx, welcomedId, { forUpdate: true });
    if (!person.family) throw badRequest(NOT_IN_FAMILY_MESSAGE);
    const familyId = person.family.id;
    // Serialises leavers of one group, so the last one out always removes it.
    await repo.familyExists(tx, familyId, { forUpdate: true });
    await people.setFamily(tx, person.id, null);
    await people.insertHistory(tx, {
      welcomedId: person.id,
      authorId,
      action: 'family',
      changes: [change('family', familyLabel(familyId), null)],
    });
    if ((await repo.countMembers(tx, familyId)) === 0) await repo.deleteFamily(tx, familyId);
    return { family: null, members: [], message: WELCOMED_MESSAGES.FAMILY_LEFT };
  });
}
