import { z } from 'zod';
import { complaintStatusSchema } from './complaints';

/** Anonymous follow-up of a complaint: protocol number + receipt code → its status, nothing else. */
export const FOLLOW_UP_API = {
  lookup: '/api/denuncias/acompanhamento',
} as const;

/** Same text whether the protocol or the receipt code is wrong (the follow-up never says which). */
export const FOLLOW_UP_NOT_FOUND_MESSAGE = 'Protocolo ou código de recibo não conferem.';
export const FOLLOW_UP_RATE_LIMITED_MESSAGE = 'Muitas consultas deste endereço. Aguarde alguns minutos e tente novamente.';

/** POST /api/denuncias/acompanhamento (public). Case and spaces are forgiven. */
export const complaintFollowUpRequestSchema = z.object({
  numerodemanda: z
    .string({ error: 'Número do protocolo é obrigatório' })
    .trim()
    .toUpperCase()
    .min(1, 'Número do protocolo é obrigatório')
    .max(40, 'Número do protocolo inválido'),
  codigo: z
    .string({ error: 'Código de recibo é obrigatório' })
    .trim()
    .toUpperCase()
    .min(1, 'Código de recibo é obrigatório')
    .max(40, 'Código de recibo inválido'),
});
export type ComplaintFollowUpRequest = z.infer<typeof complaintFollowUpRequestSchema>;

export const complaintFollowUpResponseSchema = z.object({
  numerodemanda: z.string(),
  status: complaintStatusSchema,
  createdAt: z.string(),
});
export type ComplaintFollowUpResponse = z.infer<typeof complaintFollowUpResponseSchema>;
