/**
 * What the complaint receipt's 'Acompanhar' button carries to the follow-up page (the router's state, kept in this
 * tab's history: never in the address, where the receipt code would reach the history list, logs and referrers), so
 * the follow-up form opens filled.
 */
export interface FollowUpCarried {
  numerodemanda: string;
  codigo: string;
}

/** The carried values found in a location's state (anything else is ignored). */
export function carriedFollowUp(state: unknown): Partial<FollowUpCarried> {
  const s = (state ?? {}) as Record<string, unknown>;
  return {
    ...(typeof s.numerodemanda === 'string' ? { numerodemanda: s.numerodemanda } : {}),
    ...(typeof s.codigo === 'string' ? { codigo: s.codigo } : {}),
  };
}
