import { gunzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { useTestApp } from '../test/helpers';
import { acceptsGzip, sharedAnswer } from './shared-answer';

const itemSchema = z.object({ id: z.number(), nome: z.string() });
const listSchema = z.array(itemSchema);
/** One object in memory, as a cache keeps it; its rows carry a field the schema leaves out. */
const shared = Array.from({ length: 100 }, (_, i) => ({ id: i, nome: `Município de teste ${i}`, interno: 'não sai' }));
const short = [{ id: 1, nome: 'Curto', interno: 'não sai' }];
let parses = 0;
const counted = listSchema.transform((rows) => {
  parses += 1;
  return rows;
});

const routes: FastifyPluginAsync = async (app) => {
  app.get('/api/teste-compartilhada', async (request, reply) => sharedAnswer(request, reply, counted, shared));
  app.get('/api/teste-curta', async (request, reply) => sharedAnswer(request, reply, listSchema, short));
  app.get('/api/teste-comum', { schema: { response: { 200: listSchema } } }, async () => shared);
};

describe('sharedAnswer: an answer many requests share, written and gzipped once', () => {
  const ctx = useTestApp('pglite', {}, routes);
  const get = (url: string, encoding?: string) => ctx().app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('is what the route would have sent through its schema, gzipped for a browser, plain otherwise; checked and written once', async () => {
    const usual = await get('/api/teste-comum');
    const before = parses;
    const browser = await get('/api/teste-compartilhada', 'gzip, deflate, br, zstd');
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(browser.rawPayload).toString()).toBe(usual.body);
    expect(JSON.parse(usual.body)[0]).toEqual({ id: 0, nome: 'Município de teste 0' });

    const plain = await get('/api/teste-compartilhada');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(usual.body);
    const again = await get('/api/teste-compartilhada', 'gzip');
    expect(again.rawPayload.equals(browser.rawPayload)).toBe(true);
    expect(parses - before).toBe(1);
  });

  it('leaves a short answer uncompressed, as the compression plugin does', async () => {
    const answer = await get('/api/teste-curta', 'gzip, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual([{ id: 1, nome: 'Curto' }]);
  });

  it('reads Accept-Encoding as HTTP says', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
