import type { ReactNode } from 'react';
import { Layout, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../paths';

/** The calm, plain frame of the public page: no shell, no login, no tracking. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 16 }}>
        <a href="/" style={{ color: '#fff', fontWeight: 700, fontSize: 18 }}>
          SisActe
        </a>
        <span style={{ color: '#fff', opacity: 0.9 }}>Denúncia de trabalho</span>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 12px' }}>
        {/* Layout.Content is the page's <main>: a second one inside it would be a nested landmark */}
        <div style={{ maxWidth: 760, margin: '0 auto' }}>{children}</div>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', padding: '16px 12px' }}>
        <Typography.Text style={{ color: 'rgba(0, 0, 0, 0.7)' }}>
          Em perigo agora? Ligue 190. Denúncias também pelo Disque 100. ·{' '}
          {/* A link inside running text is underlined: colour alone does not tell it apart. */}
          <Link to={PUBLIC_PATHS.acompanhar} style={{ textDecoration: 'underline' }}>
            Acompanhar uma denúncia
          </Link>
        </Typography.Text>
      </Layout.Footer>
    </Layout>
  );
}
