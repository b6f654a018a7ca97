// Paths and page size of the staff accounts, without zod (users.ts re-exports them with the schemas): the users'
// list and the author filters need only these.

/** Staff accounts; the administrator manages them. */
export const USERS_API = {
  /** GET: the page (?name). */
  page: '/api/users',
  one: '/api/users/:id',
  /** POST creates, PUT updates (the body has the id). */
  save: '/api/user',
  /** Short list for author filters (case management): id and name; the username only for administrators. */
  options: '/api/list-users',
  /** POST, no body → 204: ends every session of the user (their tokens stop working at once). Administrators only. */
  endSessions: '/api/users/:id/encerrar-sessoes',
} as const;

export const USER_PAGE_SIZE = 20;
