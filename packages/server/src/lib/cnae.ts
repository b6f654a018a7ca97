/** 0111301 → 0111-3/01, the way CONCLA writes a CNAE subclass. */
export function formatCnaeCode(digits: string): string {
  return `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5, 7)}`;
}
