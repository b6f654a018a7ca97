import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import Fastify from 'fastify';
import { flushLog, LOG_BATCH_BYTES, LOG_FLUSH_MS, logDestination, loggerOptions, OneLinePerRequest } from './logger';
import { errorsPlugin } from '../plugins/errors';
import { badRequest } from './http-errors';
import { logCapture } from '../test/log-capture';

describe('request logs', () => {
  it('keep the path and leave out query strings, headers, bodies, refusal messages and SQL parameters', async () => {
    const { lines, stream, text } = logCapture();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } as never, logController: new OneLinePerRequest() });
    await app.register(errorsPlugin);
    app.get('/api/welcomeds', async () => ({ ok: true }));
    app.post('/api/welcomed', async () => {
      throw badRequest('CPF já cadastrado para Maria da Silva');
    });
    app.put('/api/welcomed', async () => {
      // what drizzle throws: the SQL and its parameters, around the driver's error
      const driver = Object.assign(new Error('duplicate key value: Key (cpf)=(52998224725) already exists'), {
        code: '23514',
        constraint: 'welcomeds_check',
        detail: 'Failing row contains (Maria da Silva, 52998224725)',
      });
      throw Object.assign(new Error('Failed query: update welcomeds set name = $1, cpf = $2 params: Maria da Silva,52998224725'), {
        query: 'update welcomeds set name = $1, cpf = $2',
        params: ['Maria da Silva', '52998224725'],
        cause: driver,
      });
    });
    await app.ready();

    await app.inject({ method: 'GET', url: '/api/welcomeds?name=Maria%20da%20Silva&cpf=52998224725', headers: { authorization: 'Bearer secret-token' } });
    await app.inject({ method: 'POST', url: '/api/welcomed', payload: { name: 'Maria da Silva', cpf: '52998224725' } });
    const failed = await app.inject({ method: 'PUT', url: '/api/welcomed', payload: { name: 'Maria da Silva', cpf: '52998224725' } });
    expect(failed.statusCode).toBe(500);
    await app.close();

    const log = text();
    expect(log).toContain('"path":"/api/welcomeds"');
    // one line per request, when it ends: what it was, how it ended, how long it took
    const listed = lines.filter((line) => (line.req as { path?: string } | undefined)?.path === '/api/welcomeds');
    expect(listed).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 }, responseTime: expect.any(Number) })]);
    expect(log).not.toContain('incoming request');
    expect(log).toContain('request refused');
    expect(log).toContain('"constraint":"welcomeds_check"');
    for (const secret of ['52998224725', 'Maria', 'secret-token']) expect(log).not.toContain(secret);
  });
});

describe('a request the client leaves before its answer', () => {
  it('is logged when it is left, by path, without its query string', async () => {
    const { lines, stream, text } = logCapture();
    const requestLog = new OneLinePerRequest();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } as never, logController: requestLog });
    app.addHook('onRequestAbort', (request, done) => {
      requestLog.requestAborted(request);
      done();
    });
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    app.get('/api/welcomeds/export', async () => {
      reached();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET /api/welcomeds/export?name=Maria HTTP/1.1\r\nHost: x\r\n\r\n');
    await arrived;
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await app.close();
    const aborted = lines.filter((line) => line.msg === 'request aborted');
    expect(aborted).toEqual([expect.objectContaining({ req: { method: 'GET', path: '/api/welcomeds/export' } })]);
    expect(text()).not.toContain('Maria');
  });
});

describe('the client address in request logs', () => {
  const req = loggerOptions('info').serializers!.req as (r: unknown) => Record<string, unknown>;
  const request = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, ip: '203.0.113.9', headers });

  it('is kept for a staff request that carries a token', () => {
    expect(req(request('/api/indicadores?nome=x', { authorization: 'Bearer t' }))).toEqual({ method: 'GET', path: '/api/indicadores', remoteAddress: '203.0.113.9' });
    expect(req(request('/api/autodiagnostico-admin/modelos', { authorization: 'Bearer t' }))).toHaveProperty('remoteAddress', '203.0.113.9');
  });

  it('is left out of public routes even with a token, and of every request without one', () => {
    for (const url of [
      '/api/denuncias-create?g_recaptcha_response=x',
      '/api/denuncias/acompanhamento',
      '/api/captcha/challenge',
      '/api/geo/tiles/1/2/3.png',
      '/api/estados/list/',
      '/api/autodiagnostico/salvar-questao',
      '/api/modelos',
      '/api/modelos/2',
      '/api/questoes-riscos/7',
      '/api/plano-de-acao/medida',
    ]) {
      expect(req(request(url, { authorization: 'Bearer t' }))).not.toHaveProperty('remoteAddress');
    }
    for (const url of ['/denunciar', '/registry/mf-denuncias/1.0.0/main.js', '/api/authenticate', '/api/indicadores']) {
      expect(req(request(url))).not.toHaveProperty('remoteAddress');
    }
  });
});

describe('the server log', () => {
  it('is written in batches of whole lines, a lone line within LOG_FLUSH_MS, everything on flushLog', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-'));
    const file = join(dir, 'server.log');
    const stream = logDestination(pino.destination, file);
    await new Promise((ready) => stream.once('ready', ready));
    const log = pino({ level: 'info' }, stream);
    try {
      const written = () => readFileSync(file, 'utf8');
      log.info('alone');
      expect(written()).toBe(''); // held for a batch
      await new Promise((done) => setTimeout(done, LOG_FLUSH_MS * 3));
      expect(written()).toContain('"msg":"alone"');

      for (let i = 0; i < 500; i++) log.info({ i, text: 'x'.repeat(100) }, 'many');
      await flushLog(stream);
      const lines = written().trim().split('\n');
      expect(lines).toHaveLength(501);
      expect(lines.map((line) => (JSON.parse(line) as { i?: number }).i)).toEqual([undefined, ...Array.from({ length: 500 }, (_, i) => i)]);
      expect(LOG_BATCH_BYTES).toBeLessThan(4096); // a batch fits one atomic pipe write
    } finally {
      stream.end();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
