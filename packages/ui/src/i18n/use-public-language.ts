import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  languageFrom,
  rememberLanguage,
  rememberedLanguage,
  withLanguage,
  type PublicLanguage,
} from './languages';

export interface PublicLanguageState {
  /** The language the address asks for (`?lang`), else the one picked earlier in this tab, else Portuguese. */
  language: PublicLanguage;
  /** Whether the address or the tab says so (false: Portuguese by default, the picker may suggest the browser's). */
  chosen: boolean;
  /** Puts the language in the address (Portuguese: no parameter) and remembers it for the tab. */
  setLanguage: (language: PublicLanguage) => void;
  /** A link of the public pages with the language kept (`/denunciar/acompanhar?lang=es`). */
  href: (path: string) => string;
}

/** The public pages' language, read from and written to the address (`?lang=es`) on the app's router. */
export function usePublicLanguage(): PublicLanguageState {
  const location = useLocation();
  const navigate = useNavigate();
  const remembered = rememberedLanguage();
  const language = languageFrom(location.search, remembered);
  const chosen = new URLSearchParams(location.search).has(LANGUAGE_PARAM) || remembered !== null;
  const setLanguage = useCallback(
    (next: PublicLanguage) => {
      rememberLanguage(next);
      const params = new URLSearchParams(location.search);
      if (next === DEFAULT_LANGUAGE) params.delete(LANGUAGE_PARAM);
      else params.set(LANGUAGE_PARAM, next);
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
    },
    [location.pathname, location.search, location.hash, navigate],
  );
  const href = useCallback((path: string) => withLanguage(path, language), [language]);
  return useMemo(() => ({ language, chosen, setLanguage, href }), [language, chosen, setLanguage, href]);
}
