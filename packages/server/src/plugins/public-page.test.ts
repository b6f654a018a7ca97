import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { liveVersion, pageFileFor, publicPagePlugin, withBase } from './public-page';

describe('public complaint page (GET /denunciar)', () => {
  let root: string;
  let app: FastifyInstance;
  const page = (v: string) => `<!doctype html><html><head><title>Fazer uma denúncia ${v}</title><script src="public/public.${v}.js"></script></head><body></body></html>`;
  const point = (version: string) =>
    writeFileSync(
      join(root, 'remotes.json'),
      JSON.stringify({ 'mf-denuncias': { version, manifest: `/registry/mf-denuncias/${version}/mf-manifest.json` } }),
    );

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sisacte-public-'));
    for (const v of ['v1', 'v2']) {
      mkdirSync(join(root, 'mf-denuncias', v), { recursive: true });
      writeFileSync(join(root, 'mf-denuncias', v, 'public.html'), page(v));
    }
    // v1 was built with the first view in Spanish too; v2 before the variants existed
    writeFileSync(join(root, 'mf-denuncias', 'v1', 'public.es.html'), page('v1').replace('<html>', '<html lang="es">').replace('Fazer uma denúncia', 'Hacer una denuncia'));
    point('v1');
    app = Fastify();
    // No shell at all: the page must not depend on it.
    await app.register(publicPagePlugin, { registryDir: root });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the live version of the page, no-cache, with a <base> at its version folder', async () => {
    for (const url of ['/denunciar', '/denunciar/', '/denunciar/acompanhar']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<head><base href="/registry/mf-denuncias/v1/">');
      expect(res.body).toContain('public/public.v1.js');
    }
  });

  it('gives ?lang=es the page prerendered in Spanish; Portuguese, an unknown language or a version without it get the Portuguese page', async () => {
    for (const url of ['/denunciar?lang=es', '/denunciar/acompanhar?lang=es&x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="es">');
      expect(res.body).toContain('Hacer una denuncia v1');
      expect(res.body).toContain('<base href="/registry/mf-denuncias/v1/">');
    }
    for (const url of ['/denunciar?lang=pt', '/denunciar?lang=xx', '/denunciar?lang=../../v2/public', '/denunciar?lang=en', '/denunciar?lang=es&lang=en']) {
      expect((await app.inject({ method: 'GET', url })).body).toContain('Fazer uma denúncia v1');
    }
    point('v2');
    expect((await app.inject({ method: 'GET', url: '/denunciar?lang=es' })).body).toContain('Fazer uma denúncia v2');
    point('v1');
    expect(pageFileFor('fr')).toBe('public.fr.html');
    expect(pageFileFor(['es'])).toBe('public.html');
  });

  it('lets search engines index the complaint form but not the follow-up page', async () => {
    expect((await app.inject({ method: 'GET', url: '/denunciar' })).headers['x-robots-tag']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/denunciar/acompanhar' })).headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('follows a release or a rollback at once (remotes.json is read on every request)', async () => {
    point('v2');
    expect((await app.inject({ method: 'GET', url: '/denunciar' })).body).toContain('/registry/mf-denuncias/v2/');
    point('v1');
    expect((await app.inject({ method: 'GET', url: '/denunciar' })).body).toContain('/registry/mf-denuncias/v1/');
  });

  it("answers a 503 in the visitor's language (never cached) when the live version has no page", async () => {
    point('v3');
    const res = await app.inject({ method: 'GET', url: '/denunciar' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('não está disponível');
    expect(res.body).toContain('<html lang="pt-BR">');
    // in the visitor's language: the address's, else the browser's
    const spanish = await app.inject({ method: 'GET', url: '/denunciar?lang=es' });
    expect(spanish.statusCode).toBe(503);
    expect(spanish.body).toContain('<html lang="es"><meta charset="utf-8"><title>Hacer una denuncia</title><p>El formulario de denuncia no está disponible');
    const french = await app.inject({ method: 'GET', url: '/denunciar/acompanhar', headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(french.body).toContain('Le formulaire de signalement n’est pas disponible');
    expect(french.headers.vary).toContain('Accept-Language');
    point('v1');
  });

  it('never reads outside the registry, whatever remotes.json says', () => {
    expect(liveVersion({ 'mf-denuncias': { version: '../../etc' } }, 'mf-denuncias')).toBeNull();
    expect(liveVersion({ 'mf-denuncias': '/registry/mf-denuncias/20260101-abc/mf-manifest.json' }, 'mf-denuncias')).toBe('20260101-abc');
    expect(liveVersion(null, 'mf-denuncias')).toBeNull();
    expect(withBase('<html><head lang="x"><title>t</title>', '/b/')).toBe('<html><head lang="x"><base href="/b/"><title>t</title>');
  });
});
