import { Typography } from 'antd';
import { PublicLanguageProvider, useDocumentTitle } from '@sisacte/ui/i18n';
import { ComplaintWizard } from './complaint-wizard';
import { denunciasI18n, useT } from '../../i18n';
import { DENUNCIAS_PATHS } from '../../paths';

function WizardInShell() {
  const { t } = useT();
  useDocumentTitle(t('page.documentTitle'));
  return (
    <div style={{ maxWidth: 760, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {t('page.title')}
      </Typography.Title>
      <ComplaintWizard followUpPath={DENUNCIAS_PATHS.acompanhar} />
    </div>
  );
}

/**
 * /admin/denuncias/novo: the same wizard inside the shell, open to the public without login, in the address's
 * language (the shell's public header has the picker and owns the page's <html lang>).
 */
export function ComplaintWizardPage() {
  return (
    <PublicLanguageProvider i18n={denunciasI18n} ownsDocument={false}>
      <WizardInShell />
    </PublicLanguageProvider>
  );
}
