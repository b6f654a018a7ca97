import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, tooManyRequests } from '../lib/http-errors';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { clientErrorHandler, DEFAULT_RETRY_AFTER_SECONDS, errorsPlugin, frameworkErrors, MAX_PATH_PARAM_LENGTH } from './errors';

describe('the error handler', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const typed = Fastify({ bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();
    typed.setValidatorCompiler(validatorCompiler);
    typed.setSerializerCompiler(serializerCompiler);
    await typed.register(errorsPlugin);
    typed.get('/boom', async () => {
      throw new Error('segredo interno: senha=123 em /srv/app');
    });
    typed.get('/rule', async () => {
      throw badRequest('Primeiro problema', 'Segundo problema');
    });
    typed.get('/conflict', async () => {
      throw new HttpError(409, 'Conflito de versões');
    });
    typed.get('/deadlock', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    typed.get('/bad-output', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => ({ id: 'não-numérico' }) as never);
    // A streamed download whose first read fails as a NUL in a query would (SQLSTATE 22021).
    typed.get('/export.xlsx', async (_request, reply) => {
      const stream = new PassThrough();
      setImmediate(() => stream.destroy(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })));
      return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('content-disposition', 'attachment; filename="x.xlsx"').send(stream);
    });
    typed.get('/limited', async () => {
      throw new HttpError(429, 'Muitas tentativas');
    });
    typed.get('/limited-for', async () => {
      throw tooManyRequests('Muitas tentativas', 90_500);
    });
    typed.post('/echo', { schema: { body: z.object({ nome: z.string().max(5), idade: z.number().int() }) } }, async (request) => request.body);
    app = typed;
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers unexpected errors with a 500 that leaks nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Erro interno do servidor', messages: [] });
    expect(res.body).not.toContain('segredo');
  });

  it('treats a response that breaks its own schema as an internal error', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-output' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Erro interno do servidor', messages: [] });
  });

  it('passes rule violations through with their status and every message', async () => {
    expect((await app.inject({ method: 'GET', url: '/rule' })).json()).toEqual({
      message: 'Primeiro problema',
      messages: ['Primeiro problema', 'Segundo problema'],
    });
    const conflict = await app.inject({ method: 'GET', url: '/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Conflito de versões');
  });

  it('lists one Portuguese line per invalid field', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { nome: 'longo demais', idade: 'dez' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]).toMatch(/^nome: /);
    expect(body.messages[1]).toMatch(/^idade: /);
    expect(body.message).toBe(body.messages[0]);
  });

  it('explains a missing body, a wrong content type and a body over the limit in Portuguese', async () => {
    const missing = await app.inject({ method: 'POST', url: '/echo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Corpo da requisição: /);

    const text = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Tipo de conteúdo não suportado (use application/json)');

    const big = await app.inject({ method: 'POST', url: '/echo', payload: { nome: 'x'.repeat(5000), idade: 1 } });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('O corpo da requisição é grande demais');
  });

  it('answers unknown routes with a Portuguese 404', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/coisa?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Recurso não encontrado', messages: ['DELETE /api/coisa não existe'] });
    const long = await app.inject({ method: 'GET', url: `/api/${'a'.repeat(5000)}` });
    expect(long.json().messages[0]).toBe(`GET /api/${'a'.repeat(115)}… não existe`);
  });

  it('answers a download that fails before its first byte as JSON, with the status of its cause', async () => {
    const res = await app.inject({ method: 'GET', url: '/export.xlsx' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toEqual({ message: 'Dados inválidos', messages: ['Há caracteres inválidos nos dados enviados'] });
  });

  it('sends Retry-After (seconds) with every 429: the wait the error carries, rounded up, or the default', async () => {
    const plain = await app.inject({ method: 'GET', url: '/limited' });
    expect([plain.statusCode, plain.headers['retry-after']]).toEqual([429, String(DEFAULT_RETRY_AFTER_SECONDS)]);
    const timed = await app.inject({ method: 'GET', url: '/limited-for' });
    expect([timed.statusCode, timed.headers['retry-after'], timed.json().message]).toEqual([429, '91', 'Muitas tentativas']);
  });

  it('answers two requests colliding in the database (deadlock, serialization) with a 409 to retry', async () => {
    const res = await app.inject({ method: 'GET', url: '/deadlock' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Outra alteração dos mesmos dados aconteceu ao mesmo tempo e nada foi gravado; tente de novo');
  });
});

describe('errors raised before routing', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH }, frameworkErrors });
    await app.register(errorsPlugin);
    app.get('/lista/:ids', async (request) => request.params);
    await app.ready();
  });
  afterAll(() => app.close());

  it('takes a list of 200 ids in one path parameter', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => 100_000 + i).join(',');
    const res = await app.inject({ method: 'GET', url: `/lista/${ids}` });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an over-long parameter in Portuguese, without echoing the address', async () => {
    const res = await app.inject({ method: 'GET', url: `/lista/${'9'.repeat(MAX_PATH_PARAM_LENGTH + 1)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'Endereço longo demais', messages: ['Endereço longo demais'] });
  });

  it('refuses a badly encoded path in Portuguese', async () => {
    const res = await app.inject({ method: 'GET', url: '/lista/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Endereço inválido/);
    expect(res.body).not.toContain('%E0');
  });
});

describe('requests the HTTP parser refuses', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = Fastify({ clientErrorHandler });
    await app.register(errorsPlugin);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });

  it('answers an address longer than the header limit, and a malformed request, in Portuguese', async () => {
    const long = await raw(`GET /api/x?area=${'1'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 431/);
    expect(long).toContain('{"message":"Endereço ou cabeçalhos longos demais"');
    const bad = await raw('NONSENSE\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400/);
    expect(bad).toContain('Requisição malformada');
  });
});
