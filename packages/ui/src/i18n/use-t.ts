import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import type { PublicI18n } from './create-public-i18n';

/**
 * The app's translation hook, bound to its own instance: a component works the same with or without
 * PublicLanguageProvider above it (a unit test, a staff screen reusing a public component: Portuguese).
 */
export function makeUseT(app: PublicI18n): () => UseTranslationResponse<string, undefined> {
  return () => useTranslation(app.namespace, { i18n: app.i18n });
}
