import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import { ptBR } from '../locale/pt-br';
import type { PublicLanguage } from './languages';

type Other = Exclude<PublicLanguage, 'pt'>;

/**
 * antd's own words (close buttons, empty lists, tables, confirmations) in each public language, fetched the first
 * time it is shown: the page's ConfigProvider has pt-BR. Haitian Creole has no antd locale: French's, as for the
 * calendar (awaiting a native speaker's words).
 */
const LOADERS: Record<Other, () => Promise<Locale | { default: Locale }>> = {
  es: () => import(/* webpackChunkName: "antd-es" */ 'antd/locale/es_ES'),
  en: () => import(/* webpackChunkName: "antd-en" */ 'antd/locale/en_GB'),
  fr: () => import(/* webpackChunkName: "antd-fr" */ 'antd/locale/fr_FR'),
  ht: () => LOADERS.fr(),
};

const loaded = new Map<Other, Locale>();

const localeOf = (language: PublicLanguage): Locale | undefined => (language === 'pt' ? ptBR : loaded.get(language));

/**
 * antd's locale for a public page shown in `language`: pt-BR at once; another language once its words are here (the
 * previous language's meanwhile, so the page never changes shape while they arrive).
 */
export function useAntdLocale(language: PublicLanguage): Locale {
  const [shown, setShown] = useState<Locale>(() => localeOf(language) ?? ptBR);
  useEffect(() => {
    const ready = localeOf(language);
    if (ready) {
      setShown(ready);
      return;
    }
    let current = true;
    LOADERS[language as Other]().then(
      (module) => {
        const locale = 'default' in module && module.default ? module.default : (module as Locale);
        loaded.set(language as Other, locale);
        if (current) setShown(locale);
      },
      // the words did not arrive: antd's stay in the language they are in
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return shown;
}
