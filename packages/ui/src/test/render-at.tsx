import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '@sisacte/auth';
import { AppProviders } from '../providers';

/** Shows the current path and query, for `where()`. */
export function CurrentPath() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

/** The path and query the router is at now (rendered by renderAt / renderRoutes). */
export const where = () => screen.getByTestId('where').textContent;

/** Renders inside the app's providers (pt-BR antd, App.useApp). */
export function renderUi(ui: ReactElement) {
  return render(<AppProviders>{ui}</AppProviders>);
}

/** Renders `ui` inside the providers and a router at `path` (route pattern `pattern`), with the current path for `where()`. */
export function renderAt(ui: ReactElement, path = '/', pattern = '*') {
  return renderRoutes(path, { [pattern]: ui, ...(pattern !== '*' ? { '*': null } : {}) });
}

export interface RenderRoutesOptions {
  /** Rendered inside the router, before the routes (listeners, a layout's parts). */
  before?: ReactNode;
  /** false: without AppProviders. */
  providers?: boolean;
}

/** Renders a route table (pattern → element, each followed by the current path) in a router at `path`. */
export function renderRoutes(path: string, routes: Record<string, ReactNode>, { before, providers = true }: RenderRoutesOptions = {}) {
  const router = (
    <MemoryRouter initialEntries={[path]}>
      {before}
      <Routes>
        {Object.entries(routes).map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={<>{element}<CurrentPath /></>} />
        ))}
      </Routes>
    </MemoryRouter>
  );
  return render(providers ? <AppProviders>{router}</AppProviders> : router);
}

/** A signed-in session with these roles, valid for `secondsLeft`. */
export function signIn(roles: string[], { token = 't', secondsLeft = 3600, id = 1, username = 'ana', name = 'Ana' } = {}) {
  useSession.setState({ token, user: { id, username, name, roles, exp: Math.floor(Date.now() / 1000) + secondsLeft } });
}

/** The first button whose text is `text` (antd wraps a button's text in a span). */
export const button = (text: string) => screen.getByText(text).closest('button')!;
