import { lazy, Suspense, type ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@sisacte/ui';
import { renderRoutes } from '@sisacte/ui/test';
import { useSession } from '@sisacte/auth';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { useMenuStore } from '../remotes/menu-store';
import { AdminGate } from './admin-gate';
import { LogoutListener } from './logout-listener';
import { rememberRequestedPage, takeRequestedPage } from './requested-page';
import { clearSessionNotice, leaveSessionNotice, readSessionNotice } from './session-notice';

// The layout hosts the remotes; their loading is not under test here.
jest.mock('single-spa', () => ({ registerApplication: jest.fn(), start: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.setTimeout(20_000);

let tokens = 0;
/** A session for a fresh token (the gate asks the server once per token). */
function signIn(secondsLeft = 3600, roles = ['ROLE_ADMIN']) {
  const token = `token-${++tokens}`;
  useSession.setState({ token, user: { id: 1, username: 'ana.souza', name: 'Ana Souza', roles, exp: Math.floor(Date.now() / 1000) + secondsLeft } });
  return token;
}

/** GET /api/session answers with `status` (0: the network fails). */
function serverAnswers(status: number) {
  const fetchMock = jest.fn(async (_request: Request) => {
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(status === 200 ? JSON.stringify({ ok: true }) : JSON.stringify({ message: 'Não autorizado' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const renderAt = (path: string) =>
  renderRoutes(path, { '/': <h1>Página inicial</h1>, '/login': <h1>Entrar</h1>, '/admin/*': <AdminGate /> }, { before: <LogoutListener /> });

beforeEach(() => {
  useSession.setState({ token: null, user: null });
  useMenuStore.setState({ byRemote: {}, ready: false });
});

const MENU = {
  'mf-acolhimento': [
    { key: 'cadastros', label: 'Cadastros', path: '/admin/cadastros', role: ROLES.ACOLHIMENTO, group: 'acolhimento' as const, order: 1 },
    { key: 'usuarios', label: 'Usuários', path: '/admin/configuracoes/usuarios', role: ROLES.ADMIN, group: 'configuracoes' as const, order: 1 },
  ],
  'mf-denuncias': [{ key: 'questionario', label: 'Questionário', path: '/admin/questionario/edit', role: ROLES.DENUNCIAS, group: 'denuncias' as const, order: 20 }],
  'mf-relatorios': [{ key: 'relatorios', label: 'Relatórios', path: '/admin/relatorios/list', role: ROLES.RELATORIOS, group: 'fiscalizacao' as const, order: 1 }],
};

describe('the /admin session guard', () => {
  it('sends a visitor without a token home, keeping the page asked for to open after login', async () => {
    sessionStorage.clear();
    const fetchMock = serverAnswers(200);
    renderAt('/admin/painel');
    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeRequestedPage()).toBe('/admin/painel');
    expect(takeRequestedPage()).toBeNull(); // taken once
  });

  it('opens the login page instead when the session ended under the user (its notice waiting) and the page was reloaded before getting there', async () => {
    sessionStorage.clear();
    leaveSessionNotice('ended');
    serverAnswers(200);
    renderAt('/admin/painel');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(takeRequestedPage()).toBe('/admin/painel');
    clearSessionNotice(); // the real login page takes it once shown
  });

  it('sends an expired session home without asking the server', async () => {
    const fetchMock = serverAnswers(200);
    signIn(-60);
    renderAt('/admin/painel');
    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the back office once the server confirms the token', async () => {
    const fetchMock = serverAnswers(200);
    const token = signIn();
    renderAt('/admin/painel');
    expect(screen.getByLabelText('Verificando a sessão')).toBeInTheDocument();
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Ana Souza');
    const [request] = fetchMock.mock.calls[0]!;
    expect(new URL(request.url).pathname).toBe('/api/session');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('asks the server only once per token', async () => {
    const fetchMock = serverAnswers(200);
    signIn();
    const first = renderAt('/admin/painel');
    await screen.findByTestId('user-name');
    first.unmount();
    renderAt('/admin/denuncias');
    expect(screen.getByTestId('user-name')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the session and opens the login page saying it ended when the server refuses the token (revoked or tampered)', async () => {
    sessionStorage.clear();
    serverAnswers(401);
    signIn();
    renderAt('/admin/painel?aba=denuncias');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
    expect(readSessionNotice()).toBe('ended');
    expect(takeRequestedPage()).toBe('/admin/painel?aba=denuncias'); // the login brings the user back
  });

  it('keeps waiting, and keeps the session, while the server cannot be reached', async () => {
    const fetchMock = serverAnswers(0);
    signIn();
    renderAt('/admin/painel');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByLabelText('Verificando a sessão')).toBeInTheDocument();
    expect(useSession.getState().token).not.toBeNull();
  });

  it('ends the session the moment the token expires, even if the user does nothing, and the login page says so', async () => {
    sessionStorage.clear();
    serverAnswers(200);
    signIn(2);
    renderAt('/admin/painel');
    await screen.findByTestId('user-name');
    expect(await screen.findByRole('heading', { name: 'Entrar' }, { timeout: 4000 })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(readSessionNotice()).toBe('expired');
  });

  it('opens the login page, not home, when the login page takes longer than the gate waits to draw (a slow phone)', async () => {
    sessionStorage.clear();
    serverAnswers(401);
    signIn();
    // The navigation to the login page is a transition: the gate stays on screen until the page is ready.
    const SlowLogin = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => setTimeout(() => resolve({ default: () => <h1>Entrar</h1> }), 1_500)));
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/admin/painel']}>
          <LogoutListener />
          <Suspense fallback={null}>
            <Routes>
              <Route path="/" element={<h1>Página inicial</h1>} />
              <Route path="/login" element={<SlowLogin />} />
              <Route path="/admin/*" element={<AdminGate />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Entrar' }, { timeout: 4000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Página inicial' })).not.toBeInTheDocument();
    expect(readSessionNotice()).toBe('ended');
  });

  it('goes home by itself when the session is cleared without a logout event', async () => {
    serverAnswers(200);
    signIn();
    renderAt('/admin/painel');
    await screen.findByTestId('user-name');
    act(() => useSession.getState().signOut());
    expect(await screen.findByRole('heading', { name: 'Página inicial' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it("'Sair' ends the session and goes home, with no notice", async () => {
    sessionStorage.clear();
    serverAnswers(200);
    signIn();
    renderAt('/admin/painel');
    fireEvent.click(await screen.findByRole('button', { name: /Sair/ }));
    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(readSessionNotice()).toBeNull();
  });

  it('opens the public screens without a session, in the frame without a sidebar', async () => {
    renderAt('/admin/denuncias/novo');
    expect(await screen.findByRole('link', { name: 'Área restrita' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
  });

  it('sends an unknown /admin path home, even with a session', async () => {
    serverAnswers(200);
    signIn();
    renderAt('/admin/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
  });

  it('/admin starts a holder of the Painel role on the dashboard', async () => {
    serverAnswers(200);
    signIn(3600, [ROLES.ADMIN]);
    renderAt('/admin');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/painel$/));
  });

  it('/admin starts a holder of a dashboard section role (Acolhimento, Denuncias) on the dashboard', async () => {
    for (const role of [ROLES.ACOLHIMENTO, ROLES.DENUNCIAS]) {
      serverAnswers(200);
      signIn(3600, [role]);
      const view = renderAt('/admin');
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/painel$/));
      view.unmount();
    }
  });

  it('/admin starts anyone else on the first screen of their sidebar, once the menus have answered', async () => {
    serverAnswers(200);
    signIn(3600, [ROLES.RELATORIOS, ROLES.AUTODIAGNOSTICO]);
    renderAt('/admin');
    expect(await screen.findByLabelText('Carregando o menu')).toBeInTheDocument();
    act(() => useMenuStore.setState({ byRemote: MENU, ready: true }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/relatorios\/list$/));
    expect(useSession.getState().token).not.toBeNull();
  });

  it('/admin tells a user with no screen at all, keeping them logged in', async () => {
    serverAnswers(200);
    signIn(3600, [ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    useMenuStore.setState({ byRemote: MENU, ready: true });
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Nenhuma área disponível' })).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('Ana Souza');
  });
});

describe('the page asked for before login', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept with its query, and only for a staff page', () => {
    rememberRequestedPage('/admin/denuncias/42?aba=respostas');
    expect(takeRequestedPage()).toBe('/admin/denuncias/42?aba=respostas');
    rememberRequestedPage('/admin/nao-existe');
    expect(takeRequestedPage()).toBeNull();
  });

  it('refuses anything stored that is not a staff page of this site', () => {
    for (const stored of ['https://outro.site/admin/painel', '//outro.site/admin/painel', '/denunciar', 'javascript:alert(1)']) {
      sessionStorage.setItem('sisacte:requested-page', stored);
      expect(takeRequestedPage()).toBeNull();
    }
  });
});
