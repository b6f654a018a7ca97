// The public routes' language rule (?lang, then Accept-Language) and their messages in the public pages' languages:
// the catalogue, keyed by the Portuguese message the API writes. Staff routes never use it.
export { API_MESSAGES, API_TERMS, API_TRY_AGAIN, type ApiLanguage } from './catalogue';
export { addressLanguage, languageOf, requestLanguage, type RequestLanguage } from './language';
export { translateErrorAnswer, translateLimitMessage, translateMessage } from './translate';
