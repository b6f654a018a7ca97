import { missingKeys } from '../i18n/catalogue-keys';

type Catalogue = Record<string, unknown>;

/**
 * The checks every app's public catalogues pass (`<app>/src/locales/*.json`): each language has every
 * Portuguese key and no other, keeps every `{{interpolation}}` of the Portuguese text, and the Haitian
 * Creole one is marked as awaiting a native speaker's review.
 */
export function describeCatalogues(app: string, { pt, ...others }: { pt: Catalogue; es: Catalogue; en: Catalogue; fr: Catalogue; ht: Catalogue }) {
  const languages = Object.entries(others);
  describe(`the public catalogues (${app})`, () => {
    it.each(languages)('%s has every key of Portuguese', (_language, catalogue) => {
      expect(missingKeys(pt, catalogue)).toEqual([]);
    });

    it('has no key Portuguese lacks (a typo in a key would never be shown)', () => {
      for (const [, catalogue] of languages) expect(missingKeys(catalogue, pt)).toEqual([]);
    });

    it('marks the Haitian Creole catalogue as awaiting a native speaker', () => {
      expect(others.ht._review).toBe('Aguardando revisão de um falante nativo de crioulo haitiano');
    });

    it('keeps every interpolation of the Portuguese text', () => {
      const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      const flat = (catalogue: object, prefix = ''): [string, unknown][] =>
        Object.entries(catalogue).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]]));
      const reference = new Map(flat(pt));
      for (const [, catalogue] of languages)
        for (const [key, text] of flat(catalogue)) if (reference.has(key)) expect([key, placeholders(text)]).toEqual([key, placeholders(reference.get(key))]);
    });
  });
}
