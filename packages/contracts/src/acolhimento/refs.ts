import { z } from 'zod';
import { MAX_DB_INT, positiveId } from '../common/ids';

/*
 * How the case-management records refer to each other: a write takes a reference as a bare id or
 * as `{id}` (what a GET answers, its other fields ignored), so that a GET's answer with one field
 * changed can be sent back as is.
 */

/** A reference to another record: `7` or `{id: 7, …}`, read as the id; `invalid` is the whole message. */
export const refId = (invalid: string, missing: string = invalid) => {
  // Nothing chosen says `missing`, anything else wrong says `invalid` (also on the first branch, which form resolvers show).
  const message = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null || issue.input === '' ? missing : invalid);
  return z
    .union([z.number({ error: message }).int(invalid).positive(invalid).max(MAX_DB_INT, invalid), z.object({ id: positiveId(invalid) }, { error: message })], { error: message })
    .transform((v) => (typeof v === 'number' ? v : v.id));
};

/** The person a case-management record is about: required ('Pessoa é obrigatória'). */
export const requiredWelcomedRef = refId('Pessoa inválida', 'Pessoa é obrigatória');

/** A list of references (ids or `{id}`), without repeats. */
export const refIdList = (invalid: string, max: number, listLabel: string) =>
  z
    .array(refId(invalid), { error: `${listLabel} devem ser uma lista` })
    .max(max, `${listLabel}: no máximo ${max}`)
    .transform((v) => [...new Set(v)]);

/** A person as the other case-management records show them. */
export const welcomedRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 11 digits, no mask. */
  cpf: z.string().nullable(),
  /** As WELCOMED_STATUSES (not imported: welcomed.ts takes its references from here). 'drashed': the person is in the trash (their records stay and come back on restore). */
  status: z.enum(['active', 'drashed']),
});
export type WelcomedRef = z.infer<typeof welcomedRefSchema>;

export const UNKNOWN_WELCOMED_MESSAGE = 'Pessoa inexistente';
export const trashedWelcomedMessage = (name: string) => `O cadastro de ${name} está excluído: restaure-o antes`;
