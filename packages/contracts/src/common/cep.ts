import { z } from 'zod';
import { onlyDigits, optionalDigitsField } from './cpf';

export const CEP_INVALID_MESSAGE = 'CEP deve ter 8 dígitos';
export const CEP_NOT_FOUND_MESSAGE = 'CEP não encontrado';
const CEP_PATTERN = /^\d{5}-?\d{3}$/;

/** Applies 99999-999 to what there is of the digits (at most 8). */
export function formatCep(cep: string | null | undefined): string {
  const d = onlyDigits(cep).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** A CEP, '01001-000' or '01001000'; the parsed value is the 8 digits. */
export const cepSchema = z
  .string({ error: CEP_INVALID_MESSAGE })
  .trim()
  .max(9, CEP_INVALID_MESSAGE)
  .refine((v) => CEP_PATTERN.test(v), CEP_INVALID_MESSAGE)
  .transform((v) => onlyDigits(v));

/** The CEP rule for an optional field: '', null and absent are null. */
export const optionalCepSchema = optionalDigitsField((v) => CEP_PATTERN.test(v), 9, CEP_INVALID_MESSAGE);
