// The paths of the functions (professions), without zod (functions.ts re-exports them with the schemas).

/** Functions (professions) a person can do; staff add new names from the person's form. */
export const FUNCTIONS_API = {
  search: '/api/function/search', // ?text
  list: '/api/function/list',
  /** POST functionCreateSchema. */
  create: '/api/function/create',
  /** DELETE, refused while a person has it. */
  delete: '/api/function/delete/:function_id',
} as const;
