// Paths and messages of the session, without zod (session.ts re-exports them with the schemas).

/** Login and the session: a JWT with the user's name, id and roles, checked on every protected call. */
export const SESSION_API = {
  /** POST loginRequestSchema → loginResponseSchema. */
  authenticate: '/authenticate',
  /** GET: the token's user as the server sees it now; 401 when the token is bad, expired or revoked. */
  session: '/api/session',
  /** POST, no body → 204: ends every session of the caller (all their tokens stop working); 401 when anonymous. */
  logout: '/api/logout',
} as const;

export const LOGIN_FAILED_MESSAGE = 'Usuário ou senha inválidos';
export const LOGIN_RATE_LIMITED_MESSAGE = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
