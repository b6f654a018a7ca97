import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Layout, Typography } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionUser } from '@sisacte/auth';
import { emit } from '@sisacte/event-bus';
import { remoteHost } from '../remotes/start-remotes';
import { Sidebar } from './sidebar';

/** The logged-in frame: top bar (user, logout), sidebar, and the content area where remotes mount. */
export function AdminLayout({ user }: { user: SessionUser }) {
  const [collapsed, setCollapsed] = useState(false);
  // Below the lg breakpoint (phones, small tablets) the sidebar hides completely and the
  // top-bar button brings it back over the content.
  const [narrow, setNarrow] = useState(false);
  const drawerOpen = narrow && !collapsed;

  // On a phone the open sidebar is a drawer: Esc or a tap outside closes it.
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setCollapsed(true);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        trigger={null}
        width={248}
        breakpoint="lg"
        collapsedWidth={narrow ? 0 : 80}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
        style={{ position: narrow ? 'fixed' : 'sticky', zIndex: 20, top: 0, height: '100vh', overflow: 'auto' }}
      >
        <div className="brand" style={{ color: '#fff', padding: '18px 20px', fontWeight: 700, fontSize: 18 }}>
          {collapsed ? 'SA' : 'SisActe'}
        </div>
        <Sidebar user={user} onNavigate={() => narrow && setCollapsed(true)} />
      </Layout.Sider>
      {drawerOpen && (
        <div
          aria-hidden
          data-testid="menu-backdrop"
          onClick={() => setCollapsed(true)}
          style={{ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.45)', zIndex: 19 }}
        />
      )}
      <Layout>
        <Layout.Header
          style={{ background: '#fff', padding: '0 16px', display: 'flex', alignItems: 'center', gap: 12, borderBottom: '1px solid #f0f0f0' }}
        >
          <Button
            type="text"
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((c) => !c)}
          />
          <Flex flex={1} />
          <Typography.Text data-testid="user-name">
            <UserOutlined /> {user.name || user.username}
          </Typography.Text>
          <Button icon={<LogoutOutlined />} onClick={() => emit('session:logout', { reason: 'user' })}>
            Sair
          </Button>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <RemoteOutlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** Attaches the persistent remote host node to the content area. */
export function RemoteOutlet() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    el?.appendChild(remoteHost);
    return () => {
      if (remoteHost.parentElement === el) el?.removeChild(remoteHost);
    };
  }, []);
  return <main ref={ref} id="conteudo" />;
}
