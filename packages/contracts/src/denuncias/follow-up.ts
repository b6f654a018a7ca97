import { z } from 'zod';
import { complaintStatusSchema } from './complaints';

/** Anonymous follow-up of a complaint: protocol number + receipt code → its status, nothing else. */
export const FOLLOW_UP_API = {
  lookup: '/api/denuncias/acompanhamento',
} as const;

/** Same text whether the protocol or the receipt code is wrong (the follow-up never says which). */
export const FOLLOW_UP_NOT_FOUND_MESSAGE = 'Protocolo ou código de recibo não conferem.';
export const FOLLOW_UP_RATE_LIMITED_MESSAGE = 'Muitas consultas deste endereço. Aguarde alguns minutos e tente novamente.';

/** A code the complainant types: trimmed and upper-cased; required, at most 40 characters. */
const typedCode = (label: string) =>
  z
    .string({ error: `${label} é obrigatório` })
    .trim()
    .toUpperCase()
    .min(1, `${label} é obrigatório`)
    .max(40, `${label} inválido`);

/** POST /api/denuncias/acompanhamento (public). Case and spaces are forgiven. */
export const complaintFollowUpRequestSchema = z.object({
  numerodemanda: typedCode('Número do protocolo'),
  codigo: typedCode('Código de recibo'),
});
export type ComplaintFollowUpRequest = z.infer<typeof complaintFollowUpRequestSchema>;

export const complaintFollowUpResponseSchema = z.object({
  numerodemanda: z.string(),
  status: complaintStatusSchema,
  createdAt: z.string(),
});
export type ComplaintFollowUpResponse = z.infer<typeof complaintFollowUpResponseSchema>;
