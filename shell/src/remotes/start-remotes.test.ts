import { act, screen, waitFor, within } from '@testing-library/react';
import { registerApplication, start, type LifeCycles } from 'single-spa';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@sisacte/contracts/shell/remotes';
import { useSession } from '@sisacte/auth';
import { remoteHost, startRemotes } from './start-remotes';
import { remotesJson, serveRemotesJson } from '../test/remotes-json';
import { useMenuStore } from './menu-store';

jest.mock('single-spa', () => ({ registerApplication: jest.fn(), start: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedRegisterApplication = registerApplication as jest.MockedFunction<typeof registerApplication>;
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
jest.setTimeout(20_000);

type Registration = { name: string; app: () => Promise<LifeCycles>; activeWhen: (l: Location) => boolean; customProps: { domElementGetter: () => HTMLElement } };
const registration = (remote: string) =>
  mockedRegisterApplication.mock.calls.map(([config]) => config as unknown as Registration).find((c) => c.name === remote)!;
const at = (pathname: string) => ({ pathname }) as Location;

function signIn() {
  useSession.setState({ token: 'token', user: { id: 1, username: 'ana', name: 'Ana', roles: ['ROLE_ADMIN'], exp: Math.floor(Date.now() / 1000) + 3600 } });
}

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ token: null, user: null });
  document.body.replaceChildren(remoteHost);
});

describe('starting the remotes', () => {
  it('registers every remote with single-spa on its route prefixes and starts routing', async () => {
    serveRemotesJson(remotesJson({ 'mf-painel': '1.0.0', 'mf-denuncias': '1.0.0' }));
    await startRemotes();
    expect(mockedRegisterApplication.mock.calls.map(([c]) => (c as unknown as Registration).name)).toEqual([...REMOTE_NAMES]);
    expect(start).toHaveBeenCalledWith({ urlRerouteOnly: true });

    const painel = registration('mf-painel');
    expect(painel.activeWhen(at('/admin/painel'))).toBe(false); // no session
    signIn();
    expect(painel.activeWhen(at('/admin/painel'))).toBe(true);
    expect(painel.activeWhen(at('/admin/painelzinho'))).toBe(false);
    expect(registration('mf-denuncias').activeWhen(at('/admin/painel'))).toBe(false);
  });

  it('opens the public screens without a session', async () => {
    serveRemotesJson(remotesJson({ 'mf-denuncias': '1.0.0' }));
    await startRemotes();
    expect(registration('mf-denuncias').activeWhen(at('/admin/denuncias/novo'))).toBe(true);
    expect(registration('mf-denuncias').activeWhen(at('/admin/denuncias'))).toBe(false);
    expect(registration('mf-autodiagnostico').activeWhen(at('/admin/autodiagnostico'))).toBe(true);
  });

  it('keeps the shell working when /remotes.json is down: each remote shows its fallback', async () => {
    serveRemotesJson(500);
    await startRemotes();
    expect(start).toHaveBeenCalled();
    signIn();
    const { customProps, app } = registration('mf-relatorios');
    const lifecycles = await app();
    await act(async () => {
      await (lifecycles.bootstrap as (p: unknown) => Promise<void>)(customProps);
      await (lifecycles.mount as (p: unknown) => Promise<void>)(customProps);
    });
    const host = within(remoteHost);
    expect(await host.findByText('Não foi possível carregar este módulo')).toBeInTheDocument();
    expect(host.getByText(/O módulo Relatórios está indisponível/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it("loads the sidebar entries at start when a session exists; from the './menu' expose of a release that published none", async () => {
    signIn();
    serveRemotesJson(remotesJson({ 'mf-painel': '1.0.0', 'mf-acolhimento': '2.0.0' }));
    mockedLoadRemote.mockResolvedValue({ menu: [] } as never);
    await startRemotes();
    await waitFor(() => expect(mockedLoadRemote.mock.calls.map(([id]) => id).sort()).toEqual(['mf_acolhimento/menu', 'mf_painel/menu']));
  });

  it('draws the sidebar from the menus /remotes.json publishes, loading no remote at all', async () => {
    signIn();
    const entry = { key: 'cadastros', label: 'Cadastros', path: '/admin/cadastros', role: 'r', group: 'acolhimento', order: 1 };
    serveRemotesJson({
      'mf-acolhimento': { ...remotesJson({ 'mf-acolhimento': '2.0.0' })['mf-acolhimento'], menu: [entry] },
      'mf-painel': { ...remotesJson({ 'mf-painel': '1.0.0' })['mf-painel'], menu: [] },
    });
    await startRemotes();
    await waitFor(() => expect(useMenuStore.getState().ready).toBe(true));
    expect(useMenuStore.getState().byRemote['mf-acolhimento']).toEqual([entry]);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('loads no remote code for a visitor without a session', async () => {
    serveRemotesJson(remotesJson({ 'mf-painel': '1.0.0' }));
    await startRemotes();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
