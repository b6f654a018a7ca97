// The path, message and text of the caller's complaint scope, without zod (complaint-scope.ts re-exports them with the schema).

/*
 * Which complaints the caller sees (the rule is in complaint-list.ts): every one (VisualizarTodasDemandas,
 * administrators), or those addressed to their organizations and those they filed. The complaint lists say
 * so above the table, so that an empty list explains itself.
 */

export const COMPLAINT_SCOPE_API = {
  /** GET: the caller's scope (role Denuncias). */
  mine: '/api/denuncias/escopo',
} as const;

export const NO_ORGANIZATION_MESSAGE = 'Nenhuma organização atribuída ao seu usuário: peça a um administrador.';

/** What the complaint list says of the caller's scope; null for those who see every complaint. */
export function complaintScopeText(scope: { todas: boolean; organizacoes: readonly { nome: string; sigla: string | null }[] }): string | null {
  if (scope.todas) return null;
  if (scope.organizacoes.length === 0) return NO_ORGANIZATION_MESSAGE;
  const names = scope.organizacoes.map((o) => (o.sigla ? `${o.nome} (${o.sigla})` : o.nome));
  return `Você vê as denúncias das organizações: ${names.join(', ')}.`;
}
