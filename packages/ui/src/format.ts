import dayjs from 'dayjs';

/** 'YYYY-MM-DD' or ISO → 'DD/MM/YYYY'; '' for empty. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY') : '';
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : '';
}
