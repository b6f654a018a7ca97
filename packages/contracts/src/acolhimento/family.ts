import { z } from 'zod';
import { positiveId } from '../common/ids';
import { welcomedSchema } from './welcomed';

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
export const familyMemberSchema = welcomedSchema.pick({ id: true, name: true, gender: true, birthdate: true, age: true, cpf: true, nacionality: true, status: true });
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** GET /api/welcomeds/search-with-group-family?name: active people matching the name, with their group (to join it). */
export const welcomedWithFamilySchema = welcomedSchema.pick({ id: true, name: true, birthdate: true, age: true, cpf: true }).extend({
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
