import { IDEMPOTENCY_HEADER } from '@sisacte/contracts/common/idempotency';
import { http, toSearchParams } from './client';
import { toApiError } from './errors';

describe('api client helpers', () => {
  it('sends only non-null search fields, arrays as repeated params', () => {
    const p = toSearchParams({ name: 'Ana', page: 0, cpf: '', city: null, uf: undefined, types: [1, 2] });
    expect(p.toString()).toBe('name=Ana&page=0&types=1&types=2');
  });

  it('normalises error bodies to a Portuguese message and a list', () => {
    expect(toApiError(400, { message: 'Dados inválidos', messages: ['Nome é obrigatório'] })).toMatchObject({
      message: 'Dados inválidos',
      messages: ['Nome é obrigatório'],
      status: 400,
    });
    expect(toApiError(500, 'oops').message).toBe('Erro interno do servidor');
    expect(toApiError(400, { messages: ['Usuário é obrigatório'] }).message).toBe('Usuário é obrigatório');
  });

  it('a 429 says when to try again, from its Retry-After', async () => {
    const realFetch = globalThis.fetch;
    const message = 'Muitas consultas deste endereço. Aguarde alguns minutos e tente novamente.';
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ message, messages: [message] }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '290' } })) as unknown as typeof fetch;
    try {
      const error = await http.post('/api/denuncias/acompanhamento', {}).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 429, retryAfterSeconds: 290, message: 'Muitas consultas deste endereço. Tente novamente em 5 minutos.', messages: ['Muitas consultas deste endereço. Tente novamente em 5 minutos.'] });
    } finally {
      globalThis.fetch = realFetch;
    }
    // Without the header, the server's words are kept.
    expect(toApiError(429, { message }).message).toBe(message);
  });

  it("a server failure says its 'código do erro' (the body's traceId, else X-Request-Id), for the person to report", async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async () =>
      new Response(JSON.stringify({ message: 'Erro interno do servidor', messages: [], traceId: '3f9a1c2b4d5e6f70' }), {
        status: 500,
        headers: { 'content-type': 'application/json', 'x-request-id': '3f9a1c2b4d5e6f70' },
      }),
    ) as unknown as typeof fetch;
    try {
      const error = await http.get('/api/welcomeds').catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 500,
        traceId: '3f9a1c2b4d5e6f70',
        message: 'Erro interno do servidor (código do erro: 3f9a1c2b4d5e6f70)',
        messages: ['Erro interno do servidor (código do erro: 3f9a1c2b4d5e6f70)'],
      });
    } finally {
      globalThis.fetch = realFetch;
    }
    // a proxy's 502 without a JSON body: the header's id
    expect(toApiError(502, null, undefined, 'abcdef0123456789').message).toBe('Erro interno do servidor (código do erro: abcdef0123456789)');
    // a 4xx never; a malformed id never
    expect(toApiError(400, { message: 'Dados inválidos', traceId: 'abcdef0123456789' }).traceId).toBeUndefined();
    expect(toApiError(500, { traceId: '<script>' }).message).toBe('Erro interno do servidor');
  });
});

describe('http.create: one Idempotency-Key per user action, one retry on a network error', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function fetchAnswering(...steps: ('network-error' | number)[]) {
    const keys: (string | null)[] = [];
    const fetchMock = jest.fn(async (input: Request) => {
      keys.push(input.headers.get(IDEMPOTENCY_HEADER));
      const step = steps.shift();
      if (step === 'network-error' || step === undefined) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ id: 7 }), { status: step, headers: { 'content-type': 'application/json' } });
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return { fetchMock, keys };
  }

  it('sends the same key again on its single retry after the answer was lost', async () => {
    const { fetchMock, keys } = fetchAnswering('network-error', 201);
    await expect(http.create<{ id: number }>('/api/function/create', { name: 'Soldador' })).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses a new key for each action and gives up after one retry', async () => {
    const { keys } = fetchAnswering(201, 'network-error', 'network-error');
    await http.create('/api/function/create', { name: 'A' });
    await expect(http.create('/api/function/create', { name: 'B' })).rejects.toMatchObject({ status: 0 });
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('plain posts (not creates) are neither keyed nor retried', async () => {
    const { fetchMock, keys } = fetchAnswering('network-error');
    await expect(http.post('/api/questao/1/move')).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keys).toEqual([null]);
  });
});
