import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppProps } from 'single-spa';
import { showPageTexts, uiI18n, type PageTextsHandle } from '@sisacte/ui/i18n';
import { resilientApp } from './resilient-app';
import { registerAll } from './remote-registry';
import { useMenuStore } from './menu-store';
import { remotesJson, serveRemotesJson } from '../test/remotes-json';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
jest.setTimeout(20_000);

/** A remote's real lifecycles: mount writes its screen into the element single-spa gives it. */
function fakeRemote() {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (props: { domElementGetter: () => HTMLElement }) => {
      props.domElementGetter().textContent = 'Tela do painel';
    }),
    unmount: jest.fn(async (props: { domElementGetter: () => HTMLElement }) => {
      props.domElementGetter().textContent = '';
    }),
  };
}

let appHost: HTMLElement;
let fallbackHost: HTMLElement;
const props = () => ({ name: 'mf-painel', singleSpa: {}, mountParcel: jest.fn(), domElementGetter: () => appHost }) as unknown as AppProps & { domElementGetter: () => HTMLElement };
const fallback = () => within(fallbackHost);

async function mount(name: 'mf-painel' | 'mf-autodiagnostico' = 'mf-painel') {
  const app = resilientApp(name, () => fallbackHost);
  await act(async () => {
    await (app.bootstrap as (p: unknown) => Promise<void>)(props());
    await (app.mount as (p: unknown) => Promise<void>)(props());
  });
  return app;
}

beforeEach(() => {
  jest.clearAllMocks();
  document.body.innerHTML = '';
  appHost = document.body.appendChild(document.createElement('div'));
  fallbackHost = document.body.appendChild(document.createElement('div'));
  useMenuStore.setState({ byRemote: {} });
  registerAll(remotesJson({ 'mf-painel': '1.0.0' }));
});

describe('a remote in the content area', () => {
  it('mounts the remote when it loads', async () => {
    const remote = fakeRemote();
    mockedLoadRemote.mockResolvedValue({ default: remote } as never);
    await mount();
    expect(appHost).toHaveTextContent('Tela do painel');
    expect(fallbackHost).toBeEmptyDOMElement();
  });

  it("shows the Portuguese fallback with 'Tentar novamente' when the remote cannot be loaded", async () => {
    mockedLoadRemote.mockRejectedValue(new Error('ChunkLoadError'));
    await mount();
    expect(await fallback().findByText('Não foi possível carregar este módulo')).toBeInTheDocument();
    expect(fallback().getByText(/O módulo Painel está indisponível no momento/)).toBeInTheDocument();
    expect(fallback().getByRole('button', { name: /Tentar novamente/ })).toBeEnabled();
    expect(appHost).toBeEmptyDOMElement();
  });

  it('shows the fallback when the remote throws while mounting', async () => {
    const remote = fakeRemote();
    remote.mount.mockRejectedValue(new Error('render failed'));
    mockedLoadRemote.mockResolvedValue({ default: remote } as never);
    await mount();
    expect(await fallback().findByText('Não foi possível carregar este módulo')).toBeInTheDocument();
  });

  it('retry re-reads /remotes.json, loads the version published now and mounts it where the fallback was', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('ChunkLoadError'));
    await mount();
    const retry = await fallback().findByRole('button', { name: /Tentar novamente/ });

    // Meanwhile operations rolled the remote back to a working version.
    const fetchMock = serveRemotesJson(remotesJson({ 'mf-painel': '0.9.0' }));
    const remote = fakeRemote();
    mockedLoadRemote.mockImplementation(async (id: string) => (id === 'mf_painel/app' ? { default: remote } : { menu: [] }) as never);
    fireEvent.click(retry);

    await waitFor(() => expect(appHost).toHaveTextContent('Tela do painel'));
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_painel', entry: expect.stringContaining('/mf-painel/0.9.0/mf-manifest.json?t=') }], { force: true });
    expect(fallbackHost).toBeEmptyDOMElement();
    // The sidebar gets the remote's entries now that it loads.
    await waitFor(() => expect(useMenuStore.getState().byRemote['mf-painel']).toEqual([]));
  });

  it('keeps the fallback, ready for another try, when the retry fails too', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('ChunkLoadError'));
    await mount();
    serveRemotesJson(503);
    fireEvent.click(await fallback().findByRole('button', { name: /Tentar novamente/ }));
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(fallback().getByRole('button', { name: /Tentar novamente/ })).toBeEnabled());
    expect(fallback().getByText('Não foi possível carregar este módulo')).toBeInTheDocument();
    expect(appHost).toBeEmptyDOMElement();
  });

  it('unmounts the remote, or the fallback, when the user leaves its paths', async () => {
    const remote = fakeRemote();
    mockedLoadRemote.mockResolvedValue({ default: remote } as never);
    const app = await mount();
    await act(async () => (app.unmount as (p: unknown) => Promise<void>)(props()));
    expect(remote.unmount).toHaveBeenCalled();
    expect(appHost).toBeEmptyDOMElement();

    mockedLoadRemote.mockRejectedValue(new Error('ChunkLoadError'));
    const broken = await mount();
    await fallback().findByText('Não foi possível carregar este módulo');
    await act(async () => (broken.unmount as (p: unknown) => Promise<void>)(props()));
    expect(fallbackHost).toBeEmptyDOMElement();
  });

  describe("on a page open to the public, in the visitor's language", () => {
    let shown: PageTextsHandle | null = null;
    /** What the public frame's PublicLanguageProvider does: the kit's texts in the language, registered for the page. */
    async function show(language: 'es' | 'en') {
      await act(async () => {
        await uiI18n.load(language);
        const texts = { language, t: uiI18n.t };
        if (shown) shown.set(texts);
        else shown = showPageTexts(texts);
      });
    }
    function leave() {
      act(() => shown?.remove());
      shown = null;
    }
    afterEach(async () => {
      leave();
      await act(() => uiI18n.load('pt'));
    });

    it('says the self-assessment failed in Spanish, and follows a change of language', async () => {
      await show('es');
      mockedLoadRemote.mockRejectedValue(new Error('ChunkLoadError'));
      await mount('mf-autodiagnostico');
      expect(await fallback().findByText('No se pudo cargar esta sección')).toBeInTheDocument();
      expect(fallback().getByText(/La sección Autodiagnóstico no está disponible/)).toBeInTheDocument();
      expect(fallback().getByRole('button', { name: /Intentar de nuevo/ })).toBeEnabled();

      await show('en');
      expect(await fallback().findByText('This section could not be loaded')).toBeInTheDocument();
      expect(fallback().getByText(/The Self-assessment section is unavailable/)).toBeInTheDocument();
    });

    it('stays in Portuguese on a staff screen, whatever language a public page was read in before', async () => {
      await show('es');
      leave();
      mockedLoadRemote.mockRejectedValue(new Error('ChunkLoadError'));
      await mount();
      expect(await fallback().findByText('Não foi possível carregar este módulo')).toBeInTheDocument();
    });
  });
});
