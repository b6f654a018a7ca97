import { z } from 'zod';

// The paths and messages (no zod: the HTTP client and the shell need them on every staff page) are in session-api.ts.
export { SESSION_API, LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE } from './session-api';

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
 * Claims of the login token: exp, roles, name, username_id (and sub), and `tv`, the user's session
 * version when it was issued: logging out, a password change, deletion or an administrator ending
 * the user's sessions raise the version, and every token with an older one is refused.
 */
export const tokenClaimsSchema = z.object({
  exp: z.number(),
  roles: z.array(z.string()),
  name: z.string(),
  username_id: z.number().int(),
  sub: z.string(),
  tv: z.number().int().nonnegative(),
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
