// The questionnaire's paths, without zod: the public page's entry fetches the questionnaire before the app's code
// (and its schemas) has been evaluated (mf-denuncias/src/features/complaint-wizard/questionnaire-prefetch.ts).
export const QUESTIONS_API = {
  /** Public: every category, in panel order, with its active questions. */
  list: '/api/questoes/list',
  /** POST creates (no id) or updates (with id). */
  save: '/api/questoes',
  /** DELETE: soft delete (status 0). */
  one: '/api/questoes/:id',
  /** POST ?direcao=cima|baixo: swaps `ordem` with the neighbour. */
  move: '/api/questoes/:id/mover',
} as const;
