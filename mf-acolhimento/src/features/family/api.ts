import { http } from '@sisacte/api-client';
import { FAMILY_API, type FamilyEnter, type FamilyState, type WelcomedWithFamily } from '@sisacte/contracts/acolhimento/family';
import { fillPath } from '@sisacte/contracts/common/api-path';

/** Members of a family group (the id is the group's). */
export const getFamilyMembers = (familyId: number) => http.get<FamilyState>(fillPath(FAMILY_API.members, { id: familyId }));
/** A new group with this person in it. */
export const createFamily = (welcomedId: number) => http.create<FamilyState>(fillPath(FAMILY_API.create, { id: welcomedId }));
/** Puts the person into the group of `member_id`. */
export const enterFamily = (body: FamilyEnter) => http.create<FamilyState>(FAMILY_API.enter, body);
export const leaveFamily = (welcomedId: number) => http.post<FamilyState>(fillPath(FAMILY_API.leave, { id: welcomedId }));
/** Active people by name, with their group, to join it. */
export const searchWithFamily = (name: string) => http.get<WelcomedWithFamily[]>(FAMILY_API.searchWithFamily, { name });
