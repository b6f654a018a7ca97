import { z } from 'zod';

/** Organizations a complaint can be addressed to (public list). */
export const ORGANIZATIONS_API = {
  list: '/api/organizacoes/list',
} as const;

export const organizationSchema = z.object({ id: z.number().int(), nome: z.string(), sigla: z.string().nullable() });
export type Organization = z.infer<typeof organizationSchema>;
