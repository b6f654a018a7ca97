import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { useTestApp } from '../test/helpers';
import { logCapture } from '../test/log-capture';
import { requestIdGenerator } from './request-id';

jest.setTimeout(60_000);

/** A route of this test's own that fails as a bug would. */
const failing: FastifyPluginAsync = async (app) => {
  app.get('/api/test-falha', async () => {
    throw new Error('falha interna de teste');
  });
};

describe('a trace id per request', () => {
  const log = logCapture();
  const ctx = useTestApp('pglite', { logger: { level: 'info', stream: log.stream } }, failing);

  it('names every answer in X-Request-Id, a new one each time', async () => {
    const a = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    const b = await ctx().app.inject({ method: 'GET', url: '/api/nada' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('makes ids that do not repeat, across refills of its random pool', () => {
    const make = requestIdGenerator(false);
    const ids = Array.from({ length: 2000 }, () => make({ headers: {} } as IncomingMessage));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a 5xx body carries it as traceId, and the error is logged under it', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/test-falha' });
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(res.json()).toEqual({ message: 'Erro interno do servidor', messages: [], traceId: id });
    const logged = log.lines.find((l) => l.msg === 'request failed');
    expect(logged?.reqId).toBe(id);
  });

  it('a 4xx body stays as it was', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(401);
    expect(res.json().traceId).toBeUndefined();
  });

  it("ignores a client's own X-Request-Id when no proxy is trusted", async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'escolhido-pelo-cliente' } });
    expect(res.headers['x-request-id']).not.toBe('escolhido-pelo-cliente');
  });
});

describe('behind a trusted proxy', () => {
  const ctx = useTestApp('pglite', { trustProxy: true });

  it("keeps the proxy's id when it looks like one, makes one otherwise", async () => {
    const kept = await ctx().app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' } });
    expect(kept.headers['x-request-id']).toBe('0123456789abcdef0123456789abcdef');
    const hostile = await ctx().app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });
});
