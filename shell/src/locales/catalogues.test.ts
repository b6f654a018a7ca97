import { missingKeys } from '@sisacte/ui/i18n';
import pt from './pt.json';
import es from './es.json';
import en from './en.json';
import fr from './fr.json';
import ht from './ht.json';

describe('the public pages catalogues (shell)', () => {
  it.each([
    ['es', es],
    ['en', en],
    ['fr', fr],
    ['ht', ht],
  ])('%s has every key of Portuguese', (_language, catalogue) => {
    expect(missingKeys(pt, catalogue)).toEqual([]);
  });

  it('has no key Portuguese lacks (a typo in a key would never be shown)', () => {
    for (const catalogue of [es, en, fr, ht]) expect(missingKeys(catalogue, pt)).toEqual([]);
  });

  it('marks the Haitian Creole catalogue as awaiting a native speaker', () => {
    expect(ht._review).toBe('Aguardando revisão de um falante nativo de crioulo haitiano');
  });

  it('keeps every interpolation of the Portuguese text', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const flat = (catalogue: object, prefix = ''): [string, unknown][] =>
      Object.entries(catalogue).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]]));
    const reference = new Map(flat(pt));
    for (const catalogue of [es, en, fr, ht])
      for (const [key, text] of flat(catalogue)) if (reference.has(key)) expect([key, placeholders(text)]).toEqual([key, placeholders(reference.get(key))]);
  });
});
