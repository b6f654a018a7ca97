import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@sisacte/auth';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { RemoteRoute } from '@sisacte/ui';
import { retryableLazy } from '@sisacte/ui/retryable-lazy';
import { autodiagnosticoI18n } from '../i18n';
import { LightRoutes } from './light-routes';

jest.setTimeout(60_000);
/** The denial fetches antd when first shown: on a loaded machine that takes seconds. */
const ANTD_ARRIVES = { timeout: 20_000 };

const askedTheApi = jest.fn();
function ModelsScreen() {
  useEffect(() => askedTheApi(), []);
  return <h1>Modelos</h1>;
}
function Broken(): never {
  throw new Error('quebrou');
}

/** A screen whose code fails to arrive once (a phone that lost its connection), then arrives. */
let fetchesToFail = 0;
const fetched = jest.fn();
const LateScreen = retryableLazy(async () => {
  fetched();
  if (fetchesToFail > 0) {
    fetchesToFail -= 1;
    throw new Error('Loading chunk ad-status failed');
  }
  return { default: () => <h1>Situação</h1> };
});

const routes: RemoteRoute[] = [
  { path: '/admin/autodiagnostico', element: <h1>Início público</h1>, role: null },
  { path: '/admin/autodiagnostico/modelos', element: <ModelsScreen />, role: ROLES.AUTODIAGNOSTICO },
  { path: '/admin/status/:avaliacao_id', element: <Broken />, role: null },
  { path: '/admin/plano-de-acao/:avaliacao_id', element: <LateScreen />, role: null },
];

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<LightRoutes routes={routes} />);
}

beforeEach(() => {
  askedTheApi.mockReset();
  useSession.setState({ token: null, user: null });
});

describe("the remote's light router", () => {
  it('draws a public screen with no login and no antd providers around it', () => {
    const { container } = openAt('/admin/autodiagnostico');
    expect(screen.getByRole('heading', { name: 'Início público' })).toBeInTheDocument();
    expect(container.querySelector('.ant-app')).toBeNull();
  });

  it("shows 'Acesso negado' on the staff screen without its role, never mounting it", async () => {
    openAt('/admin/autodiagnostico/modelos');
    expect(await screen.findByText('Acesso negado', undefined, ANTD_ARRIVES)).toBeInTheDocument();
    expect(askedTheApi).not.toHaveBeenCalled();
  });

  it('opens the staff screen for a user with the role', async () => {
    useSession.setState({ token: 't', user: { id: 3, username: 'ana', name: 'Ana', roles: [ROLES.AUTODIAGNOSTICO], exp: Math.floor(Date.now() / 1000) + 3600 } });
    openAt('/admin/autodiagnostico/modelos');
    expect(await screen.findByRole('heading', { name: 'Modelos' })).toBeInTheDocument();
    expect(askedTheApi).toHaveBeenCalledTimes(1);
  });

  it('sends an unknown path under its prefixes home, and leaves the paths of other remotes alone', async () => {
    openAt('/admin/autodiagnostico/nada-aqui');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const { container } = openAt('/admin/cadastros');
    expect(container).toBeEmptyDOMElement();
    expect(window.location.pathname).toBe('/admin/cadastros');
  });

  it('keeps a render error inside the content area, with a retry, in Portuguese by default', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openAt('/admin/status/1');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Não foi possível carregar esta tela' })).toBeInTheDocument();
    // not a failed fetch: the connection is not blamed
    expect(screen.queryByText('Verifique sua conexão e tente novamente.')).toBeNull();
  });

  it("fetches a screen's code again on retry after it failed to arrive, saying so in the page's language (and in one picked after)", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await autodiagnosticoI18n.load('es');
    try {
      fetchesToFail = 1;
      openAt('/admin/plano-de-acao/1?lang=es');
      expect(await screen.findByRole('heading', { name: 'No se pudo cargar esta página' })).toBeInTheDocument();
      expect(screen.getByText('Revise su conexión e inténtelo de nuevo.')).toBeInTheDocument();
      // a language picked while it is shown
      await act(() => autodiagnosticoI18n.load('fr'));
      expect(screen.getByRole('heading', { name: 'Impossible de charger cette page' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /Réessayer/ }));
      expect(await screen.findByRole('heading', { name: 'Situação' })).toBeInTheDocument();
      expect(fetched).toHaveBeenCalledTimes(2);
    } finally {
      await autodiagnosticoI18n.load('pt');
    }
  });
});
