import { z } from 'zod';

// The paths, fixed lists and messages (no zod) are in organization-rules.ts; re-exported here, so both import paths work.
export * from './organization-rules';

export const organizationSchema = z.object({ id: z.number().int(), nome: z.string(), sigla: z.string().nullable() });
export type Organization = z.infer<typeof organizationSchema>;
