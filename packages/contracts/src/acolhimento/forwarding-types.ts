import { z } from 'zod';
import { requiredText } from '../common/fields';
import { updateSchemaOf } from '../common/ids';
import { pageQuerySchema, pageSchema } from '../common/page';
import { queryText } from '../common/query';

// The paths, fixed lists and messages (no zod) are in forwarding-type-rules.ts; re-exported here, so both import paths work.
export * from './forwarding-type-rules';

export const forwardingTypeSchema = z.object({ id: z.number().int(), title: z.string() });
export type ForwardingType = z.infer<typeof forwardingTypeSchema>;
export const forwardingTypePageSchema = pageSchema(forwardingTypeSchema);

export const forwardingTypeCreateSchema = z.object({
  title: requiredText('Título', 100, { min: 2 }),
});
export const forwardingTypeUpdateSchema = updateSchemaOf(forwardingTypeCreateSchema, 'id do tipo de encaminhamento inválido');
export type ForwardingTypeCreate = z.input<typeof forwardingTypeCreateSchema>;
export type ForwardingTypeUpdate = z.input<typeof forwardingTypeUpdateSchema>;

export const forwardingTypeListQuerySchema = pageQuerySchema.extend({ title: queryText('Título', 100) });
