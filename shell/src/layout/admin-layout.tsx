import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import KeyOutlined from '@ant-design/icons-svg/lib/asn/KeyOutlined';
import LogoutOutlined from '@ant-design/icons-svg/lib/asn/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons-svg/lib/asn/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/lib/asn/MenuUnfoldOutlined';
import UserOutlined from '@ant-design/icons-svg/lib/asn/UserOutlined';
import { useSession, type SessionUser } from '@sisacte/auth';
import { emit } from '@sisacte/event-bus';
import { mayBeNotified } from '@sisacte/contracts/notificacoes/historico';
import { NotificationBell } from '../notifications/notification-bell';
import { remoteHost } from '../remotes/start-remotes';
import { FRAME_CSS } from './frame-styles';
import { Sidebar } from './sidebar';
import { SvgIcon } from './svg-icon';

// The own-password dialog (antd, the password meter) loads on the button's first click.
const ChangePasswordDialog = lazy(() => import('../session/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

/** Below antd's lg breakpoint (phones, small tablets) the sidebar hides and opens over the content. */
const NARROW = '(max-width: 991.98px)';
const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/** The frame's styles, once per page. */
export const FrameStyles = () => <style>{FRAME_CSS}</style>;

/**
 * The logged-in frame: top bar (user, own password, logout), sidebar, and the content area where remotes mount
 * (or the shell's own `children`, on the few screens the shell draws itself). Plain HTML and CSS: the
 * frame loads no component library, the remote on screen brings its own.
 */
export function AdminLayout({ user, children }: { user: SessionUser; children?: ReactNode }) {
  const [narrow, setNarrow] = useState(isNarrow);
  const [collapsed, setCollapsed] = useState(narrow);
  const drawerOpen = narrow && !collapsed;
  const token = useSession((s) => s.token);
  const [changingPassword, setChangingPassword] = useState(false);

  // Crossing the breakpoint: the sidebar collapses on a phone and opens again on a desktop.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW);
    const onChange = () => {
      setNarrow(query.matches);
      setCollapsed(query.matches);
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);

  // On a phone the open sidebar is a drawer: Esc or a tap outside closes it.
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setCollapsed(true);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className="sa-frame">
      <FrameStyles />
      <aside className="sa-sider" data-collapsed={collapsed} data-narrow={narrow}>
        <div className="sa-brand">{collapsed ? 'SA' : 'SisActe'}</div>
        <Sidebar user={user} collapsed={collapsed} onExpand={() => setCollapsed(false)} onNavigate={() => narrow && setCollapsed(true)} />
      </aside>
      {drawerOpen && <div aria-hidden className="sa-backdrop" data-testid="menu-backdrop" onClick={() => setCollapsed(true)} />}
      <div className="sa-main">
        <header className="sa-header">
          <button
            type="button"
            className="sa-button sa-button-text"
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            onClick={() => setCollapsed((c) => !c)}
          >
            {collapsed ? <SvgIcon icon={MenuUnfoldOutlined} /> : <SvgIcon icon={MenuFoldOutlined} />}
          </button>
          {/* Only complaints staff have notifications; for anyone else the bell's API answers 403 (and a 403 ends the session). */}
          {mayBeNotified(user.roles) && <NotificationBell token={token} />}
          <span className="sa-header-user" data-testid="user-name">
            <SvgIcon icon={UserOutlined} /> {user.name || user.username}
          </span>
          <button type="button" className="sa-button" aria-label="Alterar senha" title="Alterar senha" onClick={() => setChangingPassword(true)}>
            <SvgIcon icon={KeyOutlined} /> <span className="sa-wide-only">Alterar senha</span>
          </button>
          <button type="button" className="sa-button" onClick={() => emit('session:logout', { reason: 'user' })}>
            <SvgIcon icon={LogoutOutlined} /> Sair
          </button>
        </header>
        {changingPassword && (
          <Suspense fallback={null}>
            <ChangePasswordDialog user={user} onClose={() => setChangingPassword(false)} />
          </Suspense>
        )}
        <div className="sa-content">{children ? <main id="conteudo">{children}</main> : <RemoteOutlet />}</div>
      </div>
    </div>
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
