import dayjs from 'dayjs';
export { formatCpf } from '@sisacte/contracts/common/cpf-rules';

/** Whole years → '1 ano' / 'N anos'; '—' when unknown. */
export function formatAge(age: number | null | undefined): string {
  if (age === null || age === undefined) return '—';
  return age === 1 ? '1 ano' : `${age} anos`;
}

/** Today as the API writes days (YYYY-MM-DD), in the browser's time zone. */
export const todayIso = () => dayjs().format('YYYY-MM-DD');
