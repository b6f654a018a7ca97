import { z } from 'zod';
import { requiredText } from '../common/fields';
import { authorRefSchema } from '../common/ids';
import { refId } from '../acolhimento/refs';

/**
 * Extras (complementos): a titled text staff add to a complaint. Listed newest first with author
 * and time. Same visibility rule as the complaint (complaint-list.ts): 404 outside it.
 */
export const EXTRAS_API = {
  /** POST extraCreateSchema → 201 extraSchema. */
  create: '/api/extras',
  /** GET: the complaint's extras, newest first (`id` is the complaint's id). */
  list: '/api/extras/:id',
  /** GET: PDF of the complaint's extras (`id` is the complaint's id). */
  report: '/api/extras/report/:id',
} as const;

export const EXTRA_MESSAGES = {
  CREATED: 'Complemento adicionado!',
} as const;

export const extraSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  texto: z.string(),
  /** The complaint's id. */
  demandaComplemento: z.number().int(),
  /** Who added it (id and name); `created_by` is the same user's username. */
  author: authorRefSchema.nullable(),
  created_by: z.string().nullable(),
  /** ISO date-time. */
  created_at: z.string(),
});
export type Extra = z.infer<typeof extraSchema>;

/**
 * POST /api/extras: `demandaComplemento` is the complaint, as an id or `{id}`. `created_by` and
 * `author`, when sent, are ignored: the server records the logged-in user.
 */
export const extraCreateSchema = z.object({
  titulo: requiredText('Título', 200),
  texto: requiredText('Texto', 10_000),
  demandaComplemento: refId('Denúncia inválida'),
});
export type ExtraCreate = z.input<typeof extraCreateSchema>;
