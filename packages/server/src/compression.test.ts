import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { useTestApp } from './test/helpers';

/** A JSON answer of a few KB, like a list or the questionnaire. */
const big = { content: Array.from({ length: 200 }, (_, i) => ({ id: i, nome: `Pessoa de teste número ${i}` })) };
/** Past 64 KB (a long list, the map's points). */
const large = { content: Array.from({ length: 3000 }, (_, i) => ({ id: i, nome: `Pessoa de teste número ${i}`, cidade: ['Manaus', 'Boa Vista', 'Pacaraima'][i % 3] })) };
const routes: FastifyPluginAsync = async (app) => {
  app.get('/api/teste-compressao', async () => big);
  app.get('/api/teste-grande', async () => large);
  app.get('/api/teste-pequeno', async () => ({ ok: true }));
  app.post('/api/teste-corpo', async (request) => ({ recebido: request.body }));
};

describe('API answers are compressed', () => {
  const ctx = useTestApp('pglite', {}, routes);
  const get = (url: string, encoding?: string) =>
    ctx().app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('with gzip when the client accepts it (every browser does), brotli for one that accepts only brotli; as is for a client that accepts neither', async () => {
    const browser = await get('/api/teste-compressao', 'gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(browser.rawPayload).toString())).toEqual(big);
    expect(browser.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);

    const br = await get('/api/teste-compressao', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const plain = await get('/api/teste-compressao');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it('an answer past the small-window size is gzipped whole and as well (zlib defaults)', async () => {
    const answer = await get('/api/teste-grande', 'gzip, br');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString())).toEqual(large);
    expect(answer.rawPayload.length).toBeLessThan(JSON.stringify(large).length / 5);
  });

  it('leaves small answers alone', async () => {
    const small = await get('/api/teste-pequeno', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});

describe('request bodies', () => {
  const ctx = useTestApp('pglite', {}, routes);

  it('are never inflated: a gzipped body is refused as invalid JSON, in Portuguese', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/teste-corpo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ nome: 'teste' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/JSON/);
    expect(res.body).not.toContain('recebido');
  });
});
