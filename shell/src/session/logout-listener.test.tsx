import { act, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '@sisacte/ui/test';
import { useSession } from '@sisacte/auth';
import { emit } from '@sisacte/event-bus';
import { LogoutListener } from './logout-listener';

function signIn() {
  useSession.setState({
    token: 'token-da-ana',
    user: { id: 1, username: 'ana.souza', name: 'Ana Souza', roles: ['ROLE_ADMIN'], exp: Math.floor(Date.now() / 1000) + 3600 },
  });
}

function serverAnswers(status: number) {
  const fetchMock = jest.fn(async (_request: Request) => new Response(null, { status }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const renderAt = (path: string) =>
  renderRoutes(path, { '/': <h1>Página inicial</h1>, '/login': <h1>Entrar</h1>, '/admin/*': <h1>Painel</h1> }, { before: <LogoutListener />, providers: false });

beforeEach(() => {
  useSession.setState({ token: null, user: null });
});

/** Ana signed in at /admin/painel, the server answering `status`; a logout for `reason` takes her home. */
async function logOut(status: number, reason: 'user') {
  const fetchMock = serverAnswers(status);
  signIn();
  renderAt('/admin/painel');
  act(() => emit('session:logout', { reason }));
  expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
  return fetchMock;
}

describe('logout', () => {
  it("'Sair' asks the server to end the session with the current token, forgets it and goes home", async () => {
    const fetchMock = await logOut(204, 'user');
    expect(useSession.getState().token).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/logout');
    expect(request.headers.get('authorization')).toBe('Bearer token-da-ana');
  });

  it('still signs out and goes home when the server refuses or cannot be reached', async () => {
    const fetchMock = await logOut(401, 'user');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(useSession.getState().token).toBeNull();
  });

  it('does not call the server when the session ended by itself (expiry, 401 from the API), and opens the login page instead of home', async () => {
    for (const reason of ['expired', 'unauthorized'] as const) {
      const fetchMock = serverAnswers(204);
      signIn();
      const view = renderAt('/admin/painel');
      act(() => emit('session:logout', { reason }));
      expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
      expect(useSession.getState().token).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
      view.unmount();
    }
  });
});
