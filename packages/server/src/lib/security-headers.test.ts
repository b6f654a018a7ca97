import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyPluginAsync } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { testDatabases, TEST_PASSWORD, useTestApp } from '../test/helpers';
import { contentSecurityPolicy, cspOrigin, CSP_DIRECTIVES, HSTS, SECURITY_HEADERS } from './security-headers';

const NGINX = resolve(__dirname, '../../../../deploy/nginx');
const HTML = { accept: 'text/html' };
const TILES = 'https://{s}.tile.example.org/{z}/{x}/{y}.png';
const ANALYTICS = { scriptUrl: 'https://stats.example.org/js/script.js', domain: 'sisacte.example.org' };

function site(): { root: string; webDir: string; registryDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'sisacte-headers-'));
  const webDir = join(root, 'web');
  const registryDir = join(root, 'registry');
  mkdirSync(webDir, { recursive: true });
  mkdirSync(join(registryDir, 'mf-denuncias', 'v1'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>SisActe</title></head><body></body></html>');
  writeFileSync(join(registryDir, 'remotes.json'), JSON.stringify({ 'mf-denuncias': { version: 'v1', manifest: '/registry/mf-denuncias/v1/mf-manifest.json' } }));
  writeFileSync(join(registryDir, 'mf-denuncias', 'v1', 'public.html'), '<!doctype html><html><head><title>Fazer uma denúncia</title></head><body></body></html>');
  return { root, webDir, registryDir };
}

/** A document of the test's own that hands out personal data with a cache policy of its own (as an export could). */
const exportRoute: FastifyPluginAsync = async (app) => {
  app.get('/api/test-export', { onRequest: app.authenticate }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=600').type('application/pdf').send(Buffer.from('%PDF-1.4')),
  );
};

function expectSecurityHeaders(res: LightMyRequestResponse) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
}

describe('content security policy', () => {
  it('allows only this origin for scripts, inline styles for antd, blob: workers for the captcha', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toMatch(/unsafe-eval|\*/);
  });

  it('names the map tiles and analytics origins only where they are needed', () => {
    const csp = contentSecurityPolicy({ host: 'sisacte.example.org', images: ['https://tiles.example.org'], analytics: ['https://stats.example.org'] });
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.org;");
    expect(csp).toContain("script-src 'self' https://stats.example.org;");
    expect(csp).toContain("connect-src 'self' ws://sisacte.example.org wss://sisacte.example.org https://stats.example.org;");
    // a forged Host never reaches the policy
    expect(contentSecurityPolicy({ host: "x; script-src 'unsafe-inline'" })).not.toContain('unsafe-inline;');
  });

  it('takes the origin of a URL template; this server\'s own paths need none', () => {
    expect(cspOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(cspOrigin(TILES)).toBe('https://*.tile.example.org');
    expect(cspOrigin('http://localhost:9000/t/{z}/{x}/{y}.png')).toBe('http://localhost:9000');
    expect(cspOrigin('/api/geo/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(cspOrigin("https://evil.example.org; script-src 'unsafe-inline'/x")).toBeUndefined();
    expect(cspOrigin(undefined)).toBeUndefined();
  });
});

describe('nginx sends the same headers as the server', () => {
  const nginxConf = readFileSync(join(NGINX, 'nginx.conf'), 'utf8');
  const addHeaders = (file: string) =>
    Object.fromEntries(
      [...readFileSync(join(NGINX, 'snippets', file), 'utf8').matchAll(/^add_header\s+(\S+)\s+("([^"]*)"|\S+)\s+always;/gm)].map((m) => [
        m[1]!.toLowerCase(),
        m[3] ?? m[2]!,
      ]),
    );
  const squash = (s: string) => s.replace(/\s+;/g, ';').replace(/\s+/g, ' ').trim();

  it('the fixed headers, for static files and for proxied answers', () => {
    for (const file of ['security-headers.conf', 'proxy-api.conf']) {
      const headers = addHeaders(file);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([file, name, headers[name]]).toEqual([file, name, value]);
      expect(headers['strict-transport-security']).toBe('$hsts');
      expect(Object.keys(headers).sort()).toEqual([...Object.keys(SECURITY_HEADERS), 'content-security-policy', 'strict-transport-security'].sort());
    }
    expect(nginxConf).toMatch(new RegExp(`map \\$forwarded_proto \\$hsts \\{\\s*https\\s+"${HSTS}";\\s*default\\s+"";`));
  });

  it('the same Content-Security-Policy, with the tiles and analytics origins in the same places', () => {
    const value = /map \$http_host \$csp \{\s*default "([^"]+)";/.exec(nginxConf)?.[1];
    expect(value).toBeDefined();
    const fill = (tile: string, analytics: string) =>
      squash(value!.replace('$csp_ws', 'ws://h wss://h').replaceAll('$csp_analytics_origin', analytics).replace('$csp_tile_origin', tile));
    expect(fill('', '')).toBe(contentSecurityPolicy({ host: 'h' }));
    expect(fill('https://t.example', 'https://a.example')).toBe(
      contentSecurityPolicy({ host: 'h', images: ['https://t.example'], analytics: ['https://a.example'] }),
    );
    expect(CSP_DIRECTIVES.length).toBe(value!.split(';').length);
  });

  it('the analytics tag is the server\'s, on the shell\'s page only', () => {
    expect(nginxConf).toContain(`'<script defer data-domain="$analytics_domain" src="$analytics_script_url"></script>'`);
    const siteConf = readFileSync(join(NGINX, 'conf.d', 'sisacte.conf'), 'utf8');
    const withTag = [...siteConf.matchAll(/location ([^{]+)\{[^}]*analytics\.conf[^}]*\}/g)].map((m) => m[1]!.trim());
    expect(withTag.sort()).toEqual(['/', '= /index.html']);
  });
});

describe.each(testDatabases())('security headers of the one-process server on %s', (engine) => {
  const files = site();
  afterAll(() => rmSync(files.root, { recursive: true, force: true }));

  describe('defaults (no analytics, local tiles)', () => {
    const ctx = useTestApp(engine, { web: { webDir: files.webDir, registryDir: files.registryDir } }, exportRoute);
    const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

    it('on the shell, the public complaint page and the API', async () => {
      for (const url of ['/', '/admin/painel', '/denunciar', '/denunciar/acompanhar', '/api/health', '/remotes.json']) {
        const res = await get(url, HTML);
        expect([url, res.statusCode]).toEqual([url, 200]);
        expectSecurityHeaders(res);
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(String(res.headers['content-security-policy'])).not.toContain('https:');
      }
      expect((await get('/')).body).not.toContain('data-domain');
    });

    it('on errors too', async () => {
      const res = await get('/api/nao-existe');
      expect(res.statusCode).toBe(404);
      expectSecurityHeaders(res);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('no-store on every authenticated answer, exports included, and on the login answer', async () => {
      const admin = await ctx().userWith([ROLES.ADMIN]);
      const list = await get('/api/users', admin.headers);
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      const pdf = await get('/api/test-export', admin.headers);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['cache-control']).toBe('no-store');
      expectSecurityHeaders(pdf);

      const login = await ctx().app.inject({ method: 'POST', url: '/authenticate', payload: { username: admin.username, password: TEST_PASSWORD } });
      expect(login.statusCode).toBe(200);
      expect(login.headers['cache-control']).toBe('no-store');
      const refused = await ctx().app.inject({ method: 'POST', url: '/authenticate', payload: { username: admin.username, password: 'errada' } });
      expect(refused.headers['cache-control']).toBe('no-store');
    });

    it('the shell and the map tiles keep their own caching', async () => {
      expect((await get('/', HTML)).headers['cache-control']).toBe('no-cache');
      expect((await get('/api/health')).headers['cache-control']).toBe('no-store');
      const tile = await get('/api/geo/tiles/1/0/0.png');
      expect(tile.statusCode).toBe(200);
      expect(tile.headers['cache-control']).toMatch(/^public/);
    });

    it('HSTS only over HTTPS (the connection, or a trusted proxy; an untrusted X-Forwarded-Proto is ignored)', async () => {
      const res = await get('/', { ...HTML, 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('behind a TLS proxy, with analytics and tiles from elsewhere', () => {
    const ctx = useTestApp(
      engine,
      { trustProxy: true, geo: { mapTileUrl: TILES }, web: { webDir: files.webDir, registryDir: files.registryDir, analytics: ANALYTICS } },
    );
    const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });

    it('HSTS when the proxy says https, not when it says http', async () => {
      for (const url of ['/', '/denunciar', '/api/health']) {
        expect((await get(url, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(HSTS);
        expect((await get(url, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('the analytics script is in the shell\'s page and its origin in the shell\'s CSP only', async () => {
      for (const url of ['/', '/admin/painel', '/login']) {
        const res = await get(url);
        expect(res.body).toContain('<script defer data-domain="sisacte.example.org" src="https://stats.example.org/js/script.js"></script></head>');
        expect(res.headers['content-security-policy']).toContain("script-src 'self' https://stats.example.org;");
        expect(res.headers['content-security-policy']).toContain('https://stats.example.org;');
      }
      for (const url of ['/denunciar', '/denunciar/acompanhar', '/api/health']) {
        const res = await get(url);
        expect(res.body).not.toContain('stats.example.org');
        expect(res.headers['content-security-policy']).not.toContain('stats.example.org');
      }
    });

    it('the tiles\' origin is an allowed image source on every page', async () => {
      for (const url of ['/', '/denunciar']) {
        expect((await get(url)).headers['content-security-policy']).toContain("img-src 'self' data: blob: https://*.tile.example.org;");
      }
    });
  });
});
