/**
 * i18next, fetched with the first language other than Portuguese (its own file, named "i18next"). A page's entry may
 * call it early to fetch it beside its code (`@sisacte/ui/i18n/engine`: this file alone, nothing else of the kit).
 */
export const loadI18nEngine = () => import(/* webpackChunkName: "i18next" */ 'i18next');
