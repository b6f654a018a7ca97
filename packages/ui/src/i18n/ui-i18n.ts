import { useEffect, useSyncExternalStore } from 'react';
import { createPublicI18n, loadAlongEveryApp, type TFunction } from './create-public-i18n';
import { DEFAULT_LANGUAGE } from './languages';
import { useShownLanguage } from './use-format';
import pt from './ui-locales/pt.json';
import { portugueseUiT } from './ui-text';

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

const current = () => uiI18n.language;

/**
 * The kit's texts in the language the page is shown in, for PublicLanguageProvider to put in UiTextContext. Until
 * another language's catalogue arrives the texts stay in the one they were in.
 */
export function useUiI18nT(): TFunction {
  const shown = useShownLanguage();
  const loaded = useSyncExternalStore(uiI18n.subscribe, current, current);
  useEffect(() => {
    if (shown !== uiI18n.language)
      uiI18n.load(shown).catch(
        // the catalogue did not arrive: the texts stay in the language they are in
        () => undefined,
      );
  }, [shown]);
  if (shown === DEFAULT_LANGUAGE && loaded !== DEFAULT_LANGUAGE) return portugueseUiT;
  return uiI18n.t;
}
