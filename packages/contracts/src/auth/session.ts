import { z } from 'zod';

/** Login and the session: a JWT with the user's name, id and roles, checked on every protected call. */
export const SESSION_API = {
  /** POST loginRequestSchema → loginResponseSchema. */
  authenticate: '/authenticate',
  /** GET: the token's user as the server sees it now; 401 when the token is bad, expired or revoked. */
  session: '/api/session',
  /** POST, no body → 204: ends every session of the caller (all their tokens stop working); 401 when anonymous. */
  logout: '/api/logout',
} as const;

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

export const LOGIN_FAILED_MESSAGE = 'Usuário ou senha inválidos';
export const LOGIN_RATE_LIMITED_MESSAGE = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

/** GET /api/session: the token's user as the server sees it now (roles from the database); 401 when the token is bad, expired or revoked. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
