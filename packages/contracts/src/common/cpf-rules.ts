/*
 * The CPF rule, the one validator of the forms and the server: 11 digits, masked (999.999.999-99)
 * or not, not all equal, both check digits right. Stored and answered as the 11 digits.
 */

export const CPF_INVALID_MESSAGE = 'CPF inválido';

/** Keeps only the digits: '123.456.789-09' → '12345678909'. */
export function onlyDigits(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}

/** True when `cpf` (masked or digits) has 11 digits, not all equal, and both check digits right. */
export function isValidCpf(cpf: string | null | undefined): boolean {
  const digits = onlyDigits(cpf);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  // The original text may only hold digits and the mask's punctuation.
  if (!/^[\d.\-\s]*$/.test(cpf ?? '')) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** Applies 999.999.999-99 to what there is of the digits (at most 11): '1234567' → '123.456.7'. */
export function formatCpf(cpf: string | null | undefined): string {
  const d = onlyDigits(cpf).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
