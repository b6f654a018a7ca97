import { useEffect, useSyncExternalStore } from 'react';
import { createPublicI18n, loadAlongEveryApp, type TFunction } from './create-public-i18n';
import { DEFAULT_LANGUAGE } from './languages';
import { useShownLanguage } from './use-format';
import pt from './ui-locales/pt.json';

const loaders = {
  es: () => import(/* webpackChunkName: "ui-lang-es" */ './ui-locales/es.json'),
  en: () => import(/* webpackChunkName: "ui-lang-en" */ './ui-locales/en.json'),
  fr: () => import(/* webpackChunkName: "ui-lang-fr" */ './ui-locales/fr.json'),
  ht: () => import(/* webpackChunkName: "ui-lang-ht" */ './ui-locales/ht.json'),
};

/**
 * The texts of the kit's shared pieces that public pages show (map search, place pickers, date field): Portuguese
 * bundled, another language fetched with the page's (every app's `load` fetches it beside its own catalogue and switches when both are there).
 */
export const uiI18n = createPublicI18n('ui', pt, loaders);
loadAlongEveryApp(uiI18n);

/** Always Portuguese: what a staff screen (no public provider) reads, whatever language a public page loaded. */
const portuguese = createPublicI18n('ui-pt', pt, loaders);

/** The kit's texts in Portuguese, outside React (a default that a hook's language replaces). */
export const portugueseUiT: TFunction = (key, options) => portuguese.t(key, options);

const current = () => uiI18n.language;

/**
 * `const t = useUiT()`: the kit's texts in the language the page is shown in (Portuguese without
 * PublicLanguageProvider). Until another language's catalogue arrives the texts stay in the one they were in.
 */
export function useUiT(): TFunction {
  const shown = useShownLanguage();
  const loaded = useSyncExternalStore(uiI18n.subscribe, current, current);
  useEffect(() => {
    if (shown !== uiI18n.language)
      uiI18n.load(shown).catch(
        // the catalogue did not arrive: the texts stay in the language they are in
        () => undefined,
      );
  }, [shown]);
  if (shown === DEFAULT_LANGUAGE && loaded !== DEFAULT_LANGUAGE) return portuguese.t;
  return uiI18n.t;
}
