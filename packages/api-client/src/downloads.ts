import { api, normalise, toSearchParams, type SearchParams } from './client';

async function fetchBlob(path: string, params?: SearchParams): Promise<{ blob: Blob; filename: string | null }> {
  try {
    const response = await api.get(path.replace(/^\//, ''), { searchParams: toSearchParams(params) });
    const disposition = response.headers.get('content-disposition') ?? '';
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    return { blob: await response.blob(), filename: match?.[1] ? decodeURIComponent(match[1]) : null };
  } catch (error) {
    throw await normalise(error);
  }
}

/** PDFs open in a new window. The window is opened first so pop-up blockers allow it. */
export async function openPdf(path: string, params?: SearchParams): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const { blob } = await fetchBlob(path, params);
    const url = URL.createObjectURL(blob);
    if (win) win.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    win?.close();
    throw error;
  }
}

/** XLSX and other files are saved, named as the server names them (else `fallbackName`). */
export async function saveFile(path: string, fallbackName: string, params?: SearchParams): Promise<void> {
  const { blob, filename } = await fetchBlob(path, params);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
