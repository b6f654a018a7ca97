import { useEffect } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useSession } from '@sisacte/auth';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { AppProviders } from './providers';
import { RemoteRoutes, type RemoteRoute } from './remote-routes';

jest.setTimeout(30_000);

const askedTheApi = jest.fn();
/** A screen that calls its API as soon as it mounts. */
function UsersScreen() {
  useEffect(() => askedTheApi(), []);
  return <h1>Usuários</h1>;
}

const routes: RemoteRoute[] = [
  { path: '/admin/configuracoes/usuarios', element: <UsersScreen />, role: ROLES.ADMIN },
  { path: '/admin/cadastros', element: <h1>Cadastros</h1>, role: ROLES.ACOLHIMENTO },
  { path: '/admin/denuncias/novo', element: <h1>Fazer uma denúncia</h1>, role: null },
];

function signIn(roles: string[]) {
  useSession.setState({ token: 't', user: { id: 3, username: 'caio', name: 'Caio', roles, exp: Math.floor(Date.now() / 1000) + 3600 } });
}

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders>
      <RemoteRoutes remote="mf-acolhimento" routes={routes} />
    </AppProviders>,
  );
}

beforeEach(() => {
  askedTheApi.mockReset();
  useSession.setState({ token: null, user: null });
});

describe('RemoteRoutes and the roles of its screens', () => {
  it("shows 'Acesso negado' without mounting the screen (so its API is never called) when the role is missing", () => {
    signIn([ROLES.ACOLHIMENTO]);
    openAt('/admin/configuracoes/usuarios');
    expect(screen.getByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.getByText(/Ela é do perfil Administrador/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Usuários' })).toBeNull();
    expect(askedTheApi).not.toHaveBeenCalled();
    // the session is untouched
    expect(useSession.getState().token).toBe('t');
  });

  it("offers a way back: 'Ir para o início' goes to the staff's start", () => {
    signIn([ROLES.ACOLHIMENTO]);
    openAt('/admin/configuracoes/usuarios');
    fireEvent.click(screen.getByRole('button', { name: /Ir para o início/ }));
    expect(window.location.pathname).toBe('/admin');
  });

  it('opens the screen for a holder of its role, and for the administrator', () => {
    signIn([ROLES.ACOLHIMENTO]);
    const first = openAt('/admin/cadastros');
    expect(screen.getByRole('heading', { name: 'Cadastros' })).toBeInTheDocument();
    first.unmount();
    signIn([ROLES.ADMIN]);
    openAt('/admin/configuracoes/usuarios');
    expect(screen.getByRole('heading', { name: 'Usuários' })).toBeInTheDocument();
    expect(askedTheApi).toHaveBeenCalledTimes(1);
  });

  it('opens the public screens to everyone', () => {
    openAt('/admin/denuncias/novo');
    expect(screen.getByRole('heading', { name: 'Fazer uma denúncia' })).toBeInTheDocument();
  });
});
