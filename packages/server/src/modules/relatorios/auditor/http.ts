import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  auditorEmbargoSchema,
  auditorNdfcSchema,
  auditorNoticeDetailSchema,
  auditorNoticeSchema,
  type AuditorEmbargo,
  type AuditorNdfc,
  type AuditorNotice,
} from '@sisacte/contracts/relatorios/auditor';
import { z } from 'zod';
import { AuditorTimeoutError, AuditorUnavailableError, type AuditorFile, type AuditorProvider } from './provider';

export interface HttpAuditorOptions {
  /** Root of the auditor's API; the calls are `${baseUrl}/api/v1.0/…`. */
  baseUrl: string;
  timeoutMs: number;
  /** Sent as `Authorization: Bearer …` when set (the credentials stay on the server). */
  token?: string | null;
  /** Defaults to the global fetch; the local stand-in passes one that answers in-process. */
  fetch?: typeof fetch;
  name?: string;
  /** Largest JSON answer read (default 5 MB): a bigger one is refused as unavailable, never buffered. */
  maxJsonBytes?: number;
  /** Largest file passed through (default 100 MB), and the longest a download may take (default 2 min). */
  maxFileBytes?: number;
  downloadTimeoutMs?: number;
}

const DEFAULT_MAX_JSON_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_FILE_BYTES = 100 * 1024 * 1024;
const DEFAULT_DOWNLOAD_TIMEOUT_MS = 120_000;

/** Reads a body as text, refusing it as soon as it passes `max` bytes. */
async function readLimited(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel().catch(() => undefined);
    throw new AuditorUnavailableError('auditor answer too large');
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new AuditorUnavailableError('auditor answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Passes a download through, failing it past `max` bytes or `timeoutMs` (the client sees a broken download, never an endless one). */
function limitedDownload(source: Readable, max: number, timeoutMs: number): Readable {
  let size = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > max) callback(new AuditorUnavailableError('auditor file too large'));
      else callback(null, chunk);
    },
  });
  const timer = setTimeout(() => guard.destroy(new AuditorTimeoutError('auditor download timeout')), timeoutMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  guard.on('close', stop);
  source.on('error', (error) => guard.destroy(error));
  guard.on('close', () => source.destroy());
  return source.pipe(guard);
}

/*
 * The auditor's answers as this adapter reads them: JSON `{ result: … }` (a list, or the notice's
 * record for GetAuto), 404 when it knows nothing of the employer or document; downloads are zips.
 * Values are read as text whatever type the auditor uses.
 */
const str = z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string());
const date = z.preprocess((v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null), z.string().nullable());
const upstreamNotice = z.object({ nrAuto: str, cdEmenta: str, dsEmenta: str, dtLavratura: date, cdDownload: str });
const upstreamEmbargo = z.object({ nrEmbargo: str, tpEmbargo: str, dtEmbargo: date, dsObjeto: str });
const upstreamNdfc = z.object({ nrNdfc: str, dtNdfc: date, vlDebito: str, dsCompetencias: str, cdDownload: str });
const upstreamDetail = z.object({
  noRazaoSocial: str,
  dsEndereco: str,
  dsBairro: str,
  sguf: str,
  noMunicipio: str,
  nrcep: str,
  cdcnae: str,
  dsHistorico: str,
});
const listOf = <T extends z.ZodType>(item: T) => z.object({ result: z.array(item).nullish().transform((v) => v ?? []) });

export function createHttpAuditor(options: HttpAuditorOptions): AuditorProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const seg = (v: string) => encodeURIComponent(v);

  /** One call; the timer runs until the answer's headers, and (for JSON) its body. Null on 404. */
  async function call(path: string, form?: Record<string, string>): Promise<{ response: Response; done: () => void } | null> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    const done = () => clearTimeout(timer);
    const headers: Record<string, string> = { accept: 'application/json, application/zip' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    let response: Response;
    try {
      const request = doFetch(`${base}${path}`, {
        method: form ? 'POST' : 'GET',
        headers,
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: controller.signal,
      });
      // An in-process fetch may ignore the signal: the timer decides anyway.
      const timeout = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new AuditorTimeoutError('auditor timeout'))));
      response = await Promise.race([request, timeout]);
    } catch (error) {
      done();
      if (timedOut) throw new AuditorTimeoutError('auditor timeout');
      throw new AuditorUnavailableError(`auditor unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) {
      done();
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    if (!response.ok) {
      done();
      await response.body?.cancel().catch(() => undefined);
      throw new AuditorUnavailableError(`auditor answered ${response.status}`);
    }
    return { response, done };
  }

  async function json<T extends z.ZodType>(schema: T, path: string, form?: Record<string, string>): Promise<z.output<T> | null> {
    const answer = await call(path, form);
    if (!answer) return null;
    let body: unknown;
    try {
      body = JSON.parse(await readLimited(answer.response, options.maxJsonBytes ?? DEFAULT_MAX_JSON_BYTES));
    } catch (error) {
      if (error instanceof AuditorUnavailableError) throw error;
      throw new AuditorUnavailableError('auditor answered something that is not JSON');
    } finally {
      answer.done();
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new AuditorUnavailableError('auditor answered an unexpected shape');
    return parsed.data;
  }

  async function file(path: string, form: Record<string, string>): Promise<AuditorFile | null> {
    const answer = await call(path, form);
    if (!answer) return null;
    // The headers came in time: the body streams through at its own pace.
    answer.done();
    const body = answer.response.body;
    if (!body) throw new AuditorUnavailableError('auditor answered an empty file');
    const length = Number(answer.response.headers.get('content-length'));
    const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    if (Number.isFinite(length) && length > maxBytes) {
      await body.cancel().catch(() => undefined);
      throw new AuditorUnavailableError('auditor file too large');
    }
    const stream = limitedDownload(Readable.fromWeb(body as WebReadableStream<Uint8Array>), maxBytes, options.downloadTimeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS);
    return { stream, length: Number.isFinite(length) && length > 0 ? length : null };
  }

  return {
    name: options.name ?? 'http',
    async notices(nr) {
      const list = await json(listOf(upstreamNotice), `/api/v1.0/Auto/Get/${seg(nr)}`);
      return (list?.result ?? []).map((n): AuditorNotice => auditorNoticeSchema.parse(n));
    },
    async notice(nr, nrAuto, cdDownload) {
      const detail = await json(z.object({ result: upstreamDetail.nullish() }), '/api/v1.0/Auto/GetAuto', { nrInscricao: nr, nrAuto, cdDownload });
      return detail?.result ? auditorNoticeDetailSchema.parse(detail.result) : null;
    },
    async embargoes(nr) {
      const list = await json(listOf(upstreamEmbargo), `/api/v1.0/Embargo/Get/${seg(nr)}`);
      return (list?.result ?? []).map(
        (e): AuditorEmbargo => auditorEmbargoSchema.parse({ nrEmbargo: e.nrEmbargo, tipo: e.tpEmbargo, data: e.dtEmbargo, objeto: e.dsObjeto }),
      );
    },
    async ndfcs(nr) {
      const list = await json(listOf(upstreamNdfc), `/api/v1.0/Ndfc/${seg(nr)}`);
      return (list?.result ?? []).map(
        (n): AuditorNdfc =>
          auditorNdfcSchema.parse({ nrNdfc: n.nrNdfc, data: n.dtNdfc, valor: n.vlDebito, competencias: n.dsCompetencias, cdDownload: n.cdDownload }),
      );
    },
    noticeFile: (nr, nrAuto, cdDownload) => file('/api/v1.0/AutoDownload/GetFullAutoFile', { nrInscricao: nr, nrAuto, cdDownload }),
    embargoFile: (nr, nrEmbargo) => file('/api/v1.0/EmbargoDownload/GetFullEmbargoFile2p', { nrInscricao: nr, nrEmbargo }),
    ndfcFile: (nr, nrNdfc, cdDownload) => file('/api/v1.0/NdfcDownload/GetNdfcFile', { nrInscricao: nr, nrNdfc, cdDownload }),
  };
}
