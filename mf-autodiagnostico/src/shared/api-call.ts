import { api, normalise } from '@sisacte/api-client';
import type { Measure } from '@sisacte/contracts/autodiagnostico/action-plan';
import { EVALUATIONS_API, RESUME_CODE_HEADER } from '@sisacte/contracts/autodiagnostico/evaluations';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { acceptLanguageHeader } from '@sisacte/ui/i18n';

type Options = NonNullable<Parameters<typeof api>[1]>;

export type SidebarBlock = { id: number; titulo: string; ordem: number; questoes: { id: number; enunciado: string; ordem: number; resposta: number | null; risco: Measure['risco'] | null }[] };

/** The headers of every call: the page's language (the API answers the models' texts, the documents and its messages in it) and the resume code. */
const headersOf = (code: string | null | undefined, headers?: Options['headers']) => ({
  ...acceptLanguageHeader(),
  ...(headers as Record<string, string> | undefined),
  ...(code ? { [RESUME_CODE_HEADER]: code } : {}),
});

/** One call of the self-diagnosis (each feature's api.ts is made of these): the evaluation's resume code goes in its header; errors come out as ApiError. */
export async function call<T>(path: string, options: Options & { code?: string | null } = {}): Promise<T> {
  const { code, headers, ...rest } = options;
  try {
    const response = await api(path.replace(/^\//, ''), { ...rest, headers: headersOf(code, headers) });
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    throw await normalise(error);
  }
}

/** A key for one user action (128 random bits), sent again on its single retry. */
export function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A GET of the self-diagnosis, with the resume code when the evaluation needs it. */
export const get = <T>(path: string, code?: string | null, searchParams?: Record<string, string | number>) => call<T>(path, { method: 'get', code, searchParams });

/** The evaluation's blocks and questions, with the answers so far: the wizard's sidebar and where to go next. */
export const evaluationSidebar = (id: number, code: string) => get<SidebarBlock[]>(fillPath(EVALUATIONS_API.questions, { id }), code);

/** Fetches a document of the evaluation, in the page's language (the code goes in a header, so no plain link can do it). */
export async function documentBlob(path: string, code: string): Promise<{ blob: Blob; filename: string | null }> {
  try {
    const response = await api(path.replace(/^\//, ''), { headers: headersOf(code) });
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
    return { blob: await response.blob(), filename: match?.[1] ? decodeURIComponent(match[1]) : null };
  } catch (error) {
    throw await normalise(error);
  }
}
