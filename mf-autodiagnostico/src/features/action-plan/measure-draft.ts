/** A measure as its card holds it. */
export interface MeasureDraft {
  acoes: string;
  responsavel: string;
  data_inicio: string | null;
  data_fim: string | null;
}

const EMPTY_DATE: Partial<Record<keyof MeasureDraft, string>> = { data_inicio: 'Informe a data de início', data_fim: 'Informe a data de fim' };

/**
 * The first message of each field `measureSaveSchema` refused (end before start included); an empty
 * date says so plainly.
 */
export function measureErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, draft: MeasureDraft): Partial<Record<keyof MeasureDraft, string>> {
  const out: Partial<Record<keyof MeasureDraft, string>> = {};
  for (const issue of result.success ? [] : (result.error?.issues ?? [])) {
    const key = issue.path[0] as keyof MeasureDraft;
    if (!['acoes', 'responsavel', 'data_inicio', 'data_fim'].includes(key)) continue;
    out[key] ??= !draft[key] && EMPTY_DATE[key] ? EMPTY_DATE[key] : issue.message;
  }
  return out;
}
