import { api, normalise, toSearchParams, type SearchParams } from './client';

async function fetchBlob(path: string, params?: SearchParams): Promise<Download> {
  try {
    const response = await api.get(path.replace(/^\//, ''), { searchParams: toSearchParams(params) });
    const disposition = response.headers.get('content-disposition') ?? '';
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    return { blob: await response.blob(), filename: match?.[1] ? decodeURIComponent(match[1]) : null };
  } catch (error) {
    throw await normalise(error);
  }
}

/** A fetched file, and the name the server gives it (content-disposition), if any. */
export interface Download {
  blob: Blob;
  filename: string | null;
}

/** Opens the file `load` fetches in a new window, opened first so pop-up blockers allow it (closed again if the fetch fails). */
export async function openInNewWindow(load: () => Promise<Pick<Download, 'blob'>>): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const { blob } = await load();
    const url = URL.createObjectURL(blob);
    if (win) win.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    win?.close();
    throw error;
  }
}

/** Saves the file `load` fetches, named as the server names it (else `fallbackName`). */
export async function saveDownload(load: () => Promise<Download>, fallbackName: string): Promise<void> {
  const { blob, filename } = await load();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** PDFs open in a new window. */
export const openPdf = (path: string, params?: SearchParams): Promise<void> => openInNewWindow(() => fetchBlob(path, params));

/** XLSX and other files are saved, named as the server names them (else `fallbackName`). */
export const saveFile = (path: string, fallbackName: string, params?: SearchParams): Promise<void> => saveDownload(() => fetchBlob(path, params), fallbackName);
