import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Card, Flex, Layout, Typography } from 'antd';
import type { LifeCycles } from 'single-spa';
import { useCurrentUser, useSession } from '@sisacte/auth';
import { AppProviders } from './providers';
import { LoginForm } from './login-form';

/**
 * Runs a remote alone (`pnpm --filter <remote> dev`): a minimal frame with login and
 * logout around the remote's own lifecycles, against the real API.
 */
export function mountStandalone(remote: string, lifecycles: LifeCycles, container: HTMLElement) {
  createRoot(container).render(
    <AppProviders>
      <StandaloneFrame remote={remote} lifecycles={lifecycles} />
    </AppProviders>,
  );
}

function StandaloneFrame({ remote, lifecycles }: { remote: string; lifecycles: LifeCycles }) {
  const user = useCurrentUser();
  const signOut = useSession((s) => s.signOut);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, color: '#fff' }}>
        <Typography.Text strong style={{ color: '#fff', flex: 1 }}>
          {remote} — modo isolado
        </Typography.Text>
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
