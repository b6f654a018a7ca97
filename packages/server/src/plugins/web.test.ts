import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorsPlugin } from './errors';
import { CACHE_IMMUTABLE, webPlugin, withAnalytics } from './web';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xhtml+xml;q=0.9,*/*;q=0.8' };

describe('web plugin (shell, registry and SPA fallback)', () => {
  let root: string;
  let app: FastifyInstance;
  const remotesJson = (version: string) => JSON.stringify({ 'mf-painel': `/registry/mf-painel/${version}/mf-manifest.json` });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sisacte-web-'));
    const web = join(root, 'web');
    const registry = join(root, 'registry');
    mkdirSync(join(web, 'assets'), { recursive: true });
    mkdirSync(join(registry, 'mf-painel', '1.0.0'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>SisActe</title>');
    writeFileSync(join(web, 'assets', 'main.3f9a1c.js'), 'console.log("shell")');
    writeFileSync(join(web, '.env'), 'SECRET=1');
    writeFileSync(join(root, 'outside.txt'), 'não deveria sair');
    writeFileSync(join(registry, 'remotes.json'), remotesJson('1.0.0'));
    writeFileSync(join(registry, 'mf-painel', '1.0.0', 'mf-manifest.json'), '{"name":"mf-painel"}');
    // what deploy/tools precompress() writes beside each asset
    writeFileSync(join(registry, 'mf-painel', '1.0.0', 'remoteEntry.js'), 'var mf_painel = {};');
    writeFileSync(join(registry, 'mf-painel', '1.0.0', 'remoteEntry.js.br'), brotliCompressSync('var mf_painel = {};'));

    app = Fastify();
    await app.register(errorsPlugin);
    app.get('/api/health', async () => ({ status: 'ok' }));
    await app.register(webPlugin, { webDir: web, registryDir: registry });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves index.html for / and for client-side routes, never cached without revalidation', async () => {
    for (const url of ['/', '/index.html', '/admin/painel', '/admin/configuracoes/usuarios/12?aba=1', '/login']) {
      const res = await get(url, HTML);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>SisActe</title>');
    }
  });

  it('sends the precompressed copy of an asset to a browser that accepts it, the plain file otherwise', async () => {
    const url = '/registry/mf-painel/1.0.0/remoteEntry.js';
    const compressed = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('var mf_painel = {};');
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('var mf_painel = {};');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/main.3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(res.body).toBe('console.log("shell")');
  });

  it('answers 404 (not the shell) for missing files', async () => {
    const asset = await get('/assets/missing.123.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json().message).toBe('Recurso não encontrado');
  });

  it('serves the shell for page routes whatever the Accept header (uptime checks, curl)', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }] as Record<string, string>[]) {
      for (const url of ['/', '/login', '/admin/painel']) {
        const res = await get(url, headers);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>SisActe</title>');
      }
    }
  });

  it('keeps the staff area and the login out of search results; the home page is indexable', async () => {
    for (const url of ['/admin', '/admin/cadastros/12', '/login']) {
      expect((await get(url, HTML)).headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await get('/', HTML)).headers['x-robots-tag']).toBeUndefined();
    expect((await get('/administracao-publica', HTML)).headers['x-robots-tag']).toBeUndefined();
  });

  it('never answers server paths with the shell', async () => {
    for (const url of ['/api/nao-existe', '/authenticate', '/ws/qualquer', '/registry']) {
      const res = await get(url, HTML);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    expect((await get('/api/health', HTML)).json()).toEqual({ status: 'ok' });
  });

  it('does not serve dotfiles or files outside its folders', async () => {
    for (const url of ['/.env', '/../outside.txt', '/%2e%2e/outside.txt', '/registry/../outside.txt', '/registry/%2e%2e/outside.txt']) {
      const res = await get(url, { accept: '*/*' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('não deveria sair');
    }
  });

  it('reads /remotes.json fresh on every request, with no-cache', async () => {
    const first = await get('/remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/application\/json/);
    expect(first.json()['mf-painel']).toContain('/1.0.0/');

    writeFileSync(join(root, 'registry', 'remotes.json'), remotesJson('1.0.1'));
    expect((await get('/remotes.json')).json()['mf-painel']).toContain('/1.0.1/');
  });

  it('serves released files immutable, and a missing one as a 404 that is not cached', async () => {
    const manifest = await get('/registry/mf-painel/1.0.0/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(manifest.json()).toEqual({ name: 'mf-painel' });

    const missing = await get('/registry/mf-painel/9.9.9/mf-manifest.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.json().message).toBe('Arquivo não encontrado');
  });

  it('answers 404 no-store when remotes.json does not exist yet', async () => {
    unlinkSync(join(root, 'registry', 'remotes.json'));
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('analytics tag in the shell\'s page', () => {
  const analytics = { scriptUrl: 'https://stats.example.org/js/script.js', domain: 'sisacte.example.org' };

  it('goes just before </head>, once, with its values escaped', () => {
    const html = withAnalytics('<html><head><title>SisActe</title></head><body></body></html>', analytics);
    expect(html).toBe(
      '<html><head><title>SisActe</title><script defer data-domain="sisacte.example.org" src="https://stats.example.org/js/script.js"></script></head><body></body></html>',
    );
    expect(withAnalytics('<head></head>', { ...analytics, domain: 'a"><script>' })).toContain('data-domain="a&quot;&gt;&lt;script&gt;"');
  });

  it('is served with the shell when configured, never on the registry\'s files', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sisacte-web-analytics-'));
    mkdirSync(join(root, 'web'));
    mkdirSync(join(root, 'registry', 'mf-denuncias', 'v1'), { recursive: true });
    writeFileSync(join(root, 'web', 'index.html'), '<html><head></head></html>');
    writeFileSync(join(root, 'registry', 'mf-denuncias', 'v1', 'public.html'), '<html><head></head></html>');
    const app = Fastify();
    await app.register(webPlugin, { webDir: join(root, 'web'), registryDir: join(root, 'registry'), analytics });
    try {
      for (const url of ['/', '/index.html', '/admin/painel']) {
        const res = await app.inject({ method: 'GET', url, headers: HTML });
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('data-domain="sisacte.example.org"');
      }
      const page = await app.inject({ method: 'GET', url: '/registry/mf-denuncias/v1/public.html' });
      expect(page.body).not.toContain('data-domain');
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
