import { Link } from 'react-router-dom';
import { LanguagePicker, PublicLanguageProvider, usePublicLanguage } from '@sisacte/ui/i18n';
import { shellI18n, useT } from '../i18n';
import { FrameStyles, RemoteOutlet } from './admin-layout';

function PublicHeader() {
  const { t } = useT();
  const { href } = usePublicLanguage();
  return (
    <header className="sa-public-header" style={{ position: 'relative', height: 'auto', minHeight: 64, flexWrap: 'wrap', gap: 8, paddingBlock: 8 }}>
      <Link to={href('/')} className="sa-brand-link" aria-label={t('header.home')}>
        SisActe
      </Link>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <LanguagePicker tone="dark" />
        <Link to="/login" className="sa-button">
          {t('header.restricted')}
        </Link>
      </div>
    </header>
  );
}

/**
 * Frame for the admin paths open to the public (self-diagnosis, new complaint): no sidebar; the language picker in
 * its header (the remote's page follows the address's `?lang`). The back office stays in Portuguese.
 */
export function PublicLayout() {
  return (
    <PublicLanguageProvider i18n={shellI18n}>
      <div className="sa-frame">
        <FrameStyles />
        <div className="sa-main">
          <PublicHeader />
          <div className="sa-content">
            <RemoteOutlet />
          </div>
        </div>
      </div>
    </PublicLanguageProvider>
  );
}
