import { z } from 'zod';
import { requiredText } from '../common/fields';

// The catalogue, labels and checks live in role-names.ts (no zod: the session store and the shell load them on
// every staff page); they are re-exported here, so both import paths work.
export * from './role-names';

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  system: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleCreateSchema = z.object({
  name: requiredText('Nome do perfil', 120, { min: 3 }),
  description: z.string().trim().max(300, 'Descrição deve ter no máximo 300 caracteres').nullish(),
});
export const roleUpdateSchema = roleCreateSchema.extend({
  id: z.number({ error: 'id do perfil é obrigatório' }).int('id do perfil inválido').positive('id do perfil inválido'),
});
export type RoleCreate = z.infer<typeof roleCreateSchema>;
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

