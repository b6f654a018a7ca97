import { http } from '@sisacte/api-client';
import { WELCOMED_API, type FamilyEnter, type FamilyState, type WelcomedWithFamily } from '@sisacte/contracts';

/** Members of a family group (the id is the group's). */
export const getFamilyMembers = (familyId: number) => http.get<FamilyState>(WELCOMED_API.familyMembers(familyId));
/** A new group with this person in it. */
export const createFamily = (welcomedId: number) => http.post<FamilyState>(WELCOMED_API.familyCreate(welcomedId));
/** Puts the person into the group of `member_id`. */
export const enterFamily = (body: FamilyEnter) => http.post<FamilyState>(WELCOMED_API.familyEnter, body);
export const leaveFamily = (welcomedId: number) => http.post<FamilyState>(WELCOMED_API.familyLeave(welcomedId));
/** Active people by name, with their group, to join it. */
export const searchWithFamily = (name: string) => http.get<WelcomedWithFamily[]>(WELCOMED_API.searchWithFamily, { name });
