/** The establishment fields of a new evaluation, as the form holds them. */
export interface EstablishmentDraft {
  nome_estabelecimento: string;
  cnae: string | null;
  uf: string | null;
  municipio_id: number | null;
}

/** The catalogue keys of the fields whose every problem is a plain "Escolha…" (an empty or unlisted choice). */
const FIELD_MESSAGES: Partial<Record<keyof EstablishmentDraft, string>> = {
  cnae: 'prepare.errors.cnae',
  uf: 'prepare.errors.uf',
};

/**
 * The first message of each field that `evaluationCreateSchema` refused, in the page's language: a choice gets a
 * plain "Escolha…" (`t`), a typed field the contract's message (`message` translates it).
 */
export function fieldErrors(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  t: (key: string) => string,
  message: (text: string) => string = (text) => text,
): Partial<Record<keyof EstablishmentDraft, string>> {
  const out: Partial<Record<keyof EstablishmentDraft, string>> = {};
  for (const issue of result.success ? [] : (result.error?.issues ?? [])) {
    const key = issue.path[0] as keyof EstablishmentDraft;
    const choice = FIELD_MESSAGES[key];
    out[key] ??= choice ? t(choice) : message(issue.message);
  }
  return out;
}
