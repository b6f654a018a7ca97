import ky, { HTTPError, type Options } from 'ky';
import { currentSession, useSession } from '@sisacte/auth';
import { emit } from '@sisacte/event-bus';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './errors';
import { SESSION_API } from '@sisacte/contracts/auth/session';
import { IDEMPOTENCY_HEADER } from '@sisacte/contracts/common/idempotency';
import { parseRetryAfter } from '@sisacte/contracts/common/retry-after';

/** Base URL of the API; same origin unless configured (e.g. a remote running alone). */
export const API_BASE_URL =
  (globalThis as { __SISACTE_CONFIG__?: { apiBaseUrl?: string } }).__SISACTE_CONFIG__?.apiBaseUrl ?? '';

/** Calls whose 401 means "wrong credentials" or "already gone", not "end the session now". */
const NO_SESSION_HANDLING = [SESSION_API.authenticate, SESSION_API.logout];

function endSessionOn(status: number, url: string) {
  if (NO_SESSION_HANDLING.some((p) => new URL(url, location.origin).pathname === p)) return;
  useSession.getState().signOut();
  emit('session:logout', { reason: status === 401 ? 'unauthorized' : 'forbidden' });
}

/**
 * The one ky instance: bearer header on every call, and any 401/403 clears the session
 * and sends the browser home. Errors come out as ApiError.
 */
export const api = ky.create({
  prefixUrl: API_BASE_URL || globalThis.location?.origin,
  timeout: 60_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const session = currentSession();
        if (session) request.headers.set('Authorization', `Bearer ${session.token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 || response.status === 403) endSessionOn(response.status, request.url);
      },
    ],
  },
});

export type SearchParams = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

/** Drops null/undefined/'' values; arrays become repeated params: the API takes only the search fields that are set. */
export function toSearchParams(params: SearchParams | undefined): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => out.append(key, String(v)));
    else out.append(key, String(value));
  }
  return out;
}

const strip = (path: string) => path.replace(/^\//, '');

async function call<T>(path: string, options: Options): Promise<T> {
  try {
    const response = await api(strip(path), options);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    throw await normalise(error);
  }
}

export async function normalise(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const body = await error.response.json().catch(() => null);
    const { headers } = error.response;
    return toApiError(error.response.status, body, parseRetryAfter(headers.get('retry-after')), headers.get('x-request-id'));
  }
  return new ApiError(NETWORK_ERROR_MESSAGE, 0);
}

/** A fresh key for one user action (random, 128 bits; works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One retry, after 0.3 s, and only when the answer never came (network error): the key makes it safe. */
const RETRY_ONCE_ON_NETWORK_ERROR = { limit: 1, methods: ['post'], statusCodes: [], afterStatusCodes: [] };

export const http = {
  get: <T>(path: string, params?: SearchParams) => call<T>(path, { method: 'get', searchParams: toSearchParams(params) }),
  post: <T>(path: string, body?: unknown, params?: SearchParams) =>
    call<T>(path, { method: 'post', json: body, searchParams: toSearchParams(params) }),
  /**
   * POST that creates a record: one Idempotency-Key for this call (this user action), sent again on
   * the single retry after a network error, so a lost answer never turns into a second record.
   */
  create: <T>(path: string, body?: unknown) =>
    call<T>(path, {
      method: 'post',
      json: body,
      headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      retry: RETRY_ONCE_ON_NETWORK_ERROR,
    }),
  put: <T>(path: string, body?: unknown) => call<T>(path, { method: 'put', json: body }),
  delete: <T = void>(path: string) => call<T>(path, { method: 'delete' }),
};
