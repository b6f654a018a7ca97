// The indicators' paths, categories, labels and limits, without zod (indicators.ts re-exports them with the
// schemas): the indicators' list needs only these.

/** Indicators: weighted signs of work analogous to slavery; a complaint's IRTE score is the sum of the weights of its indicators. */
export const INDICATORS_API = {
  /** GET: the page (filters below); POST: create or update. */
  page: '/api/indicadores',
  /** Every indicator, for the question editor's option links. */
  list: '/api/indicadores/list',
  one: '/api/indicadores/:id',
} as const;

/** Suggested indicator categories: the four forms of work analogous to slavery (Código Penal, art. 149). */
export const INDICATOR_CATEGORIES = ['Trabalho forçado', 'Condições degradantes', 'Jornada exaustiva', 'Servidão por dívida'] as const;
export const INDICATOR_ACTIVE = 1;
export const INDICATOR_INACTIVE = 0;
export const INDICATOR_STATUS_LABELS: Record<number, string> = { 1: 'Ativo', 0: 'Inativo' };
export const INDICATOR_PAGE_SIZE = 20;
export const MAX_INDICATOR_PESO = 100;
