// The questionnaire's paths, without zod: the public page's entry fetches the questionnaire before the app's code
// (and its schemas) has been evaluated (mf-denuncias/src/features/complaint-wizard/questionnaire-prefetch.ts).
export const QUESTIONS_API = {
  /**
   * Public: every category, in panel order, with its active questions, in the language of `?lang=`
   * (pt, es, en, fr or ht; without it, Portuguese); a text not translated yet comes in Portuguese.
   * The page names its language in the address: a browser's own Accept-Language is not the page's.
   */
  list: '/api/questoes/list',
  /** Staff: the same questionnaire in Portuguese with every translation (the editor). */
  editor: '/api/questoes/edicao',
  /** POST creates (no id) or updates (with id). */
  save: '/api/questoes',
  /** DELETE: soft delete (status 0). */
  one: '/api/questoes/:id',
  /** POST ?direcao=cima|baixo: swaps `ordem` with the neighbour. */
  move: '/api/questoes/:id/mover',
} as const;
