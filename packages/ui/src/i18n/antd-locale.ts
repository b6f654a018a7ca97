import type { Locale } from 'antd/es/locale';
import { ptBR } from '../locale/pt-br';
import type { PublicLanguage } from './languages';
import { type LanguageResource, languageResource, moduleDefault, useLanguageResource } from './language-resource';

/**
 * antd's own words (close buttons, empty lists, tables, confirmations) in each public language, fetched the first
 * time it is shown: the page's ConfigProvider has pt-BR. Haitian Creole has no antd locale: French's, as for the
 * calendar (awaiting a native speaker's words).
 */
const ANTD_WORDS: LanguageResource<Locale> = languageResource(ptBR, {
  es: () => import(/* webpackChunkName: "antd-es" */ 'antd/locale/es_ES').then(moduleDefault<Locale>),
  en: () => import(/* webpackChunkName: "antd-en" */ 'antd/locale/en_GB').then(moduleDefault<Locale>),
  fr: () => import(/* webpackChunkName: "antd-fr" */ 'antd/locale/fr_FR').then(moduleDefault<Locale>),
  ht: () => ANTD_WORDS.load('fr'),
});

/**
 * antd's locale for a public page shown in `language`: pt-BR at once; another language once its words are here (the
 * previous language's meanwhile, so the page never changes shape while they arrive).
 */
export function useAntdLocale(language: PublicLanguage): Locale {
  return useLanguageResource(ANTD_WORDS, language, 'previous');
}
