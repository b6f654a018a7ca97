import type { FastifyReply, FastifyRequest } from 'fastify';
import { unencapsulated } from './plugin';

/**
 * The browser-facing security headers, defined once: the one-process server sends them from
 * here and deploy/nginx carries the same values (security-headers.test.ts compares the two).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
};

/** Sent only when the browser came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Every answer that may carry personal data: never kept by the browser or a shared cache. */
export const NO_STORE = 'no-store';

/**
 * Content Security Policy of the staff app and the public pages, before the configurable origins:
 * - scripts only from this origin (the shell and the remotes' registry), no inline script;
 * - style-src 'unsafe-inline': antd's cssinjs injects <style> elements at run time;
 * - blob: for PDF previews and downloads and for the captcha's proof-of-work worker.
 */
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['worker-src', ["'self'", 'blob:']],
  ['frame-src', ["'self'", 'blob:']],
  ['media-src', ["'self'", 'blob:']],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

export interface CspOrigins {
  /** The request's Host: named as ws:/wss: in connect-src (older browsers do not let 'self' cover WebSockets). */
  host?: string | undefined;
  /** Origins of the map tiles (img-src). */
  images?: readonly string[];
  /** Origins of the analytics script (script-src and connect-src, where it sends its events). */
  analytics?: readonly string[];
}

const WELL_FORMED_HOST = /^[A-Za-z0-9.-]+(:[0-9]+)?$/;

export function contentSecurityPolicy(origins: CspOrigins = {}): string {
  const extra: Record<string, readonly string[]> = {
    'img-src': origins.images ?? [],
    'script-src': origins.analytics ?? [],
    'connect-src': [
      ...(origins.host && WELL_FORMED_HOST.test(origins.host) ? [`ws://${origins.host}`, `wss://${origins.host}`] : []),
      ...(origins.analytics ?? []),
    ],
  };
  return CSP_DIRECTIVES.map(([name, sources]) => [name, ...sources, ...(extra[name] ?? [])].join(' ')).join('; ');
}

/**
 * The origin a URL template loads from, as a CSP source; undefined for this server's own paths.
 * A `{s}` subdomain placeholder (tile servers) becomes a wildcard.
 */
export function cspOrigin(urlTemplate: string | undefined): string | undefined {
  if (!urlTemplate || !/^https?:\/\//i.test(urlTemplate)) return undefined;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(urlTemplate);
  if (!match) return undefined;
  const host = match[2]!.replace(/\{[a-z]+\}/gi, '*').toLowerCase();
  if (!/^(\*\.)?[a-z0-9.-]+(:[0-9]+)?$/.test(host)) return undefined;
  return `${match[1]!.toLowerCase()}://${host}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves the staff shell's page: its CSP also names the analytics origin, when analytics is on. */
    shellPage?: boolean;
  }
}

export interface SecurityHeadersOptions {
  /** MAP_TILE_URL: its origin is allowed as an image source. */
  mapTileUrl?: string | undefined;
  /** ANALYTICS_SCRIPT_URL: named in the shell page's CSP only when set. */
  analyticsScriptUrl?: string | undefined;
}

/** Paths whose answers come from the API (as opposed to the static front end). */
const API_PATH = /^\/(api|authenticate|paineladmin)(\/|\?|$)/;

/**
 * Adds the security headers to every answer, and `Cache-Control: no-store` to every API answer
 * that was sent a token or hands one out, and to every other API answer that set no policy of its own.
 * A route that sets its own CSP (the API docs page) keeps it.
 */
export const securityHeadersPlugin = unencapsulated<SecurityHeadersOptions>('sisacte-security-headers', async (app, opts) => {
  const images = [cspOrigin(opts.mapTileUrl)].filter((o): o is string => !!o);
  const analytics = [cspOrigin(opts.analyticsScriptUrl)].filter((o): o is string => !!o);

  // The policy depends only on the Host and on whether the page is the shell's: written once for each
  // (a few hosts in practice; past CSP_HOSTS_KEPT, written per request rather than kept without bound).
  const policies = new Map<string, string>();
  const policyFor = (host: string | undefined, shell: boolean) => {
    const key = `${shell ? 1 : 0}${host ?? ''}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = contentSecurityPolicy({ host, images, analytics: shell ? analytics : [] });
      if (policies.size < CSP_HOSTS_KEPT) policies.set(key, policy);
    }
    return policy;
  };

  // Callback hooks (here, X-Request-Id and the metrics): no promise to make and wait for on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply, policyFor);
    done(null, payload);
  });
});

const CSP_HOSTS_KEPT = 32;
const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, policyFor: (host: string | undefined, shell: boolean) => string) {
  for (const [name, value] of SECURITY_HEADER_ENTRIES) reply.header(name, value);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', policyFor(request.headers.host, request.routeOptions.config?.shellPage === true));
  }
  if (API_PATH.test(request.url)) {
    const personal = !!request.headers.authorization || request.url.startsWith('/authenticate');
    if (personal || !reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
  }
}
