export { formatCpf } from '@sisacte/contracts/common/cpf';

/** Whole years → '1 ano' / 'N anos'; '—' when unknown. */
export function formatAge(age: number | null | undefined): string {
  if (age === null || age === undefined) return '—';
  return age === 1 ? '1 ano' : `${age} anos`;
}
