import { WELCOMED_FIELD_LABELS } from '@sisacte/contracts/acolhimento/welcomed';
import type { StoredHistoryChange } from '../../../db/schema';

/** How a person's status and family group read in the history and on the reports. */
export const STATUS_LABELS: Record<string, string> = { active: 'Ativo', drashed: 'Excluído' };
export const familyLabel = (familyId: number | null) => (familyId === null ? null : `Grupo familiar nº ${familyId}`);

/** One readable change of a field, from → to, labelled as the person's form labels it. */
export const change = (field: string, from: string | null, to: string | null): StoredHistoryChange => ({
  field,
  label: WELCOMED_FIELD_LABELS[field] ?? field,
  from,
  to,
});

/** The fields whose readable value differs, from → to. */
export function diff(before: Record<string, string | null>, after: Record<string, string | null>): StoredHistoryChange[] {
  const changes: StoredHistoryChange[] = [];
  for (const field of Object.keys(after)) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (from !== to) changes.push(change(field, from, to));
  }
  return changes;
}
