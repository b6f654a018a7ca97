import { createContext, useContext } from 'react';
import { portugueseT, type TFunction } from './portuguese-t';
import pt from './ui-locales/pt.json';

/*
 * The texts of the kit's shared pieces (map search, place pickers, date field). Staff screens read them in
 * Portuguese from here, carrying only this file and the Portuguese catalogue; a public page's
 * PublicLanguageProvider puts the texts of the page's language in UiTextContext (./ui-i18n.ts fetches them),
 * so the language machinery never weighs on a staff screen.
 */

/** The kit's texts in Portuguese. */
export const portugueseUiT: TFunction = portugueseT(pt);

/** The kit's texts in the public page's language (set by PublicLanguageProvider); none: Portuguese. */
export const UiTextContext = createContext<TFunction | null>(null);

/** `const t = useUiT()`: the kit's texts in the language the page is shown in. */
export function useUiT(): TFunction {
  return useContext(UiTextContext) ?? portugueseUiT;
}
