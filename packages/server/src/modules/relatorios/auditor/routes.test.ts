import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { AUDITOR_MESSAGES } from '@sisacte/contracts/relatorios/auditor';
import Fastify, { type FastifyInstance } from 'fastify';
import { useTestApp, useTestUsers, type TestUser } from '../../../test/helpers';
import { auditorStandInRoutes } from './local-standin/routes';

jest.setTimeout(120_000);

const FAZENDA = '12.345.678/0001-95';
const FAZENDA_DIGITS = '12345678000195';

describe('auditor proxy against the local stand-in (AUDITOR_URL unset)', () => {
  const saved = { url: process.env.AUDITOR_URL, timeout: process.env.AUDITOR_TIMEOUT_MS };
  beforeAll(() => {
    delete process.env.AUDITOR_URL;
    process.env.AUDITOR_TIMEOUT_MS = '300';
  });
  afterAll(() => {
    process.env.AUDITOR_URL = saved.url;
    process.env.AUDITOR_TIMEOUT_MS = saved.timeout;
  });
  const ctx = useTestApp('pglite');
  const users = useTestUsers(ctx, { inspector: [ROLES.RELATORIOS], other: [ROLES.DENUNCIAS] });
  const get = (url: string, who: TestUser | null = users.inspector) => ctx().app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

  it('finds the employer (Auto/Get then GetAuto) and its notices of the three codes only', async () => {
    const employer = await get(`/api/relatorio/auditor/empregador/${encodeURIComponent(FAZENDA)}`);
    expect(employer.statusCode).toBe(200);
    expect(employer.json()).toMatchObject({ noRazaoSocial: 'Fazenda Boa Esperança Agropecuária Ltda', sguf: 'MT', nrcep: '78850000', cdcnae: '0151-2/01' });

    const notices = (await get(`/api/relatorio/auditor/autos/${FAZENDA_DIGITS}`)).json();
    expect(notices.autos.map((a: { cdEmenta: string }) => a.cdEmenta)).toEqual(['001727-9', '001728-7', '001729-5']);
    expect(notices.outros).toBe(2);

    const detail = await get(`/api/relatorio/auditor/auto/${FAZENDA_DIGITS}?nrAuto=224418572&cdDownload=BE-572`);
    expect(detail.json().dsHistorico).toContain('Alojamentos sem paredes');
    expect((await get(`/api/relatorio/auditor/embargos/${FAZENDA_DIGITS}`)).json()).toHaveLength(2);
    expect((await get(`/api/relatorio/auditor/ndfc/${FAZENDA_DIGITS}`)).json()[0]).toMatchObject({ nrNdfc: '201.558.774', valor: '48210.37' });
  });

  it('hands the zips over, named after the document', async () => {
    const zip = await get(`/api/relatorio/auditor/auto-arquivo/${FAZENDA_DIGITS}?nrAuto=224418571&cdDownload=BE-571`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('224418571.zip');
    expect(zip.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.rawPayload.toString('latin1')).toContain('224418571/auto.txt');
    const embargo = await get(`/api/relatorio/auditor/embargo-arquivo/${FAZENDA_DIGITS}?nrEmbargo=4471-2026`);
    expect(embargo.headers['content-disposition']).toContain('4471-2026.zip');
    const ndfc = await get(`/api/relatorio/auditor/ndfc-arquivo/${FAZENDA_DIGITS}?nrNdfc=201.558.774&cdDownload=ND-774`);
    expect(ndfc.headers['content-disposition']).toContain('201.558.774.zip');
    expect((await get(`/api/relatorio/auditor/auto-arquivo/${FAZENDA_DIGITS}?nrAuto=999`)).statusCode).toBe(404);
  });

  it('says so when the employer is unknown, and keeps lists empty', async () => {
    const unknown = '11.222.333/0001-81';
    const res = await get(`/api/relatorio/auditor/empregador/${encodeURIComponent(unknown)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(AUDITOR_MESSAGES.EMPLOYER_NOT_FOUND);
    expect((await get('/api/relatorio/auditor/autos/11222333000181')).json()).toEqual({ autos: [], outros: 0 });
    expect((await get('/api/relatorio/auditor/embargos/11222333000181')).json()).toEqual([]);
  });

  it('answers 504 when the auditor is slow and 502 when it fails, without its details', async () => {
    const slow = await get('/api/relatorio/auditor/empregador/67890123000116');
    expect(slow.statusCode).toBe(504);
    // a 5xx names its request (traceId, also in X-Request-Id), so a user's report leads to the log line
    expect(slow.json()).toEqual({ message: AUDITOR_MESSAGES.TIMEOUT, messages: [AUDITOR_MESSAGES.TIMEOUT], traceId: slow.headers['x-request-id'] });
    const failing = await get('/api/relatorio/auditor/autos/56789012000100');
    expect(failing.statusCode).toBe(502);
    expect(failing.json().message).toBe(AUDITOR_MESSAGES.UNAVAILABLE);
    expect(failing.body).not.toContain('NullPointer');
  });

  it('refuses bad registration numbers (path traversal too) and document numbers with a 400', async () => {
    expect((await get('/api/relatorio/auditor/autos/12345678000196')).statusCode).toBe(400);
    expect((await get(`/api/relatorio/auditor/autos/${encodeURIComponent('../../../etc/passwd')}`)).statusCode).toBe(400);
    expect((await get(`/api/relatorio/auditor/auto-arquivo/${FAZENDA_DIGITS}?nrAuto=${encodeURIComponent('../x')}`)).statusCode).toBe(400);
    const twice = await get(`/api/relatorio/auditor/auto/${FAZENDA_DIGITS}?nrAuto=1&nrAuto=2`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('Número do auto inválido: informe um só número');
    expect((await get(`/api/relatorio/auditor/auto/${FAZENDA_DIGITS}`)).json().message).toContain('Número do auto é obrigatório');
  });

  it('is for Relatorios holders only (401, 403), and the stand-in only answers our API', async () => {
    for (const url of ['/api/relatorio/auditor/empregador/12345678000195', '/api/relatorio/auditor/autos/12345678000195', '/api/relatorio/auditor/auto-arquivo/12345678000195?nrAuto=224418571']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, users.other)).statusCode).toBe(403);
    }
    expect((await get('/api/auditor-local/api/v1.0/Auto/Get/12345678000195')).statusCode).toBe(401);
  });
});

describe('auditor proxy over HTTP (AUDITOR_URL set)', () => {
  let auditor: FastifyInstance;
  let broken: Server;
  let brokenUrl = '';
  const saved = { url: process.env.AUDITOR_URL, token: process.env.AUDITOR_TOKEN, timeout: process.env.AUDITOR_TIMEOUT_MS };

  beforeAll(async () => {
    // The stand-in served alone on a real port, as a remote auditor would be.
    auditor = Fastify();
    await auditor.register(auditorStandInRoutes, { token: 'credencial-do-servidor' });
    const url = await auditor.listen({ port: 0, host: '127.0.0.1' });
    process.env.AUDITOR_URL = url;
    process.env.AUDITOR_TOKEN = 'credencial-do-servidor';
    process.env.AUDITOR_TIMEOUT_MS = '2000';
    broken = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>not json</html>');
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await auditor.close();
    await new Promise((resolve) => broken.close(resolve));
    process.env.AUDITOR_URL = saved.url;
    process.env.AUDITOR_TOKEN = saved.token;
    process.env.AUDITOR_TIMEOUT_MS = saved.timeout;
  });

  const ctx = useTestApp('pglite');
  const users = useTestUsers(ctx, { inspector: [ROLES.RELATORIOS] });

  it('calls the auditor with the server-side credential and streams the zip through', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/relatorio/auditor/autos/${FAZENDA_DIGITS}`, headers: users.inspector.headers });
    expect(res.json().autos).toHaveLength(3);
    const zip = await ctx().app.inject({
      method: 'GET',
      url: `/api/relatorio/auditor/auto-arquivo/${FAZENDA_DIGITS}?nrAuto=224418573&cdDownload=BE-573`,
      headers: users.inspector.headers,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toContain('224418573.zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.toString('latin1')).toContain('224418573/historico.txt');
    // The stand-in refuses a caller without the credential.
    expect((await fetch(`${process.env.AUDITOR_URL}/api/v1.0/Ndfc/${FAZENDA_DIGITS}`)).status).toBe(401);
  });

  it('answers 502 when the auditor is unreachable or answers nonsense', async () => {
    const { createHttpAuditor } = await import('./http');
    const down = createHttpAuditor({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 1000 });
    await expect(down.notices(FAZENDA_DIGITS)).rejects.toThrow('auditor unreachable');
    const nonsense = createHttpAuditor({ baseUrl: brokenUrl, timeoutMs: 1000 });
    await expect(nonsense.embargoes(FAZENDA_DIGITS)).rejects.toThrow('not JSON');
  });

  it('refuses an answer or a file larger than its limit, and a download that takes too long', async () => {
    const { createHttpAuditor } = await import('./http');
    const big = JSON.stringify({ result: Array.from({ length: 2000 }, (_, i) => ({ nrEmbargo: String(i), tpEmbargo: 'x'.repeat(100) })) });
    const answering = (body: () => ConstructorParameters<typeof Response>[0]) => (async () => new Response(body(), { status: 200 })) as unknown as typeof fetch;
    const small = createHttpAuditor({ baseUrl: 'http://x', timeoutMs: 1000, fetch: answering(() => big), maxJsonBytes: 10_000 });
    await expect(small.embargoes(FAZENDA_DIGITS)).rejects.toThrow('too large');
    const read = async (stream: NodeJS.ReadableStream) => {
      let n = 0;
      for await (const chunk of stream) n += (chunk as Buffer).length;
      return n;
    };
    const file = createHttpAuditor({ baseUrl: 'http://x', timeoutMs: 1000, fetch: answering(() => new Uint8Array(50_000)), maxFileBytes: 10_000 });
    await expect(read((await file.embargoFile(FAZENDA_DIGITS, '1'))!.stream)).rejects.toThrow('too large');
    const endless = () => {
      let cancelled = false;
      return new ReadableStream<Uint8Array>({
        pull: (controller) =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              if (!cancelled) controller.enqueue(new Uint8Array(10));
              resolve();
            }, 20),
          ),
        cancel: () => {
          cancelled = true;
        },
      });
    };
    const slow = createHttpAuditor({ baseUrl: 'http://x', timeoutMs: 1000, fetch: answering(endless), downloadTimeoutMs: 200 });
    await expect(read((await slow.embargoFile(FAZENDA_DIGITS, '1'))!.stream)).rejects.toThrow('download timeout');
    const fine = createHttpAuditor({ baseUrl: 'http://x', timeoutMs: 1000, fetch: answering(() => new Uint8Array(5_000)), maxFileBytes: 10_000 });
    expect(await read((await fine.embargoFile(FAZENDA_DIGITS, '1'))!.stream)).toBe(5_000);
  });
});
