import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, type PublicLanguage } from './languages';

/** A catalogue: keys (nested or flat, English-ish dotted) to texts. Keys starting with `_` are notes, never shown. */
export type Catalogue = Record<string, unknown>;

/** The other languages' catalogues, each fetched when first used: `{ es: () => import('./locales/es.json') }`. */
export type CatalogueLoaders = Record<Exclude<PublicLanguage, 'pt'>, () => Promise<Catalogue | { default: Catalogue }>>;

export interface PublicI18n {
  i18n: I18n;
  namespace: string;
  /** Fetches the language's catalogue once (Portuguese is bundled) and makes it current. */
  load: (language: PublicLanguage) => Promise<void>;
}

/**
 * One i18next instance per app: Portuguese bundled (the first load needs no request), every other language one
 * extra request the first time it is used. A key missing from a catalogue falls back to Portuguese.
 */
export function createPublicI18n(namespace: string, pt: Catalogue, loaders: CatalogueLoaders): PublicI18n {
  const resources: Resource = { [DEFAULT_LANGUAGE]: { [namespace]: pt } };
  const i18n = createInstance();
  void i18n.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [namespace],
    defaultNS: namespace,
    partialBundledLanguages: true,
    initAsync: false,
    returnNull: false,
    // React escapes what it renders
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const pending = new Map<Exclude<PublicLanguage, 'pt'>, Promise<void>>();
  const load = (language: PublicLanguage): Promise<void> => {
    if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, namespace)) {
      return i18n.language === language ? Promise.resolve() : i18n.changeLanguage(language).then(() => undefined);
    }
    const other: Exclude<PublicLanguage, 'pt'> = language;
    let loading = pending.get(other);
    if (!loading) {
      loading = loaders[other]()
        .then((module: Catalogue | { default: Catalogue }) => {
          const catalogue = ('default' in module && typeof module.default === 'object' ? module.default : module) as Catalogue;
          i18n.addResourceBundle(language, namespace, catalogue, true, true);
        })
        .finally(() => pending.delete(other));
      pending.set(other, loading);
    }
    return loading.then(() => i18n.changeLanguage(language)).then(() => undefined);
  };
  return { i18n, namespace, load };
}
