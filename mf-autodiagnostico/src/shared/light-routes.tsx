import { Component, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchesPrefix, REMOTE_ROUTE_PREFIXES } from '@sisacte/contracts/shell/remotes';
import { emit } from '@sisacte/event-bus';
import type { RemoteRoute } from '@sisacte/ui';
import { retryableLazy, retryFailedLoads } from '@sisacte/ui/retryable-lazy';
import { useT } from '../i18n';
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
      <RouteErrorBoundary>
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
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

function UnknownPath() {
  const { pathname } = useLocation();
  const mine = REMOTE_ROUTE_PREFIXES[REMOTE].some((p) => matchesPrefix(pathname, p));
  return mine ? <Navigate to="/" replace /> : null;
}

/** A screen whose code could not be fetched: webpack's ChunkLoadError ('Loading chunk … failed', 'Loading CSS chunk …'). */
const isFetchFailure = (error: Error) => error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk /.test(error.message);

/** The boundary, told the address: leaving a failed screen (Back, a link) draws the next one afresh. */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <LightErrorBoundary pathname={pathname}>{children}</LightErrorBoundary>;
}

interface BoundaryState {
  error: Error | null;
  pathname: string;
}

/**
 * A render error stays in the content area, and the shell is told. The usual cause is a screen whose code could not be
 * fetched (a phone without connection), so the fallback is drawn with what this remote already has (plain HTML and
 * the screens' CSS, nothing fetched) in the page's language; it asks to check the connection only when a fetch
 * failed. Its button, or going to another address, fetches every failed part again.
 */
class LightErrorBoundary extends Component<{ children: ReactNode; pathname: string }, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    if (state.error) retryFailedLoads();
    return { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: Error) {
    emit('remote:error', { remote: REMOTE, phase: 'render', message: error.message });
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ScreenFailed fetchFailed={isFetchFailure(error)} onRetry={this.retry} />;
  }
}

/** The fallback, in the page's language (and in a language picked after it was drawn). */
function ScreenFailed({ fetchFailed, onRetry }: { fetchFailed: boolean; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert">
      <Screen title={t('app.screenFailedTitle')}>
        {fetchFailed && <p>{t('app.screenFailedDetail')}</p>}
        <button type="button" className="ad-btn ad-btn-primary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      </Screen>
    </div>
  );
}
