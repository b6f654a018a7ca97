/** How every date field shows and takes a date: day, month, year. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_MASK = '99/99/9999';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** True for a real calendar day written YYYY-MM-DD (no 31/02). */
export function isIsoDate(value: unknown): value is string {
  const m = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** '2026-12-25' → '25/12/2026'; anything else → ''. */
export function isoToBr(value: string | null | undefined): string {
  if (!isIsoDate(value)) return '';
  const [y, m, d] = value.split('-');
  return `${d}/${m}/${y}`;
}

/** '25/12/2026' → '2026-12-25'; an incomplete or impossible date → null. */
export function brToIso(text: string): string | null {
  const m = BR_DATE.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
}
