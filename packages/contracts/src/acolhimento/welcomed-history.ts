import { z } from 'zod';
import { historyEntryOf } from '../common/history';
import { HISTORY_ACTIONS } from './welcomed-history-rules';

// The paths, fixed lists and messages (no zod) are in welcomed-history-rules.ts; re-exported here, so both import paths work.
export * from './welcomed-history-rules';

export { historyChangeSchema, type HistoryChange } from '../common/history';

/** GET /api/welcomed-history/{id}: newest first. */
export const welcomedHistoryEntrySchema = historyEntryOf(HISTORY_ACTIONS, {
  /** One of HISTORY_EVENTS, or null (see there). */
  event: z.string().nullable().optional(),
});
export type WelcomedHistoryEntry = z.infer<typeof welcomedHistoryEntrySchema>;
