import { createContext, useContext } from 'react';
import type { PublicLanguage } from './languages';

/*
 * The language a public page is shown in (PublicLanguageProvider sets it; elsewhere Portuguese). In a file of its
 * own, without the language list, so that the shared pieces staff screens use (the date field) carry only this.
 */
export const ShownLanguageContext = createContext<PublicLanguage>('pt');

export function useShownLanguage(): PublicLanguage {
  return useContext(ShownLanguageContext);
}
