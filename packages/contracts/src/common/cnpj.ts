import { onlyDigits, isValidCpf } from './cpf';

/*
 * The CNPJ rule, next to the CPF rule: 14 digits, masked (99.999.999/9999-99) or not, not all equal,
 * both check digits right. Stored and answered as the 14 digits.
 */

export const CNPJ_INVALID_MESSAGE = 'CNPJ inválido';

/** True when `cnpj` (masked or digits) has 14 digits, not all equal, and both check digits right. */
export function isValidCnpj(cnpj: string | null | undefined): boolean {
  const digits = onlyDigits(cnpj);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  if (!/^[\d./\-\s]*$/.test(cnpj ?? '')) return false;
  const checkDigit = (length: number) => {
    // Weights 5,4,3,2,9,8,…,2 for the first digit (12 digits), 6,5,4,3,2,9,…,2 for the second (13).
    let sum = 0;
    let weight = length - 7;
    for (let i = 0; i < length; i += 1) {
      sum += Number(digits[i]) * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === Number(digits[12]) && checkDigit(13) === Number(digits[13]);
}

/** Applies 99.999.999/9999-99 to what there is of the digits (at most 14). */
export function formatCnpj(cnpj: string | null | undefined): string {
  const d = onlyDigits(cnpj).slice(0, 14);
  if (d.length <= 2) return d;
  if (d.length <= 5) return `${d.slice(0, 2)}.${d.slice(2)}`;
  if (d.length <= 8) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}`;
  if (d.length <= 12) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8)}`;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** A CPF (11 digits) or a CNPJ (14), each by its own rule. */
export function isValidCpfOrCnpj(text: string | null | undefined): boolean {
  const digits = onlyDigits(text);
  return digits.length === 14 ? isValidCnpj(text) : digits.length === 11 && isValidCpf(text);
}
