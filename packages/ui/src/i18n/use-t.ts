import { useSyncExternalStore } from 'react';
import type { PublicI18n, TFunction } from './create-public-i18n';
import type { PublicLanguage } from './languages';

export interface UseT {
  t: TFunction;
  i18n: { language: PublicLanguage };
}

/**
 * The app's translation hook: `const { t } = useT()`. A component re-renders when the language changes, and works
 * the same with or without PublicLanguageProvider above it (a unit test, a staff screen reusing a public component:
 * Portuguese).
 */
export function makeUseT(app: PublicI18n): () => UseT {
  const language = () => app.language;
  return function useT() {
    const current = useSyncExternalStore(app.subscribe, language, language);
    return { t: app.t, i18n: { language: current } };
  };
}
