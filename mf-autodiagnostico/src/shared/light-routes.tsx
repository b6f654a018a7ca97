import { Component, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchesPrefix, REMOTE_ROUTE_PREFIXES } from '@sisacte/contracts/shell/remotes';
import { emit } from '@sisacte/event-bus';
import type { RemoteRoute } from '@sisacte/ui';
import { retryableLazy, retryFailedLoads } from '@sisacte/ui/retryable-lazy';
import { autodiagnosticoI18n } from '../i18n';

const REMOTE = 'mf-autodiagnostico';

// Loaded only when needed: the role check of the staff screen, and the fallback of a render error. Every part fetched
// on demand here and in the routes is retryable: a phone that lost its connection gets it with 'Tentar de novo'.
const StaffOnly = retryableLazy(() => import('./staff-only'));
const RemoteFallback = retryableLazy(() => import('@sisacte/ui').then((m) => ({ default: m.RemoteFallback })));

/**
 * This remote's router, as @sisacte/ui's RemoteRoutes (a screen with a role checks it; unknown paths
 * inside the remote's prefixes go home), without importing antd or the role catalogue up front: the
 * public start page is the first screen a visitor's phone loads, on a budget.
 */
export function LightRoutes({ routes }: { routes: RemoteRoute[] }) {
  return (
    <BrowserRouter>
      <LightErrorBoundary>
        <Routes>
          {routes.map((r) => (
            <Route
              key={r.path}
              path={r.path}
              element={
                r.role === null ? (
                  r.element
                ) : (
                  <Suspense fallback={null}>
                    <StaffOnly role={r.role}>{r.element}</StaffOnly>
                  </Suspense>
                )
              }
            />
          ))}
          <Route path="*" element={<UnknownPath />} />
        </Routes>
      </LightErrorBoundary>
    </BrowserRouter>
  );
}

function UnknownPath() {
  const { pathname } = useLocation();
  const mine = REMOTE_ROUTE_PREFIXES[REMOTE].some((p) => matchesPrefix(pathname, p));
  return mine ? <Navigate to="/" replace /> : null;
}

/**
 * A render error stays in the content area: @sisacte/ui's fallback in the page's language, and the shell is told. A
 * screen whose code could not be fetched (the usual cause: a phone without connection) is fetched again on retry.
 */
class LightErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    emit('remote:error', { remote: REMOTE, phase: 'render', message: error.message });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={<p role="alert">{autodiagnosticoI18n.t('app.moduleErrorShort')}</p>}>
        <AntdProviders>
          <RemoteFallback
            label={autodiagnosticoI18n.t('app.moduleName')}
            title={autodiagnosticoI18n.t('app.screenFailedTitle')}
            subTitle={autodiagnosticoI18n.t('app.screenFailedDetail')}
            retryLabel={autodiagnosticoI18n.t('app.retry')}
            onRetry={() => {
              retryFailedLoads();
              this.setState({ error: null });
            }}
          />
        </AntdProviders>
      </Suspense>
    );
  }
}

/** antd's pt-BR providers (@sisacte/ui), fetched with the first screen that uses antd. */
export const AntdProviders = retryableLazy(() => import('./antd-providers'));
