import { useCallback } from 'react';
import { retryAfterParts } from '@sisacte/contracts/common/retry-after';
import type { TFunction } from './portuguese-t';
import { useShownLanguage } from './shown-language';
import { useUiT } from './ui-text';
import pt from './ui-locales/pt.json';

/** What the API client adds to a server failure's message so a report leads to the log line: '… (código do erro: 3f9a…)'. */
const ERROR_CODE = /\s*\(código do erro: ([A-Za-z0-9._-]+)\)$/;
/** …or, in a list of messages, a line of its own: 'Código do erro: 3f9a…'. */
const CODE_LINE = /^Código do erro: ([A-Za-z0-9._-]+)$/;

/** The parts of a failed call a public page reads (the API client's ApiError, without importing the client). */
interface Failure {
  message?: unknown;
  status?: unknown;
  /** A 429's Retry-After, in seconds. */
  retryAfterSeconds?: unknown;
}

/**
 * `const text = useApiErrorText()`; `text(error, fallback)`: a failed call's message as a visitor should read it.
 * In Portuguese (and on staff screens) the message as it came: the API and the client write Portuguese. In another
 * language a message the API and the client wrote in Portuguese is replaced by the kit's own text: no connection (the
 * client's status 0), too many requests (429, saying when to try again), a server failure (5xx: `fallback`, else a
 * general line, with its error code in the language); other messages are kept (the public routes answer them in the
 * page's language).
 */
export function useApiErrorText(): (error: unknown, fallback?: string) => string {
  const language = useShownLanguage();
  const t = useUiT();
  return useCallback(
    (error: unknown, fallback?: string) => {
      const failure = (error ?? {}) as Failure;
      const message = typeof error === 'string' ? error : typeof failure.message === 'string' ? failure.message : '';
      if (language === 'pt') return message || fallback || t('messages.serverError');
      const status = typeof failure.status === 'number' ? failure.status : undefined;
      const code = ERROR_CODE.exec(message)?.[1];
      const codeText = code ? ` ${t('messages.errorCode', { code })}` : '';
      if (status === 0) return t('messages.network');
      if (status === 429) {
        if (typeof failure.retryAfterSeconds !== 'number') return t('messages.tooMany');
        const { count, unit } = retryAfterParts(failure.retryAfterSeconds);
        return `${t('limit.tooMany')} ${t(`limit.${unit}`, { count })}`;
      }
      if ((status !== undefined && status >= 500) || code || !message) return `${fallback ?? t('messages.serverError')}${codeText}`;
      return message;
    },
    [language, t],
  );
}

/**
 * The Portuguese lines the API client writes itself (no connection; a 5xx or a 429 without a body) → the kit's keys:
 * their Portuguese texts are the client's own lines, so a Portuguese page reads them unchanged.
 */
const CLIENT_LINES = new Map<string, string>(Object.entries(pt.messages).filter(([key]) => !key.startsWith('errorCode')).map(([key, text]) => [text, `messages.${key}`]));

/**
 * A message of a failed call in the page's language, for an app's own `useMessage`: the app's catalogue (`own`) for
 * its text, else the kit's for the lines the API client writes, else as it came (the public routes answer in the
 * page's language); the error code the client adds to a server failure is kept, its words translated.
 * 'Internal server error (código do erro: 3f9a…)' → 'Internal server error (error code: 3f9a…)'.
 */
export function apiMessageIn(message: string, own: (text: string) => string | undefined, uiT: TFunction): string {
  // the line of its own the client adds to a list of messages that lacks the one it coded
  const line = CODE_LINE.exec(message);
  if (line) return uiT('messages.errorCodeLine', { code: line[1] });
  const match = ERROR_CODE.exec(message);
  const text = match ? message.slice(0, match.index) : message;
  const kitKey = CLIENT_LINES.get(text);
  const translated = own(text) ?? (kitKey ? uiT(kitKey) : text);
  return match ? `${translated} ${uiT('messages.errorCode', { code: match[1] })}` : translated;
}
