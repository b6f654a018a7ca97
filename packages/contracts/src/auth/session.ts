import { z } from 'zod';

// The paths and messages (no zod: the HTTP client and the shell need them on every staff page) are in session-api.ts.
export {
  SESSION_API,
  LOGIN_FAILED_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  SAME_PASSWORD_MESSAGE,
} from './session-api';

export const loginRequestSchema = z.object({
  username: z.string({ error: 'Informe o usuário' }).trim().min(1, 'Informe o usuário').max(60, 'Usuário muito longo'),
  password: z.string({ error: 'Informe a senha' }).min(1, 'Informe a senha').max(128, 'Senha muito longa'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Claims of the login token: exp, roles, name, username_id (and sub); `tv`, the user's session
 * version when it was issued: a password change, deletion or an administrator ending the user's
 * sessions raise the version, and every token with an older one is refused; and `sid`, this login's
 * own session, which logging out ends alone (the user's other tabs and devices go on). A token
 * without `sid` (signed before sessions had ids) is governed by `tv` only.
 */
export const tokenClaimsSchema = z.object({
  exp: z.number(),
  roles: z.array(z.string()),
  name: z.string(),
  username_id: z.number().int(),
  sub: z.string(),
  tv: z.number().int().nonnegative(),
  sid: z.uuid().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;


/** GET /api/session: the token's user as the server sees it now (roles from the database); 401 when the token is bad, expired or revoked. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** PUT /api/session/password: the caller's current password and the new one (8 to 128 characters, and strong: password-strength.ts). */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Informe a senha atual' }).min(1, 'Informe a senha atual').max(128, 'Senha muito longa'),
  newPassword: z
    .string({ error: 'Informe a nova senha' })
    .min(8, 'A nova senha deve ter ao menos 8 caracteres')
    .max(128, 'A nova senha deve ter no máximo 128 caracteres'),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
