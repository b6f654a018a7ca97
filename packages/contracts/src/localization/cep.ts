import { z } from 'zod';
import { CEP_INVALID_MESSAGE } from '../common/cep-rules';
import { onlyDigits } from '../common/cpf-rules';
import { citySchema, stateSchema } from './places';

/** The path (no zod) is in place-rules.ts; re-exported here. */
export { CEP_API } from './place-rules';

export const cepQuerySchema = z.object({
  // '01001-000' is accepted: everything but digits is dropped, then exactly 8 must remain.
  cep: z
    .string({ error: 'cep é obrigatório' })
    .max(20, CEP_INVALID_MESSAGE)
    .transform((v) => onlyDigits(v))
    .refine((v) => v.length === 8, CEP_INVALID_MESSAGE),
});

export const cepAddressSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: citySchema.nullable(),
  estado: stateSchema.nullable(),
});
export type CepAddress = z.infer<typeof cepAddressSchema>;
