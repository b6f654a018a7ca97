// Paths and messages of the session, without zod (session.ts re-exports them with the schemas).

/** Login and the session: a JWT with the user's name, id and roles, checked on every protected call. */
export const SESSION_API = {
  /** POST loginRequestSchema → loginResponseSchema. */
  authenticate: '/authenticate',
  /** GET: the token's user as the server sees it now; 401 when the token is bad, expired or revoked. */
  session: '/api/session',
  /** POST, no body → 204: ends this session only (this login's token stops working; the user's other tabs and devices go on); 401 when anonymous. */
  logout: '/api/logout',
  /**
   * PUT passwordChangeSchema → loginResponseSchema: the caller changes their own password (the current
   * one is asked). Every session of the user ends, this one too, and the answer is a new login token.
   */
  password: '/api/session/password',
} as const;

export const LOGIN_FAILED_MESSAGE = 'Usuário ou senha inválidos';
export const LOGIN_RATE_LIMITED_MESSAGE = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Senha atual incorreta';
export const SAME_PASSWORD_MESSAGE = 'A nova senha deve ser diferente da atual';
