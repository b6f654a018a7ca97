import { formatNumber } from '../../shared/format';

/** A state with no complaint: neutral grey, never a shade of the scale. */
export const EMPTY_FILL = '#e9e9e9';
/** Five classes of a sequential orange-red scale (ColorBrewer OrRd, its lightest shade left out so that 1 is told from 0). */
export const CLASS_FILLS = ['#fdd49e', '#fdbb84', '#fc8d59', '#e34a33', '#b30000'] as const;

export interface ChoroplethClass {
  /** Smallest count of the class (inclusive). */
  from: number;
  /** Largest count of the class (inclusive). */
  to: number;
  fill: string;
  /** '1–4', or '3' when the class holds one count. */
  label: string;
}

/**
 * The legend's five classes for counts from 1 to `max`: equal steps of ceil(max / 5), so each class is
 * a range of whole numbers and the last one reaches `max` (with a small `max`, the top classes hold
 * counts no state has, and the legend stays the same five colours).
 */
export function choroplethClasses(max: number): ChoroplethClass[] {
  const step = Math.max(1, Math.ceil(max / CLASS_FILLS.length));
  return CLASS_FILLS.map((fill, i) => {
    const from = i * step + 1;
    const to = (i + 1) * step;
    return { from, to, fill, label: from === to ? formatNumber(from) : `${formatNumber(from)}–${formatNumber(to)}` };
  });
}

/** The fill of a count: grey for 0, else its class's colour. */
export function fillOf(count: number, classes: readonly ChoroplethClass[]): string {
  if (count <= 0) return EMPTY_FILL;
  return (classes.find((c) => count <= c.to) ?? classes[classes.length - 1]!).fill;
}

/** '12 denúncias' (one: '1 denúncia'). */
export const countText = (count: number) => `${formatNumber(count)} ${count === 1 ? 'denúncia' : 'denúncias'}`;

/** 'SP: 12 denúncias' (one: 'SP: 1 denúncia'). */
export const stateCountText = (uf: string, count: number) => `${uf}: ${countText(count)}`;

/**
 * The map's text alternative: the year's total, the states with most complaints (up to five, largest
 * first) and how many states have none; the table ('Ver tabela') has every number.
 */
export function choroplethSummary(year: number, counts: ReadonlyMap<string, number>, states: readonly string[]): string {
  const ranked = states
    .map((uf) => [uf, counts.get(uf) ?? 0] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const none = states.length - ranked.length;
  const parts = [`Mapa do Brasil com as denúncias de ${year} por UF: ${countText(total)}`];
  if (ranked.length) parts.push(`mais denúncias em ${ranked.slice(0, 5).map(([uf, n]) => `${uf} (${formatNumber(n)})`).join(', ')}`);
  parts.push(none === 1 ? '1 UF sem denúncias' : `${none} UFs sem denúncias`);
  const elsewhere = [...counts.entries()].filter(([uf, n]) => n > 0 && !states.includes(uf));
  if (elsewhere.length) parts.push(`fora do mapa: ${elsewhere.map(([uf, n]) => `${uf} (${formatNumber(n)})`).join(', ')}`);
  return `${parts.join('; ')}.`;
}
