import { z } from 'zod';
import { authorRefSchema } from '../common/ids';

/** The history of a person's record: who changed what, with readable values, newest first. */
export const WELCOMED_HISTORY_API = {
  list: '/api/welcomed-history/:id',
} as const;

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'restore', 'family'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One change: field name, its Portuguese label and readable values (names, not ids). */
export const historyChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/** GET /api/welcomed-history/{id}: newest first. */
export const welcomedHistoryEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  author: authorRefSchema.nullable(),
  action: z.enum(HISTORY_ACTIONS),
  changes: z.array(historyChangeSchema),
});
export type WelcomedHistoryEntry = z.infer<typeof welcomedHistoryEntrySchema>;
