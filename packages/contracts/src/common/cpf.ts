import { z } from 'zod';
import { CPF_INVALID_MESSAGE, isValidCpf, onlyDigits } from './cpf-rules';

// The digits, the check and the mask (no zod) are in cpf-rules.ts; re-exported here, so both import paths work.
export * from './cpf-rules';

/** A CPF, masked or digits; the parsed value is the 11 digits. */
export const cpfSchema = z
  .string({ error: CPF_INVALID_MESSAGE })
  .trim()
  .max(14, CPF_INVALID_MESSAGE)
  .refine((v) => isValidCpf(v), CPF_INVALID_MESSAGE)
  .transform((v) => onlyDigits(v));

/**
 * An optional field of digits with a rule ('', null and absent are null): the parsed value is the
 * digits; anything else that breaks the rule answers `message`.
 */
export const optionalDigitsField = (isValid: (text: string) => boolean, maxLength: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(maxLength, message)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!isValid(v)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return onlyDigits(v);
    });

/** The CPF rule for an optional field. */
export const optionalCpfSchema = optionalDigitsField(isValidCpf, 14, CPF_INVALID_MESSAGE);
