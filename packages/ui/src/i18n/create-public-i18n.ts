import type { i18n as I18next } from 'i18next';
import { loadI18nEngine } from './engine';
import { DEFAULT_LANGUAGE, type PublicLanguage } from './languages';
import { portugueseT, type Catalogue, type TFunction } from './portuguese-t';

/** A catalogue: keys (nested or flat, English-ish dotted) to texts (Catalogue); keys starting with `_` are notes, never shown. `t('wizard.progress', { current: 1, total: 6 })`: TFunction; `count` picks a plural form (`key_one`, `key_other`). */
export type { Catalogue, TFunction };

/** The other languages' catalogues, each fetched when first used: `{ es: () => import('./locales/es.json') }`. */
export type CatalogueLoaders = Record<Exclude<PublicLanguage, 'pt'>, () => Promise<Catalogue | { default: Catalogue }>>;

export interface PublicI18n {
  namespace: string;
  /** The language the texts are in now. */
  readonly language: PublicLanguage;
  /** The texts in that language (a new function at each change of language). */
  readonly t: TFunction;
  /** Fetches the language's catalogue once (Portuguese is bundled) and makes it current. */
  load: (language: PublicLanguage) => Promise<void>;
  /** Hears every change of language. */
  subscribe: (listener: () => void) => () => void;
}

/** Catalogues that every app's `load` brings along (the kit's own texts): a page changes language all at once. */
const companions = new Set<PublicI18n>();

/** Makes every app's `load(language)` also load `i18n` in that language and wait for it (a failure is not waited on). */
export function loadAlongEveryApp(i18n: PublicI18n): void {
  companions.add(i18n);
}

/**
 * The public texts of one app. Portuguese is bundled and needs nothing more: the page's first load carries neither
 * i18next nor another language. Another language fetches its catalogue and, the first time, i18next (the engine:
 * interpolation, plurals by Intl.PluralRules, a key missing from the catalogue falling back to Portuguese).
 */
export function createPublicI18n(namespace: string, pt: Catalogue, loaders: CatalogueLoaders): PublicI18n {
  const listeners = new Set<() => void>();
  const inPortuguese = portugueseT(pt);
  let language: PublicLanguage = DEFAULT_LANGUAGE;
  let t: TFunction = inPortuguese;
  let engine: Promise<I18next> | undefined;
  /** The last language asked for: a slower earlier load never replaces it. */
  let requested: PublicLanguage = DEFAULT_LANGUAGE;
  const pending = new Map<Exclude<PublicLanguage, 'pt'>, Promise<void>>();

  const set = (next: PublicLanguage, nextT: TFunction) => {
    language = next;
    t = nextT;
    for (const listener of listeners) listener();
  };

  const startEngine = () =>
    (engine ??= loadI18nEngine().then(async ({ createInstance }) => {
      const instance = createInstance();
      await instance.init({
        resources: { [DEFAULT_LANGUAGE]: { [namespace]: pt } },
        lng: DEFAULT_LANGUAGE,
        fallbackLng: DEFAULT_LANGUAGE,
        ns: [namespace],
        defaultNS: namespace,
        partialBundledLanguages: true,
        initAsync: false,
        returnNull: false,
        // React escapes what it renders
        interpolation: { escapeValue: false },
      });
      return instance;
    }));

  const alongside = (asked: PublicLanguage) =>
    [...companions].filter((other) => other !== self).map((other) => other.load(asked).catch(() => undefined));

  const load = (asked: PublicLanguage): Promise<void> => {
    requested = asked;
    if (asked === 'pt') {
      void alongside(asked);
      if (language !== asked) set(asked, inPortuguese);
      return Promise.resolve();
    }
    const next: Exclude<PublicLanguage, 'pt'> = asked;
    let loading = pending.get(next);
    if (!loading) {
      loading = Promise.all([startEngine(), loaders[next]()]).then(([instance, module]) => {
        const catalogue = ('default' in module && typeof module.default === 'object' ? module.default : module) as Catalogue;
        if (!instance.hasResourceBundle(next, namespace)) instance.addResourceBundle(next, namespace, catalogue, true, true);
        return instance;
      }).then(() => undefined);
      loading.catch(() => pending.delete(next));
      pending.set(next, loading);
    }
    return Promise.all([loading, ...alongside(next)]).then(async () => {
      const instance = await startEngine();
      const fixed = instance.getFixedT(next, namespace);
      if (requested === next && language !== next) set(next, (key, options) => String(fixed(key, options as never)));
    });
  };

  const self: PublicI18n = {
    namespace,
    get language() {
      return language;
    },
    get t() {
      return t;
    },
    load,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return self;
}
