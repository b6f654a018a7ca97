import { Component, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchesPrefix, REMOTE_ROUTE_PREFIXES } from '@sisacte/contracts/shell/remotes';
import { emit } from '@sisacte/event-bus';
import type { RemoteRoute } from '@sisacte/ui';
import { retryableLazy, retryFailedLoads } from '@sisacte/ui/retryable-lazy';
import { autodiagnosticoI18n } from '../i18n';
import { Screen } from './screen';

const REMOTE = 'mf-autodiagnostico';

// Loaded only when needed: the role check of the staff screen. Every part fetched on demand here and in the routes is
// retryable: a phone that lost its connection gets it with the fallback's button (LightErrorBoundary).
const StaffOnly = retryableLazy(() => import('./staff-only'));

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
 * A render error stays in the content area, and the shell is told. The usual cause is a screen whose code could not be
 * fetched (a phone without connection), so the fallback is drawn with what this remote already has (plain HTML and
 * the screens' CSS, nothing fetched) in the page's language, and its button fetches every failed part again.
 */
class LightErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    emit('remote:error', { remote: REMOTE, phase: 'render', message: error.message });
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const t = (key: string) => autodiagnosticoI18n.t(key);
    return (
      <div role="alert">
        <Screen title={t('app.screenFailedTitle')}>
          <p>{t('app.screenFailedDetail')}</p>
          <button type="button" className="ad-btn ad-btn-primary" onClick={this.retry}>
            {t('app.retry')}
          </button>
        </Screen>
      </div>
    );
  }
}
