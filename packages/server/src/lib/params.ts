import { z } from 'zod';

/** `{id}` path parameter. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id deve ser um número' })
    .int('id deve ser um número inteiro')
    .positive('id deve ser positivo')
    .max(2_147_483_647, 'id inválido'),
});
