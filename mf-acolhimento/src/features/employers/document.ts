import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { formatCpf, onlyDigits } from '@sisacte/contracts/common/cpf-rules';

/** Up to 11 digits as a CPF (999.999.999-99), more as a CNPJ (99.999.999/9999-99): the mask follows what is typed. */
export function formatDocument(text: string | null | undefined): string {
  const d = onlyDigits(text).slice(0, 14);
  if (d.length <= 11) return formatCpf(d);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** 11 digits with a right CPF check, or 14 with a right CNPJ check (the server's rule). */
export function isValidDocument(text: string | null | undefined): boolean {
  const d = onlyDigits(text);
  if (d.length === 11) return isValidCPF(d);
  if (d.length === 14) return isValidCNPJ(d);
  return false;
}
