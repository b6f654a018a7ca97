import { z } from 'zod';
import { authorRefSchema } from './ids';

/*
 * The history of a record (a person's register, a complaint): every change staff made, newest first,
 * each with its author, its time and the values before and after as readable text.
 */

/** One change: field name, its Portuguese label and readable values (names, not ids). */
export const historyChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/**
 * One entry of a history: id, `created_at` (ISO date-time), author, `action` (one of `actions`),
 * what the history adds to say what happened (`what`), and the changes.
 */
export const historyEntryOf = <A extends readonly [string, ...string[]], W extends z.ZodRawShape>(actions: A, what: W) =>
  z.object({
    id: z.number().int(),
    created_at: z.string(),
    author: authorRefSchema.nullable(),
    action: z.enum(actions),
    ...what,
    changes: z.array(historyChangeSchema),
  });
