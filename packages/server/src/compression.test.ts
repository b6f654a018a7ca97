import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { useTestApp } from './test/helpers';

/** A JSON answer of a few KB, like a list or the questionnaire. */
const big = { content: Array.from({ length: 200 }, (_, i) => ({ id: i, nome: `Pessoa de teste número ${i}` })) };
const routes: FastifyPluginAsync = async (app) => {
  app.get('/api/teste-compressao', async () => big);
  app.get('/api/teste-pequeno', async () => ({ ok: true }));
};

describe('API answers are compressed', () => {
  const ctx = useTestApp('pglite', {}, routes);
  const get = (url: string, encoding?: string) =>
    ctx().app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('with brotli or gzip, whichever the client accepts; as is for a client that accepts neither', async () => {
    const br = await get('/api/teste-compressao', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);

    const gzip = await get('/api/teste-compressao', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);

    const plain = await get('/api/teste-compressao');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it('leaves small answers alone', async () => {
    const small = await get('/api/teste-pequeno', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});
