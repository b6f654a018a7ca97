import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router-dom';
import { awaitPrefetchedQuestionnaire, prefetchQuestionnaire } from './questionnaire-prefetch';
import { useQuestionnaire } from './use-questionnaire';
import * as api from './api';

jest.mock('./api', () => ({ listQuestionnaire: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

// the hook reads the page's language from the router's address
const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const category = (id: number, ordem: number, questoes: { id: number; ordem: number }[]) => ({ id, titulo: `C${id}`, ordem, questoes });
const answer = (body: unknown, ok = true) => jest.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(body) }));

describe('the questionnaire fetched by the public page before its app', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.clearAllMocks();
  });

  it('gives the first render the questionnaire in order, without a second request', async () => {
    globalThis.fetch = answer([category(2, 2, [{ id: 5, ordem: 1 }]), category(1, 1, [{ id: 4, ordem: 2 }, { id: 3, ordem: 1 }])]) as unknown as typeof fetch;
    prefetchQuestionnaire();
    await awaitPrefetchedQuestionnaire(1000);
    const { result } = renderHook(() => useQuestionnaire(), { wrapper: inRouter });
    expect(result.current.categories?.map((c) => c.id)).toEqual([1, 2]);
    expect(result.current.categories?.[0]?.questoes.map((q) => q.id)).toEqual([3, 4]);
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/questoes/list', expect.anything());
    expect(mocked.listQuestionnaire).not.toHaveBeenCalled();
    // taken once: a later mount asks the API itself
    mocked.listQuestionnaire.mockResolvedValue([]);
    renderHook(() => useQuestionnaire(), { wrapper: inRouter });
    await waitFor(() => expect(mocked.listQuestionnaire).toHaveBeenCalledTimes(1));
    expect(mocked.listQuestionnaire).toHaveBeenCalledWith('pt');
  });

  it('leaves a failed answer to the app, which asks again and reports its own errors', async () => {
    globalThis.fetch = answer({ message: 'erro' }, false) as unknown as typeof fetch;
    prefetchQuestionnaire();
    await awaitPrefetchedQuestionnaire(1000);
    mocked.listQuestionnaire.mockRejectedValue(new Error('Sem conexão com o servidor.'));
    const { result } = renderHook(() => useQuestionnaire(), { wrapper: inRouter });
    expect(result.current.categories).toBeNull();
    await waitFor(() => expect(result.current.loadError).toBe('Sem conexão com o servidor.'));
  });

  it('does not wait longer than told', async () => {
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    prefetchQuestionnaire();
    const started = Date.now();
    await awaitPrefetchedQuestionnaire(50);
    expect(Date.now() - started).toBeLessThan(1000);
    mocked.listQuestionnaire.mockResolvedValue([]);
    renderHook(() => useQuestionnaire(), { wrapper: inRouter });
    await waitFor(() => expect(mocked.listQuestionnaire).toHaveBeenCalled());
  });
});

/** The hook on a page whose address says `language` (`?lang`); `show` switches it, as the page's picker does. */
function renderInLanguage(language: string) {
  let navigate: NavigateFunction = () => undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[language === 'pt' ? '/denunciar' : `/denunciar?lang=${language}`]}>
      <Navigator />
      {children}
    </MemoryRouter>
  );
  const view = renderHook(() => useQuestionnaire(), { wrapper });
  const show = (next: string) => act(() => void navigate(`/denunciar?lang=${next}`, { replace: true }));
  return { ...view, show };
}

const titled = (titulo: string): QuestionCategory[] => [{ id: 1, titulo, ordem: 1, questoes: [] }];

describe("the questionnaire in the page's language", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
    jest.clearAllMocks();
  });

  it('is prefetched with the language of ?lang and taken by a first render in that language, without a second request', async () => {
    window.history.replaceState(null, '', '/denunciar?lang=es');
    globalThis.fetch = answer(titled('Trabajo forzoso')) as unknown as typeof fetch;
    prefetchQuestionnaire();
    await awaitPrefetchedQuestionnaire(1000);
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/questoes/list?lang=es', expect.anything());
    const { result } = renderInLanguage('es');
    expect(result.current.categories?.[0]?.titulo).toBe('Trabajo forzoso');
    expect(mocked.listQuestionnaire).not.toHaveBeenCalled();
  });

  it("is prefetched in the language picked earlier in the tab, and an unknown ?lang is the tab's or Portuguese", async () => {
    globalThis.fetch = answer([]) as unknown as typeof fetch;
    sessionStorage.setItem('sisacte.lang', 'ht');
    prefetchQuestionnaire();
    expect(globalThis.fetch).toHaveBeenLastCalledWith('/api/questoes/list?lang=ht', expect.anything());
    window.history.replaceState(null, '', '/denunciar?lang=de');
    prefetchQuestionnaire();
    expect(globalThis.fetch).toHaveBeenLastCalledWith('/api/questoes/list?lang=ht', expect.anything());
    sessionStorage.clear();
    prefetchQuestionnaire();
    expect(globalThis.fetch).toHaveBeenLastCalledWith('/api/questoes/list', expect.anything());
    await awaitPrefetchedQuestionnaire(1000);
  });

  it('is not taken by a render in another language (its catalogue did not arrive): the app asks in its own', async () => {
    window.history.replaceState(null, '', '/denunciar?lang=es');
    globalThis.fetch = answer(titled('Trabajo forzoso')) as unknown as typeof fetch;
    prefetchQuestionnaire();
    await awaitPrefetchedQuestionnaire(1000);
    mocked.listQuestionnaire.mockResolvedValue(titled('Trabalho forçado'));
    const { result } = renderInLanguage('pt');
    await waitFor(() => expect(result.current.categories?.[0]?.titulo).toBe('Trabalho forçado'));
    expect(mocked.listQuestionnaire).toHaveBeenCalledWith('pt');
  });

  it('is asked for again when the page switches language, the questions shown staying until the new ones are here', async () => {
    mocked.listQuestionnaire.mockResolvedValueOnce(titled('Trabajo forzoso'));
    const { result, show } = renderInLanguage('es');
    await waitFor(() => expect(result.current.categories?.[0]?.titulo).toBe('Trabajo forzoso'));
    expect(mocked.listQuestionnaire).toHaveBeenLastCalledWith('es');
    let resolve: (list: QuestionCategory[]) => void = () => undefined;
    mocked.listQuestionnaire.mockImplementationOnce(() => new Promise<QuestionCategory[]>((r) => (resolve = r)));
    await show('en');
    expect(mocked.listQuestionnaire).toHaveBeenLastCalledWith('en');
    expect(result.current.categories?.[0]?.titulo).toBe('Trabajo forzoso');
    await act(async () => resolve(titled('Forced labour')));
    expect(result.current.categories?.[0]?.titulo).toBe('Forced labour');
    expect(mocked.listQuestionnaire).toHaveBeenCalledTimes(2);
  });

  it('drops the answer for a language the page has left meanwhile', async () => {
    const pending: Record<string, (list: QuestionCategory[]) => void> = {};
    mocked.listQuestionnaire.mockImplementation((language = 'pt') => new Promise<QuestionCategory[]>((r) => (pending[language] = r)));
    const { result, show } = renderInLanguage('fr');
    await show('en');
    await act(async () => pending.en!(titled('Forced labour')));
    await act(async () => pending.fr!(titled('Travail forcé')));
    expect(result.current.categories?.[0]?.titulo).toBe('Forced labour');
  });

  it('asks again in the same language after a failure when told to reload', async () => {
    mocked.listQuestionnaire.mockRejectedValueOnce(new Error('Sem conexão com o servidor.')).mockResolvedValueOnce(titled('Travay fòse'));
    const { result } = renderInLanguage('ht');
    await waitFor(() => expect(result.current.loadError).toBe('Sem conexão com o servidor.'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.categories?.[0]?.titulo).toBe('Travay fòse'));
    expect(result.current.loadError).toBeNull();
    expect(mocked.listQuestionnaire.mock.calls).toEqual([['ht'], ['ht']]);
  });
});
