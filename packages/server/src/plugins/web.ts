import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
// Declares the `shellPage` route setting read by the security headers.
import type {} from '../lib/security-headers';
import { robotsTagFor } from './crawlers';

export interface WebPluginOptions {
  /** The built shell (index.html and its hashed assets). */
  webDir: string;
  /** Released remotes: `remotes.json` and immutable `<remote>/<version>/` folders. */
  registryDir: string;
  /** Cookieless analytics (Plausible-compatible script tag) in the staff shell's page; off when absent. */
  analytics?: AnalyticsConfig | undefined;
}

/** ANALYTICS_SCRIPT_URL and ANALYTICS_DOMAIN: the script to load and the site name it reports under. */
export interface AnalyticsConfig {
  scriptUrl: string;
  domain: string;
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHE_REVALIDATE = 'no-cache';
const CACHE_NONE = 'no-store';

/** Paths that belong to the API: never answered with the shell's index.html. */
const SERVER_PREFIXES = ['/api', '/authenticate', '/registry', '/ws'];

/**
 * Serves the front end from the API process (the one-process `npm start`): the shell,
 * the remote registry and `/remotes.json`, plus the SPA fallback to index.html.
 */
export const webPlugin: FastifyPluginAsync<WebPluginOptions> = async (app, opts) => {
  const webDir = resolve(opts.webDir);
  const registryDir = resolve(opts.registryDir);
  // Only for reply.sendFile; the routes below choose the file and its cache policy.
  // preCompressed: the release tooling writes .br/.gz beside each asset; they are sent when accepted.
  await app.register(fastifyStatic, { root: webDir, serve: false, cacheControl: false, dotfiles: 'ignore', index: false, preCompressed: true });

  const hidden = { schema: { hide: true } };

  app.get('/remotes.json', hidden, async (_request, reply) => {
    // Read on every request: a release or rollback rewrites this file while the server runs.
    const text = await readFile(resolve(registryDir, 'remotes.json'), 'utf8').catch(() => null);
    if (text === null) return missing(reply, 'Lista de módulos (remotes.json) não encontrada');
    return reply.header('cache-control', CACHE_REVALIDATE).type('application/json; charset=utf-8').send(text);
  });

  app.get<{ Params: { '*': string } }>('/registry/*', hidden, async (request, reply) => {
    const file = await existingFile(registryDir, request.params['*']);
    if (!file) return missing(reply, 'Arquivo não encontrado');
    // Every released version lives in its own folder and is never overwritten.
    return reply.header('cache-control', CACHE_IMMUTABLE).sendFile(file, registryDir);
  });

  // shellPage: the CSP of this route's answers names the analytics origin (when analytics is on).
  app.get<{ Params: { '*': string } }>('/*', { ...hidden, config: { shellPage: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((p) => path === p || path.startsWith(p + '/'))) return reply.callNotFound();

    const file = await existingFile(webDir, request.params['*']);
    if (file && file !== 'index.html') return reply.header('cache-control', CACHE_IMMUTABLE).sendFile(file);
    if (file === 'index.html' || isPageRoute(path) || acceptsHtml(request.headers.accept)) {
      // Client-side routes (and '/') get the shell, whose router handles unknown URLs, whatever
      // the Accept header (uptime checks and curl send none).
      reply.header('cache-control', CACHE_REVALIDATE);
      const robots = robotsTagFor(path);
      if (robots) reply.header('x-robots-tag', robots);
      if (!opts.analytics) return reply.sendFile('index.html');
      const html = await readFile(resolve(webDir, 'index.html'), 'utf8');
      return reply.type('text/html; charset=utf-8').send(withAnalytics(html, opts.analytics));
    }
    return reply.callNotFound();
  });
};

/** The shell's page with the analytics script tag before </head>. */
export function withAnalytics(html: string, analytics: AnalyticsConfig): string {
  const tag = `<script defer data-domain="${escapeAttribute(analytics.domain)}" src="${escapeAttribute(analytics.scriptUrl)}"></script>`;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, (end) => tag + end) : tag + html;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function missing(reply: FastifyReply, message: string) {
  // A 404 must not be cached: the file may be released a moment later.
  return reply.code(404).header('cache-control', CACHE_NONE).send({ message, messages: [message] });
}

/** A client-side route rather than a file: its last segment has no extension (`/admin/cadastros/12`, not `/main.js`). */
function isPageRoute(path: string): boolean {
  return !(path.split('/').pop() ?? '').includes('.');
}

function acceptsHtml(accept: string | undefined): boolean {
  return !!accept && accept.includes('text/html');
}

/** `relative` as a path inside `root` when it names a regular file there; null otherwise (also for escapes and dotfiles). */
async function existingFile(root: string, relative: string): Promise<string | null> {
  if (!relative || relative.split('/').some((part) => part.startsWith('.'))) return null;
  const full = resolve(root, relative);
  if (!full.startsWith(root + sep)) return null;
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? full.slice(root.length + 1).split(sep).join('/') : null;
}
