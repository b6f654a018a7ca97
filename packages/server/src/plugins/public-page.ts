import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { COMPLAINT_LANGUAGES } from '@sisacte/contracts/denuncias/complaint-rules';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, translateMessage } from '../modules/shared/i18n';
import { robotsTagFor } from './crawlers';

export interface PublicPageOptions {
  /** Released remotes: `remotes.json` and immutable `<remote>/<version>/` folders. */
  registryDir: string;
}

/** The public complaint page: mf-denuncias' own standalone page (no shell code). */
const PUBLIC_PAGE_REMOTE = 'mf-denuncias';
const PUBLIC_PAGE_FILE = 'public.html';
const PUBLIC_PAGE_PATHS = [SCREENS.publicComplaint.create, `${SCREENS.publicComplaint.create}/*`];

const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The page's file for the address's `?lang`: the build prerenders the first view in each public language
 * (public.es.html, …), so a visitor who came with one reads it before the app has run. Portuguese, an unknown
 * language and a version built before the variants existed get public.html.
 */
export function pageFileFor(lang: unknown): string {
  const other = typeof lang === 'string' && lang !== 'pt' && (COMPLAINT_LANGUAGES as readonly string[]).includes(lang);
  return other ? PUBLIC_PAGE_FILE.replace(/\.html$/, `.${lang}.html`) : PUBLIC_PAGE_FILE;
}

/** The live version of a remote in remotes.json ({version, manifest} or a bare manifest URL). */
export function liveVersion(remotes: unknown, remote: string): string | null {
  const entry = (remotes as Record<string, unknown> | null)?.[remote];
  let version: unknown = null;
  if (entry && typeof entry === 'object') version = (entry as { version?: unknown }).version;
  else if (typeof entry === 'string') version = new RegExp(`/registry/${remote}/([^/]+)/`).exec(entry)?.[1];
  return typeof version === 'string' && VERSION_PATTERN.test(version) ? version : null;
}

/** Makes the page's relative asset URLs resolve inside its immutable version folder. */
export function withBase(html: string, href: string): string {
  const tag = `<base href="${href}">`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${tag}`) : tag + html;
}

/**
 * GET /denunciar (and its sub-paths, e.g. /denunciar/acompanhar): the LIVE version of the
 * complaints remote's public page, read from remotes.json on every request (a release or a
 * rollback applies at once), served no-cache with a <base> pointing at its version folder. It
 * needs only the registry: it keeps working when the shell is broken or absent. Its security
 * headers come from lib/security-headers; it never carries the analytics script.
 */
export const publicPagePlugin: FastifyPluginAsync<PublicPageOptions> = async (app, opts) => {
  const registryDir = resolve(opts.registryDir);
  const hidden = { schema: { hide: true } };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const lang = (request.query as { lang?: unknown } | undefined)?.lang;
    const robots = robotsTagFor(path);
    if (robots) reply.header('x-robots-tag', robots);
    const remotes = await readFile(resolve(registryDir, 'remotes.json'), 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => null);
    const version = liveVersion(remotes, PUBLIC_PAGE_REMOTE);
    const folder = version ? resolve(registryDir, PUBLIC_PAGE_REMOTE, version) : null;
    const read = (name: string) => {
      const file = folder ? resolve(folder, name) : null;
      return file && file.startsWith(registryDir + sep) ? readFile(file, 'utf8').catch(() => null) : Promise.resolve(null);
    };
    const wanted = pageFileFor(lang);
    const html = (await read(wanted)) ?? (wanted === PUBLIC_PAGE_FILE ? null : await read(PUBLIC_PAGE_FILE));
    if (!html) {
      // in the visitor's language, as the page would have been (?lang, else Accept-Language)
      const language = requestLanguage(request);
      const say = (text: string) => translateMessage(text, language);
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Language')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${language === 'pt' ? 'pt-BR' : language}"><meta charset="utf-8"><title>${say('Fazer uma denúncia')}</title>` +
            `<p>${say('O formulário de denúncia não está disponível agora. Tente novamente em alguns minutos.')}</p></html>`,
        );
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withBase(html, `/registry/${PUBLIC_PAGE_REMOTE}/${version}/`));
  };

  for (const url of PUBLIC_PAGE_PATHS) {
    app.get(url, hidden, serve);
  }
};
