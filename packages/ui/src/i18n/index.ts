/**
 * Languages of the public pages (issue 33): `@sisacte/ui/i18n`.
 *
 * The public pages (home, complaint wizard and follow-up, self-diagnosis and action plan) speak pt (default), es,
 * en, fr and ht; the staff back office stays in Portuguese. Library: i18next, loaded only for a language other than
 * Portuguese (with that language's catalogue): Portuguese is bundled and rendered by a few lines here, so the pages'
 * first load carries no i18n engine (/denunciar's 300 KB budget has no room for i18next + react-i18next, 18 KB gzip);
 * the React binding is `makeUseT` (a useSyncExternalStore on the app's language), not react-i18next.
 *
 * How an app uses it:
 * 1. Catalogues `<app>/src/locales/{pt,es,en,fr,ht}.json` (keys English-ish and dotted, e.g. `wizard.next`; keys
 *    starting with `_` are notes: `ht.json` carries `"_review"`, awaiting a native speaker's review).
 * 2. `src/i18n.ts`: `export const appI18n = createPublicI18n('denuncias', pt, { es: () => import('./locales/es.json'), … })`
 *    — Portuguese is bundled; another language fetches its catalogue (and i18next, the first time) — and
 *    `export const useT = makeUseT(appI18n)`; components call `const { t } = useT()`.
 * 3. Wrap the public page in `<PublicLanguageProvider i18n={appI18n}>` (inside the router): it follows the address's
 *    `?lang=xx` (no parameter: Portuguese; sessionStorage remembers the pick for the tab, no cookie), loads the
 *    catalogue, sets `<html lang>` and the hreflang links. An entry may `await appI18n.load(currentPublicLanguage())`
 *    before its first render so a Spanish page never flashes Portuguese.
 * 4. `<LanguagePicker tone="dark"/>` in the public header; `usePublicLanguage().href(path)` (or `withLanguage`) keeps the
 *    language on links that leave the router (`<a href>`); `useFormat()` writes dates and numbers in the language.
 * 5. Requests of public pages send `Accept-Language: <language>` (`acceptLanguageHeader()`); the server answers the
 *    public routes' messages in it.
 * 6. The kit's own pieces that public pages show (map search, place pickers, date field and its calendar) take their
 *    texts from `ui-locales/*.json` through `useUiT()`: every app's `load` fetches that catalogue (and the calendar's
 *    words, with the date field) beside its own, so nothing more is needed; without a provider they speak Portuguese.
 * Checks: the key-parity test (`expectSameKeys`), and eslint-plugin-i18next's no-literal-string on the public folders.
 */
export {
  PUBLIC_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  browserSuggestion,
  currentPublicLanguage,
  isPublicLanguage,
  languageFrom,
  languageInfo,
  languageName,
  matchLanguage,
  rememberLanguage,
  withLanguage,
  type PublicLanguage,
} from './languages';
export { usePublicLanguage, type PublicLanguageState } from './use-public-language';
export { createPublicI18n, type Catalogue, type CatalogueLoaders, type PublicI18n, type TFunction } from './create-public-i18n';
export { makeUseT, type UseT } from './use-t';
export { PublicLanguageProvider, type PublicLanguageProviderProps } from './public-language-provider';
export { PageLanguageTexts } from './page-language-texts';
export { LanguagePicker, type LanguagePickerProps } from './language-picker';
export { useFormat, useShownLanguage, formatterFor, ShownLanguageContext, type Formatter } from './use-format';
export { acceptLanguageHeader } from './accept-language';
export { catalogueKeys, missingKeys } from './catalogue-keys';
export { uiI18n } from './ui-i18n';
export { useUiT, UiTextContext } from './ui-text';
export { apiMessageIn, useApiErrorText } from './api-error-text';
export { useDocumentTitle } from './use-document-title';
export { onPageTexts, pageTexts, showPageTexts, type PageTexts, type PageTextsHandle } from './page-texts';
