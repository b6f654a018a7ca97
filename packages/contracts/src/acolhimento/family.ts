import { z } from 'zod';
import { countryRefSchema, positiveId } from '../common/ids';
import { GENDERS, WELCOMED_STATUSES } from './welcomed';

/** Family groups: people registered together; joining someone without a group creates one for both. */
export const FAMILY_API = {
  /** The members of a FAMILY group (its id, not a person's). */
  members: '/api/family/members/:id',
  /** POST, no body: a new group with this person. */
  create: '/api/family/create/:id',
  /** POST familyEnterSchema. */
  enter: '/api/family/enter-in-family',
  /** POST, no body: this person leaves their group. */
  leave: '/api/family/out-of-family/:id',
  /** ?name: active people matching the name, with their group (to join it). */
  searchWithFamily: '/api/welcomeds/search-with-group-family',
} as const;

const id = positiveId;

/** A member of a family group. */
export const familyMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  cpf: z.string().nullable(),
  nacionality: countryRefSchema.nullable(),
  status: z.enum(WELCOMED_STATUSES),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** GET /api/welcomeds/search-with-group-family?name: active people matching the name, with their group (to join it). */
export const welcomedWithFamilySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  cpf: z.string().nullable(),
  /** null: no group yet (joining them creates one for both). */
  family: z.object({ id: z.number().int(), members: z.array(z.object({ id: z.number().int(), name: z.string() })) }).nullable(),
});
export type WelcomedWithFamily = z.infer<typeof welcomedWithFamilySchema>;

// ---------------------------------------------------------------- family

/** POST /api/family/enter-in-family: put `welcomed_id` into the group of `member_id`. */
export const familyEnterSchema = z.object({
  welcomed_id: id('Pessoa inválida'),
  member_id: id('Membro do grupo familiar inválido'),
});
export type FamilyEnter = z.infer<typeof familyEnterSchema>;

/** Answer of GET /api/family/members/{familyId} and of every family transition. */
export const familyStateSchema = z.object({
  /** null after leaving: the person has no group. */
  family: z.object({ id: z.number().int() }).nullable(),
  members: z.array(familyMemberSchema),
  message: z.string().optional(),
});
export type FamilyState = z.infer<typeof familyStateSchema>;
