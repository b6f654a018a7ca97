// The public routes' messages in the public pages' languages (issue 33): Accept-Language → the catalogue, keyed by
// the Portuguese message. Staff routes never use it.
export { API_MESSAGES, type ApiLanguage } from './catalogue';
export { languageOf, translateErrorAnswer, translateMessage, type RequestLanguage } from './translate';
