import { currentPublicLanguage, languageInfo, type PublicLanguage } from './languages';

/** The header a public page's request carries so the API answers its messages in the page's language. */
export function acceptLanguageHeader(language: PublicLanguage = currentPublicLanguage()): { 'Accept-Language': string } {
  return { 'Accept-Language': languageInfo(language).html };
}
