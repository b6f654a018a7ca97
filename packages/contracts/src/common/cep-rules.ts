// The CEP's messages, pattern and mask, without zod (cep.ts re-exports them with the schemas).
import { onlyDigits } from './cpf-rules';

export const CEP_INVALID_MESSAGE = 'CEP deve ter 8 dígitos';
export const CEP_NOT_FOUND_MESSAGE = 'CEP não encontrado';
export const CEP_PATTERN = /^\d{5}-?\d{3}$/;

/** Applies 99999-999 to what there is of the digits (at most 8). */
export function formatCep(cep: string | null | undefined): string {
  const d = onlyDigits(cep).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}
