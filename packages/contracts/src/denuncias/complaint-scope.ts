import { z } from 'zod';
import { organizationSchema } from './organizations';

// The path, message and text (no zod) are in complaint-scope-rules.ts; re-exported here, so both import paths work.
export * from './complaint-scope-rules';

export const complaintScopeSchema = z.object({
  /** Sees every complaint. */
  todas: z.boolean(),
  /** The organizations whose complaints the caller sees, by name (empty when `todas`). */
  organizacoes: z.array(organizationSchema),
});
export type ComplaintScope = z.infer<typeof complaintScopeSchema>;

