import type { ReactNode } from 'react';
import { Layout, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LanguagePicker, usePublicLanguage } from '@sisacte/ui/i18n';
import { useT } from '../i18n';
import { PUBLIC_PATHS } from '../paths';

/** The calm, plain frame of the public page: no shell, no login, no tracking; the language picker in its header. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { href } = usePublicLanguage();
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <Layout.Header style={{ position: 'relative', display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 16, rowGap: 4, paddingInline: 16, height: 'auto', minHeight: 64, lineHeight: 1.5, paddingBlock: 12 }}>
        <a href={href('/')} aria-label={t('frame.home')} style={{ color: '#fff', fontWeight: 700, fontSize: 18 }}>
          SisActe
        </a>
        <span style={{ color: '#fff', opacity: 0.9, flex: 1 }}>{t('frame.subtitle')}</span>
        <LanguagePicker tone="dark" />
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 12px' }}>
        {/* Layout.Content is the page's <main>: a second one inside it would be a nested landmark */}
        <div style={{ maxWidth: 760, margin: '0 auto' }}>{children}</div>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', padding: '16px 12px' }}>
        <Typography.Text style={{ color: 'rgba(0, 0, 0, 0.7)' }}>
          {t('frame.emergency')} ·{' '}
          {/* A link inside running text is underlined: colour alone does not tell it apart. */}
          <Link to={href(PUBLIC_PATHS.acompanhar)} style={{ textDecoration: 'underline' }}>
            {t('frame.followUpLink')}
          </Link>
        </Typography.Text>
      </Layout.Footer>
    </Layout>
  );
}
