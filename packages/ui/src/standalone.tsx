import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Card, Flex, Layout, Typography } from 'antd';
import type { LifeCycles } from 'single-spa';
import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { useCurrentUser, useSession } from '@sisacte/auth';
import { AppProviders } from './providers';
import { LoginForm } from './login-form';

/**
 * Runs a remote alone (`pnpm --filter <remote> dev`): a minimal frame with login and
 * logout around the remote's own lifecycles, against the real API.
 */
export function mountStandalone(remote: string, lifecycles: LifeCycles, container: HTMLElement, menu: MenuEntry[] = []) {
  // Nothing lives at '/' in a remote: open its first screen.
  if (location.pathname === '/' && menu[0]) history.replaceState(null, '', menu[0].path);
  createRoot(container).render(
    <AppProviders>
      <StandaloneFrame remote={remote} lifecycles={lifecycles} menu={menu} />
    </AppProviders>,
  );
}

/** Navigates on the shared history so the remote's own router follows. */
function go(path: string) {
  history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function StandaloneFrame({ remote, lifecycles, menu }: { remote: string; lifecycles: LifeCycles; menu: MenuEntry[] }) {
  const user = useCurrentUser();
  const signOut = useSession((s) => s.signOut);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, color: '#fff' }}>
        <Typography.Text strong style={{ color: '#fff' }}>
          {remote} — modo isolado
        </Typography.Text>
        <nav aria-label="Telas do módulo" style={{ flex: 1, display: 'flex', gap: 16 }}>
          {user &&
            menu.map((entry) => (
              <a key={entry.key} href={entry.path} style={{ color: '#fff' }} onClick={(e) => (e.preventDefault(), go(entry.path))}>
                {entry.label}
              </a>
            ))}
        </nav>
        {user && (
          <>
            <span>{user.name}</span>
            <Button onClick={signOut}>Sair</Button>
          </>
        )}
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        {user ? (
          <RemoteMount remote={remote} lifecycles={lifecycles} />
        ) : (
          <Flex justify="center">
            <Card title="Entrar" style={{ width: 380 }}>
              <LoginForm onSuccess={() => undefined} />
            </Card>
          </Flex>
        )}
      </Layout.Content>
    </Layout>
  );
}

function RemoteMount({ remote, lifecycles }: { remote: string; lifecycles: LifeCycles }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const props = { name: remote, domElement: ref.current, singleSpa: undefined, mountParcel: undefined } as never;
    const run = async (fns: LifeCycles['mount']) => {
      for (const fn of [fns].flat()) await fn(props);
    };
    const ready = run(lifecycles.bootstrap).then(() => run(lifecycles.mount));
    return () => void ready.then(() => run(lifecycles.unmount));
  }, [remote, lifecycles]);
  return <div ref={ref} />;
}
