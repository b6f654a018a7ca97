import { API_BASE_URL, ApiError, http, saveFile } from '@sisacte/api-client';
import { currentSession, useSession } from '@sisacte/auth';
import { FILES_API, UPLOAD_FIELD, type StoredFile, type UploadedFile } from '@sisacte/contracts/files/files';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { emit } from '@sisacte/event-bus';

/** The calls of the files panel: list, upload (with progress), download, delete. */
export const filesApi = {
  list: (entity: string, codid: number) => http.get<StoredFile[]>(FILES_API.list, { entity, codid }),
  remove: (id: number) => http.delete(fillPath(FILES_API.remove, { id })),
  /** Saved under the file's own name (the server's Content-Disposition). */
  download: (file: StoredFile) => saveFile(file.url, file.name),
  upload: uploadFile,
};

const NETWORK_ERROR = 'Não foi possível falar com o servidor. Verifique a sua conexão e tente novamente.';

export interface UploadHandle {
  done: Promise<UploadedFile>;
  /** Stops the upload (done rejects with status 0). */
  abort: () => void;
}

/**
 * POST /api/upload-file?entity&codid as multipart, with progress (0–100) as the bytes leave: an
 * XMLHttpRequest, since fetch reports no upload progress. Bearer token and the 401/403 rule as the
 * api client's; a refusal becomes an ApiError with the server's messages (or status and text).
 */
export function uploadFile(entity: string, codid: number, file: File, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const query = new URLSearchParams({ entity, codid: String(codid) });
  const done = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', `${API_BASE_URL}${FILES_API.upload}?${query.toString()}`);
    const session = currentSession();
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as UploadedFile);
        return;
      }
      if (xhr.status === 401 || xhr.status === 403) {
        useSession.getState().signOut();
        emit('session:logout', { reason: xhr.status === 401 ? 'unauthorized' : 'forbidden' });
      }
      reject(toError(xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0));
    xhr.onabort = () => reject(new ApiError('Envio cancelado', 0));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** The server's `{message, messages}`; else the status and its text (an upload's failure is said in words). */
function toError(status: number, statusText: string, body: unknown): ApiError {
  const b = (body ?? {}) as { message?: unknown; messages?: unknown };
  const messages = Array.isArray(b.messages) ? b.messages.filter((m): m is string => typeof m === 'string') : [];
  const message = messages[0] ?? (typeof b.message === 'string' ? b.message : `${status} ${typeof body === 'string' && body ? body : statusText}`.trim());
  return new ApiError(message, status, messages.length ? messages : [message]);
}
