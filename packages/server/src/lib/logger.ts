import type pino from 'pino';
import { LogController, type FastifyLoggerOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import { databaseError } from './db-errors';

/**
 * The routes of the public (complaint wizard, follow-up, captcha and the lookups the wizard
 * makes): their log lines never carry the client's address, even from a logged-in browser.
 */
const ANONYMOUS_PATHS = [
  '/api/denuncias-create',
  '/api/denuncias/acompanhamento',
  '/api/captcha/',
  '/api/localization/',
  '/api/cep/',
  '/api/estados/list',
  '/api/questoes/list',
  '/api/organizacoes/list',
  '/api/geo/',
  // the public self-diagnosis and its action plan (the staff's /api/autodiagnostico-admin is not under these)
  '/api/autodiagnostico',
  '/api/modelos',
  '/api/questoes-riscos',
  '/api/plano-de-acao',
];

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers?: Record<string, unknown>;
  routeOptions?: { url?: string };
}

/** Each public path, and what its subpaths start with. */
const ANONYMOUS_PREFIXES = ANONYMOUS_PATHS.map((prefix) => [prefix, prefix.endsWith('/') ? prefix : `${prefix}/`] as const);

const isAnonymous = (path: string) => ANONYMOUS_PREFIXES.some(([prefix, under]) => path === prefix || path.startsWith(under));

/** isAnonymous of each route pattern (a few hundred), found once. */
const anonymousRoutes = new Map<string, boolean>();
function isAnonymousRoute(pattern: string): boolean {
  let found = anonymousRoutes.get(pattern);
  if (found === undefined) anonymousRoutes.set(pattern, (found = isAnonymous(pattern)));
  return found;
}

/**
 * The client address is logged only for staff: a request that carries a token and is not one of
 * the public routes. Everything else (the public routes, static files, the public complaint page)
 * is logged without it, so no log line ties a complainant's address to a complaint.
 */
function clientAddress(request: LoggedRequest, path: string): string | undefined {
  if (!request.headers?.authorization) return undefined;
  const pattern = request.routeOptions?.url;
  if (isAnonymous(path) || (pattern !== undefined && isAnonymousRoute(pattern))) return undefined;
  return request.ip;
}

/**
 * Where the server's log goes (stdout), written in batches: up to LOG_BATCH_BYTES of lines, or every
 * LOG_FLUSH_MS, in one write instead of one per line (on the people list under load, the API's CPU per
 * request ~0.03 ms less, and whoever reads stdout, Docker's log driver, wakes a tenth as often). A line waits
 * at most LOG_FLUSH_MS; what is buffered is written when the process exits (pino's exit handler), and lost only
 * if it is killed outright (SIGKILL, out of memory). A batch is one write of whole lines of at most PIPE_BUF
 * (4,096 bytes on Linux), which a pipe never interleaves with another writer's: the workers of API_WORKERS
 * share one stdout, and their lines stay whole.
 */
export const LOG_BATCH_BYTES = 2048;
export const LOG_FLUSH_MS = 250;
const PIPE_BUF = 4096;

export function logDestination(destination: typeof pino.destination, dest: number | string = 1): ReturnType<typeof pino.destination> {
  return destination({ dest, sync: false, minLength: LOG_BATCH_BYTES, maxWrite: PIPE_BUF, periodicFlush: LOG_FLUSH_MS });
}

/**
 * Writes everything `stream` holds (before a line printed outside the log, so that the order on screen stays the
 * order of events). sonic-boom's flush calls back once less than a batch is left, so it is asked again until
 * nothing is (its `_len`, what it holds, is not typed), or the stream fails.
 */
export async function flushLog(stream: ReturnType<typeof pino.destination>): Promise<void> {
  const held = () => (stream as unknown as { _len?: number })._len ?? 0;
  for (let round = 0; round < 100; round++) {
    const failed = await new Promise<boolean>((done) => stream.flush((error) => done(!!error)));
    if (failed || held() === 0) return; // a broken stdout is not waited for
  }
}

/**
 * pino options for the API. Requests are logged by path only: query strings carry personal
 * data (name and CPF filters, the captcha payload), and nothing of a request's headers or body
 * is logged (the client address only for staff, see `clientAddress`). Database errors are
 * logged by SQLSTATE, constraint and table: their messages, the SQL parameters drizzle attaches
 * and the driver's `detail` can all quote personal data.
 */
export function loggerOptions(level: string): FastifyLoggerOptions {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => {
        const query = request.url.indexOf('?');
        const path = query < 0 ? request.url : request.url.slice(0, query);
        const remoteAddress = clientAddress(request, path);
        return remoteAddress === undefined ? { method: request.method, path } : { method: request.method, path, remoteAddress };
      },
      err: (error: Error & { code?: unknown }) => {
        const db = databaseError(error);
        if (db) {
          // the stack's first line repeats the message, so it is left out too
          return { type: error.name, ...db, message: 'erro do banco de dados (detalhes omitidos: podem conter dados pessoais)', stack: '' };
        }
        return { type: error.name, message: error.message, code: error.code, stack: error.stack ?? '' };
      },
    },
  };
}

/**
 * One log line per request, when it ends: its method, path (and, for staff, address), status and time, instead of
 * Fastify's two (one as it arrives, one as it ends). Half the writes to the log under load. A request the client
 * leaves before its answer is logged as it is left ('request aborted', the app's onRequestAbort hook), and an answer
 * cut while it streams names its request. Fastify's top-level `disableRequestLogging` and `requestIdLogLabel` do not
 * apply with a controller of one's own: give them to its constructor.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') reply.log.info({ req: request, res: reply }, 'stream closed prematurely');
    else reply.log.warn({ req: request, err: error }, 'response terminated with an error with headers already sent');
  }

  /** A request the client left before it was answered (no 'request completed' line follows). */
  requestAborted(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info({ req: request }, 'request aborted');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
