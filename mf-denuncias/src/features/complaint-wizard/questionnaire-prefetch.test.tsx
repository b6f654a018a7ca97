import { renderHook, waitFor } from '@testing-library/react';
import { awaitPrefetchedQuestionnaire, prefetchQuestionnaire } from './questionnaire-prefetch';
import { useQuestionnaire } from './use-questionnaire';
import * as api from './api';

jest.mock('./api', () => ({ listQuestionnaire: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

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
    const { result } = renderHook(() => useQuestionnaire());
    expect(result.current.categories?.map((c) => c.id)).toEqual([1, 2]);
    expect(result.current.categories?.[0]?.questoes.map((q) => q.id)).toEqual([3, 4]);
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/questoes/list', expect.anything());
    expect(mocked.listQuestionnaire).not.toHaveBeenCalled();
    // taken once: a later mount asks the API itself
    mocked.listQuestionnaire.mockResolvedValue([]);
    renderHook(() => useQuestionnaire());
    await waitFor(() => expect(mocked.listQuestionnaire).toHaveBeenCalledTimes(1));
  });

  it('leaves a failed answer to the app, which asks again and reports its own errors', async () => {
    globalThis.fetch = answer({ message: 'erro' }, false) as unknown as typeof fetch;
    prefetchQuestionnaire();
    await awaitPrefetchedQuestionnaire(1000);
    mocked.listQuestionnaire.mockRejectedValue(new Error('Sem conexão com o servidor.'));
    const { result } = renderHook(() => useQuestionnaire());
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
    renderHook(() => useQuestionnaire());
    await waitFor(() => expect(mocked.listQuestionnaire).toHaveBeenCalled());
  });
});
