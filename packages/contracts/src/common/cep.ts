import { z } from 'zod';
import { CEP_INVALID_MESSAGE, CEP_PATTERN } from './cep-rules';
import { onlyDigits, optionalDigitsField } from './cpf';

// The messages, pattern and mask (no zod) are in cep-rules.ts; re-exported here, so both import paths work.
export { CEP_INVALID_MESSAGE, CEP_NOT_FOUND_MESSAGE, formatCep } from './cep-rules';

/** A CEP, '01001-000' or '01001000'; the parsed value is the 8 digits. */
export const cepSchema = z
  .string({ error: CEP_INVALID_MESSAGE })
  .trim()
  .max(9, CEP_INVALID_MESSAGE)
  .refine((v) => CEP_PATTERN.test(v), CEP_INVALID_MESSAGE)
  .transform((v) => onlyDigits(v));

/** The CEP rule for an optional field: '', null and absent are null. */
export const optionalCepSchema = optionalDigitsField((v) => CEP_PATTERN.test(v), 9, CEP_INVALID_MESSAGE);
