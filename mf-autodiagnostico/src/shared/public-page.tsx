import { useCallback, type ReactNode } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import { PublicLanguageProvider, useDocumentTitle, usePublicLanguage } from '@sisacte/ui/i18n';
import { autodiagnosticoI18n, useT } from '../i18n';

/**
 * A public screen of the self-diagnosis in the address's language (`?lang=es`): the shell's public header has the
 * picker and owns the page's <html lang>; this fetches the self-diagnosis' catalogue and follows the choice.
 */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <PublicLanguageProvider i18n={autodiagnosticoI18n} ownsDocument={false}>
      <DocumentTitle />
      {children}
    </PublicLanguageProvider>
  );
}

/** The tab's title in the page's language. */
function DocumentTitle() {
  const { t } = useT();
  useDocumentTitle(t('app.documentTitle'));
  return null;
}

/** navigate() and link targets that keep the page's language in the address (`/admin/status/12?lang=es`). */
export function useLocalized() {
  const navigate = useNavigate();
  const { href, language } = usePublicLanguage();
  const go = useCallback((path: string, options?: NavigateOptions) => navigate(href(path), options), [navigate, href]);
  return { go, href, language };
}
