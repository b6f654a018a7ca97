import { type FamilyState } from '@sisacte/contracts/acolhimento/family';
import { WELCOMED_MESSAGES, WELCOMED_NOT_FOUND_MESSAGE } from '@sisacte/contracts/acolhimento/welcomed';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-errors';
import { findPerson, type PersonState } from '../../shared/lookups/repository';
import { change, familyLabel } from '../history/changes';
import { insertHistory } from '../history/repository';
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
  return { family: { id: familyId }, members: await repo.familyMembers(db, familyId) };
}

async function requirePerson(tx: DbOrTx, id: number): Promise<PersonState> {
  const person = await findPerson(tx, id, { forUpdate: true });
  if (!person) throw notFound(WELCOMED_NOT_FOUND_MESSAGE);
  return person;
}

function requireActive(person: PersonState) {
  if (person.status !== 'active') throw badRequest(trashedPersonMessage(person.name));
}

async function join(tx: DbOrTx, person: PersonState, familyId: number, authorId: number) {
  await repo.setFamily(tx, person.id, familyId);
  await insertHistory(tx, {
    welcomedId: person.id,
    authorId,
    action: 'family',
    changes: [change('family', familyLabel(person.familyId), familyLabel(familyId))],
  });
}

/** POST /api/family/create/{welcomedId}: a new group with this person as its first member. */
export async function createFamily(db: Database, authorId: number, welcomedId: number): Promise<FamilyState> {
  return withTransaction(db, async (tx) => {
    const person = await requirePerson(tx, welcomedId);
    requireActive(person);
    if (person.familyId !== null) throw badRequest(alreadyInFamilyMessage(person.name));
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
    const first = await requirePerson(tx, firstId);
    const second = await requirePerson(tx, secondId);
    const person = first.id === welcomedId ? first : second;
    const member = first.id === memberId ? first : second;
    requireActive(person);
    requireActive(member);
    if (person.familyId !== null && person.familyId === member.familyId) throw badRequest(alreadySameFamilyMessage(person.name));
    if (person.familyId !== null) throw badRequest(alreadyInFamilyMessage(person.name));

    let familyId = member.familyId;
    if (familyId === null) {
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
    const person = await requirePerson(tx, welcomedId);
    const familyId = person.familyId;
    if (familyId === null) throw badRequest(NOT_IN_FAMILY_MESSAGE);
    // Serialises leavers of one group, so the last one out always removes it.
    await repo.familyExists(tx, familyId, { forUpdate: true });
    await repo.setFamily(tx, person.id, null);
    await insertHistory(tx, {
      welcomedId: person.id,
      authorId,
      action: 'family',
      changes: [change('family', familyLabel(familyId), null)],
    });
    if ((await repo.countMembers(tx, familyId)) === 0) await repo.deleteFamily(tx, familyId);
    return { family: null, members: [], message: WELCOMED_MESSAGES.FAMILY_LEFT };
  });
}
