import { PublicLanguageProvider, useDocumentTitle } from '@sisacte/ui/i18n';
import { FollowUpPage } from './follow-up-page';
import { denunciasI18n, useT } from '../../i18n';
import { DENUNCIAS_PATHS } from '../../paths';

/** /admin/denuncias/acompanhar: the anonymous follow-up inside the shell, in the address's language (the shell's header picks it). */
export function FollowUpShellPage() {
  return (
    <PublicLanguageProvider i18n={denunciasI18n} ownsDocument={false}>
      <FollowUpInShell />
    </PublicLanguageProvider>
  );
}

function FollowUpInShell() {
  const { t } = useT();
  useDocumentTitle(t('page.followUpDocumentTitle'));
  return (
    <div style={{ maxWidth: 760, margin: '0 auto' }}>
      <FollowUpPage wizardPath={DENUNCIAS_PATHS.novo} />
    </div>
  );
}
