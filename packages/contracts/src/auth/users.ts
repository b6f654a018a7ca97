import { z } from 'zod';
import { pageQuerySchema } from '../common/page';
import { roleSchema } from './roles';
import { isoDateBetween, requiredText } from '../common/fields';

// The paths and the page size (no zod) are in users-api.ts; re-exported here, so both import paths work.
export * from './users-api';


export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  birthdate: z.string().nullable(),
  roles: z.array(roleSchema.pick({ id: true, name: true })),
  /**
   * The organizations the user works for: a staff user without VisualizarTodasDemandas sees the
   * complaints addressed to one of them (and those they filed).
   */
  organizacoes: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * The short form used by `author` filters: who wrote a record is picked by name. The username (a
 * login's first half) is given to administrators only, so that staff cannot list every login.
 */
export const userOptionSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string().optional() });
export type UserOption = z.infer<typeof userOptionSchema>;

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

const roleId = z.number({ error: 'Perfil inválido' }).int('Perfil inválido').positive('Perfil inválido');
const organizationId = z.number({ error: 'Organização inválida' }).int('Organização inválida').positive('Organização inválida');

const userFields = {
  name: requiredText('Nome', 120),
  username: z
    .string({ error: 'Usuário é obrigatório' })
    .trim()
    .toLowerCase()
    .min(3, 'Usuário deve ter ao menos 3 caracteres')
    .max(60, 'Usuário deve ter no máximo 60 caracteres')
    .regex(USERNAME_PATTERN, 'Usuário aceita apenas letras minúsculas, números, ponto, hífen e sublinhado'),
  email: z
    .email({ error: 'E-mail inválido' })
    .max(160, 'E-mail deve ter no máximo 160 caracteres')
    .nullish()
    .or(z.literal('').transform(() => null)),
  birthdate: isoDateBetween('Data de nascimento', { max: 'today' }).nullish(),
  /** Roles as ids or `{id}` (what a GET answers, `{id, name}`: the name is ignored). Absent: none on a create, kept as they are on an update. */
  roles: z
    .array(
      z.union([roleId, z.object({ id: roleId }, { error: 'Perfil inválido' })], { error: 'Perfil inválido' }).transform((v) => (typeof v === 'number' ? v : v.id)),
      { error: 'Perfis devem ser uma lista de ids' },
    )
    .max(50, 'No máximo 50 perfis')
    .optional(),
  /** Organizations as ids or `{id}` (what a GET answers). Absent on an update: kept as they are. */
  organizacoes: z
    .array(
      z.union([organizationId, z.object({ id: organizationId }, { error: 'Organização inválida' })], { error: 'Organização inválida' }).transform((v) => (typeof v === 'number' ? v : v.id)),
      { error: 'Organizações devem ser uma lista' },
    )
    .max(50, 'No máximo 50 organizações')
    .optional(),
};

/** 8 to 128 characters here; the server also refuses a weak one (password-strength.ts), and so does the form before sending. */
const password = z
  .string({ error: 'Senha é obrigatória' })
  .min(8, 'Senha deve ter ao menos 8 caracteres')
  .max(128, 'Senha deve ter no máximo 128 caracteres');

export const userCreateSchema = z.object({ ...userFields, password });
export const userUpdateSchema = z.object({
  id: z.number({ error: 'id do usuário é obrigatório' }).int('id do usuário inválido').positive('id do usuário inválido'),
  ...userFields,
  /** Empty or absent keeps the current password. */
  password: password.optional().or(z.literal('').transform(() => undefined)),
});
export type UserCreate = z.input<typeof userCreateSchema>;
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(120, 'Nome deve ter no máximo 120 caracteres').optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

