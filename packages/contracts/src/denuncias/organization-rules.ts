// The path of the organizations, without zod (organizations.ts re-exports it with the schema).

/** Organizations a complaint can be addressed to (public list). */
export const ORGANIZATIONS_API = {
  list: '/api/organizacoes/list',
} as const;
