import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

/** The public pages a search engine should find: the home page and the complaint form. */
export const INDEXED_PAGES = [SCREENS.home, SCREENS.publicComplaint.create] as const;

/** Pages kept out of search results: the staff area, the login and the anonymous follow-up. */
const NOT_INDEXED = [SCREENS.staffHome, SCREENS.login, SCREENS.publicComplaint.followUp];

/** X-Robots-Tag value for a page path: `noindex` for the pages kept out of search results, else null. */
export function robotsTagFor(path: string): string | null {
  return NOT_INDEXED.some((p) => path === p || path.startsWith(p + '/')) ? 'noindex, nofollow' : null;
}

/** This site's origin as the client reached it (behind a proxy, from X-Forwarded-* when TRUST_PROXY is on). */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * GET /robots.txt and /sitemap.xml: crawlers may index the public pages (the home page and
 * /denunciar) and are kept out of /admin, /login and the follow-up page, which also answer with
 * `X-Robots-Tag: noindex`. The sitemap's absolute URLs use the origin the request came to.
 */
export const crawlersPlugin: FastifyPluginAsync = async (app) => {
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (request, reply) => {
    const lines = ['User-agent: *', ...NOT_INDEXED.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin(request)}/sitemap.xml`, ''];
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const urls = INDEXED_PAGES.map((p) => `  <url><loc>${origin(request)}${p}</loc></url>`).join('\n');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  });
};
