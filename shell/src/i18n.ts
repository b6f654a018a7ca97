// The shell's public texts (home page, public header) in the public pages' languages (issue 33): Portuguese bundled,
// the others fetched the first time they are used. How it works: packages/ui/src/i18n/index.ts.
import { createPublicI18n, makeUseT } from '@sisacte/ui/i18n';
import pt from './locales/pt.json';

export const shellI18n = createPublicI18n('shell', pt, {
  es: () => import(/* webpackChunkName: "lang-es" */ './locales/es.json'),
  en: () => import(/* webpackChunkName: "lang-en" */ './locales/en.json'),
  fr: () => import(/* webpackChunkName: "lang-fr" */ './locales/fr.json'),
  ht: () => import(/* webpackChunkName: "lang-ht" */ './locales/ht.json'),
});

export const useT = makeUseT(shellI18n);
