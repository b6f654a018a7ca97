import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '@sisacte/ui/test';
import { useSession } from '@sisacte/auth';
import { emit } from '@sisacte/event-bus';
import { LoginPage } from '../pages/login-page';
import { LogoutListener } from './logout-listener';
import { readSessionNotice } from './session-notice';

// The login page starts loading the menus after a login; the remotes are not under test here.
jest.mock('single-spa', () => ({ registerApplication: jest.fn(), start: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.setTimeout(30_000);

const b64 = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const EXP = Math.floor(Date.now() / 1000) + 3600;
/** A token the session store can read (the browser never checks the signature). */
const token = (name: string) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'ana.souza', username_id: 1, name, roles: ['ROLE_ADMIN'], exp: EXP })}.assinatura`;

function serverAnswers(answer: (request: Request) => Response) {
  const fetchMock = jest.fn(async (request: Request) => answer(request));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const renderAt = (path: string) =>
  renderRoutes(path, { '/': <h1>Página inicial</h1>, '/login': <LoginPage />, '/admin/*': <h1>Painel</h1> }, { before: <LogoutListener /> });

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState({ token: null, user: null });
});

describe('a session ended under the user’s feet', () => {
  it("opens the login page saying so; logging in there goes back to the page and the notice is gone", async () => {
    useSession.getState().signIn(token('Ana Souza'));
    renderAt('/admin/denuncias/42');
    // What the HTTP client does on a 401: the session is cleared, then the shell is told.
    act(() => {
      useSession.getState().signOut();
      emit('session:logout', { reason: 'unauthorized' });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Sua sessão foi encerrada. Entre novamente.');

    serverAnswers(() => new Response(JSON.stringify({ access_token: token('Ana Souza'), token_type: 'Bearer', expires_in: 3600 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    fireEvent.change(screen.getByLabelText('Usuário'), { target: { value: 'ana.souza' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'jabuticaba-azul-voando' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/denuncias/42'));
    expect(readSessionNotice()).toBeNull();
  });

  it('says when it expired', async () => {
    useSession.getState().signIn(token('Ana Souza'));
    renderAt('/admin/painel');
    act(() => emit('session:logout', { reason: 'expired' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sua sessão expirou. Entre novamente.');
  });

  it("says nothing on the login page opened by hand, nor after 'Sair'", async () => {
    serverAnswers(() => new Response(null, { status: 204 }));
    useSession.getState().signIn(token('Ana Souza'));
    const view = renderAt('/admin/painel');
    act(() => emit('session:logout', { reason: 'user' }));
    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    view.unmount();
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Entrar no SisActe' })).toBeInTheDocument();
    expect(screen.queryByText(/Sua sessão/)).not.toBeInTheDocument();
  });
});
