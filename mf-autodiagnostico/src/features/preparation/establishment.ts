/** The establishment fields of a new evaluation, as the form holds them. */
export interface EstablishmentDraft {
  nome_estabelecimento: string;
  cnae: string | null;
  uf: string | null;
  municipio_id: number | null;
}

const FIELD_MESSAGES: Partial<Record<keyof EstablishmentDraft, string>> = {
  cnae: 'Escolha a atividade (CNAE) do estabelecimento',
  uf: 'Escolha o estado (UF)',
};

/** The first message of each field that `evaluationCreateSchema` refused (an empty choice gets a plain "Escolha…"). */
export function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Partial<Record<keyof EstablishmentDraft, string>> {
  const out: Partial<Record<keyof EstablishmentDraft, string>> = {};
  for (const issue of result.success ? [] : (result.error?.issues ?? [])) {
    const key = issue.path[0] as keyof EstablishmentDraft;
    out[key] ??= FIELD_MESSAGES[key] ?? issue.message;
  }
  return out;
}
