/*
 * Texts in Portuguese without i18next and without the language list: what every page carries, staff screens
 * included (the shared pieces' texts go through it); `create-public-i18n.ts` builds each app's Portuguese on it.
 */

/** A catalogue: nested objects of texts, keys written dotted ('map.searchLabel'). */
export type Catalogue = Record<string, unknown>;
export type TFunction = (key: string, options?: Record<string, unknown>) => string;

export function lookUp(catalogue: Catalogue, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

/**
 * Portuguese without i18next: the bundled catalogue, `{{name}}` filled in, `count` choosing `_one`/`_other` by
 * Intl.PluralRules, as i18next does. The page's first load carries this and the catalogue only.
 */
export function portugueseT(catalogue: Catalogue): TFunction {
  const plurals = new Intl.PluralRules('pt-BR');
  return (key, options) => {
    const count = options?.count;
    const text = (typeof count === 'number' ? lookUp(catalogue, `${key}_${plurals.select(count)}`) : undefined) ?? lookUp(catalogue, key);
    if (typeof text !== 'string') return key;
    return options ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole)) : text;
  };
}
