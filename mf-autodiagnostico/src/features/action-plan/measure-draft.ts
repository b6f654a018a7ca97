/** A measure as its card holds it. */
export interface MeasureDraft {
  acoes: string;
  responsavel: string;
  data_inicio: string | null;
  data_fim: string | null;
}

/** The catalogue keys of an empty date's message. */
const EMPTY_DATE: Partial<Record<keyof MeasureDraft, string>> = { data_inicio: 'measures.emptyStart', data_fim: 'measures.emptyEnd' };

/**
 * The first message of each field `measureSaveSchema` refused (end before start included), in the page's language:
 * an empty date says so plainly (`t`), the others are the contract's messages (`message` translates them).
 */
export function measureErrors(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  draft: MeasureDraft,
  t: (key: string) => string,
  message: (text: string) => string = (text) => text,
): Partial<Record<keyof MeasureDraft, string>> {
  const out: Partial<Record<keyof MeasureDraft, string>> = {};
  for (const issue of result.success ? [] : (result.error?.issues ?? [])) {
    const key = issue.path[0] as keyof MeasureDraft;
    if (!['acoes', 'responsavel', 'data_inicio', 'data_fim'].includes(key)) continue;
    const empty = !draft[key] ? EMPTY_DATE[key] : undefined;
    out[key] ??= empty ? t(empty) : message(issue.message);
  }
  return out;
}
