import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotes, loadLifecycles, loadMenu, refreshRemote, registerAll } from './remote-registry';
import { manifestUrl, remotesJson, serveRemotesJson } from '../test/remotes-json';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  registerAll({});
  mockedRegister.mockClear();
});

describe('remote registry', () => {
  it('reads /remotes.json uncached and keeps only the known remotes that have a manifest', async () => {
    const fetchMock = serveRemotesJson({
      ...remotesJson({ 'mf-painel': '1.2.0', 'mf-denuncias': '2.0.1' }),
      'mf-desconhecido': { version: '9.9.9', manifest: '/x.json' },
      'mf-relatorios': { version: '1.0.0' },
    });
    expect(await fetchRemotes()).toEqual(remotesJson({ 'mf-painel': '1.2.0', 'mf-denuncias': '2.0.1' }));
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('fails with the HTTP status when /remotes.json cannot be read', async () => {
    serveRemotesJson(503);
    await expect(fetchRemotes()).rejects.toThrow('remotes.json: HTTP 503');
  });

  it('registers each remote with the MF runtime under its container name', () => {
    registerAll(remotesJson({ 'mf-painel': '1.2.0', 'mf-autodiagnostico': '0.3.0' }));
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'mf_painel', entry: manifestUrl('mf-painel', '1.2.0') },
      { name: 'mf_autodiagnostico', entry: manifestUrl('mf-autodiagnostico', '0.3.0') },
    ]);
  });

  it('on refresh re-reads /remotes.json and re-registers the remote by force, past any cached manifest', async () => {
    registerAll(remotesJson({ 'mf-painel': '1.2.0' }));
    serveRemotesJson(remotesJson({ 'mf-painel': '1.2.1' }));
    await refreshRemote('mf-painel');
    const [[entries, options]] = mockedRegister.mock.calls.slice(-1) as [Parameters<typeof registerRemotes>];
    expect(options).toEqual({ force: true });
    expect(entries).toEqual([{ name: 'mf_painel', entry: expect.stringMatching(/^\/registry\/mf-painel\/1\.2\.1\/mf-manifest\.json\?t=\d+$/) }]);
  });

  it('loads a remote published after start once it is refreshed', async () => {
    registerAll({});
    mockedLoadRemote.mockResolvedValue({ default: lifecycles } as never);
    await expect(loadLifecycles('mf-painel')).rejects.toThrow('mf-painel não está publicado');
    serveRemotesJson(remotesJson({ 'mf-painel': '1.0.0' }));
    await refreshRemote('mf-painel');
    expect(await loadLifecycles('mf-painel')).toBe(lifecycles);
  });

  it('refuses to refresh or load a remote that /remotes.json does not publish', async () => {
    registerAll(remotesJson({ 'mf-painel': '1.2.0' }));
    serveRemotesJson(remotesJson({ 'mf-painel': '1.2.0' }));
    await expect(refreshRemote('mf-relatorios')).rejects.toThrow('mf-relatorios não está publicado');
    await expect(loadLifecycles('mf-relatorios')).rejects.toThrow('mf-relatorios não está publicado');
    expect(await loadMenu('mf-relatorios')).toEqual([]);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it("loads a remote's single-spa lifecycles and its menu from its exposes", async () => {
    registerAll(remotesJson({ 'mf-painel': '1.2.0' }));
    const menu = [{ key: 'painel', label: 'Painel', path: '/admin/painel' }];
    mockedLoadRemote.mockImplementation(async (id: string) => (id === 'mf_painel/app' ? { default: lifecycles } : { menu }) as never);
    expect(await loadLifecycles('mf-painel')).toBe(lifecycles);
    expect(await loadMenu('mf-painel')).toEqual(menu);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_painel/app');
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_painel/menu');
  });

  it('takes the menu a release published in /remotes.json, without loading the remote', async () => {
    const menu = [{ key: 'cadastros', label: 'Cadastros', path: '/admin/cadastros', role: 'r', group: 'acolhimento', order: 1 }];
    serveRemotesJson({
      'mf-acolhimento': { ...remotesJson({ 'mf-acolhimento': '2.0.0' })['mf-acolhimento'], menu: [...menu, { key: 'x', label: 'X', path: '/admin/x', role: 'r', group: 'grupo-novo', order: 1 }, 'lixo'] },
      'mf-painel': { ...remotesJson({ 'mf-painel': '1.0.0' })['mf-painel'], menu: [] },
    });
    registerAll(await fetchRemotes());
    // an entry of a group this shell does not know, or a malformed one, is left out
    expect(await loadMenu('mf-acolhimento')).toEqual(menu);
    expect(await loadMenu('mf-painel')).toEqual([]);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it("keeps an entry's further roles (anyOf), and drops a malformed anyOf but not the entry", async () => {
    const painel = { key: 'painel', label: 'Painel', path: '/admin/painel', role: 'r.Painel', group: 'painel', order: 1 };
    const withAnyOf = { ...painel, anyOf: ['r.Acolhimento', 'r.Denuncias'] };
    serveRemotesJson({
      'mf-painel': { ...remotesJson({ 'mf-painel': '1.1.0' })['mf-painel'], menu: [withAnyOf] },
      'mf-acolhimento': {
        ...remotesJson({ 'mf-acolhimento': '2.0.0' })['mf-acolhimento'],
        menu: [{ ...painel, key: 'a', anyOf: 'r.Acolhimento' }, { ...painel, key: 'b', anyOf: ['r.Acolhimento', 7] }, { ...painel, key: 'c', anyOf: [''] }],
      },
    });
    registerAll(await fetchRemotes());
    expect(await loadMenu('mf-painel')).toEqual([withAnyOf]);
    // the entry stays, visible to holders of its role, as a shell that predates anyOf would show it
    expect(await loadMenu('mf-acolhimento')).toEqual([{ ...painel, key: 'a' }, { ...painel, key: 'b' }, { ...painel, key: 'c' }]);
  });

  it('rejects an expose that has no single-spa lifecycles', async () => {
    registerAll(remotesJson({ 'mf-painel': '1.2.0' }));
    mockedLoadRemote.mockResolvedValue({ default: {} } as never);
    await expect(loadLifecycles('mf-painel')).rejects.toThrow('mf-painel/app não exporta ciclos de vida single-spa');
  });
});
