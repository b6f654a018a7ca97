import type { Catalogue } from './create-public-i18n';

/** Every leaf key of a catalogue, dotted ('wizard.next'); notes (keys starting with `_`) left out. */
export function catalogueKeys(catalogue: Catalogue, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(catalogue)) {
    if (key.startsWith('_')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) keys.push(...catalogueKeys(value as Catalogue, path));
    else keys.push(path);
  }
  return keys;
}

/**
 * The keys of `reference` (Portuguese) that `other` lacks or leaves empty. A plural's forms count as one key: a
 * language may need other forms than Portuguese (`x_one`/`x_other` vs `x_few`).
 */
export function missingKeys(reference: Catalogue, other: Catalogue): string[] {
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const present = new Set<string>();
  const leaves = new Map<string, unknown>();
  const walk = (catalogue: Catalogue, prefix: string) => {
    for (const [key, value] of Object.entries(catalogue)) {
      if (key.startsWith('_')) continue;
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object' && !Array.isArray(value)) walk(value as Catalogue, path);
      else leaves.set(path, value);
    }
  };
  walk(other, '');
  for (const [key, value] of leaves) if (typeof value === 'string' && value.trim()) present.add(base(key));
  return [...new Set(catalogueKeys(reference).map(base))].filter((key) => !present.has(key));
}
