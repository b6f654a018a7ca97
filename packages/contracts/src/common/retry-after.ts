/**
 * When to try again after a 429: every one carries Retry-After (whole seconds), and the screens say
 * it in words instead of "Aguarde alguns minutos".
 */

/** Retry-After as seconds (a number of seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A wait's unit, as the screens say it. */
export type WaitUnit = 'second' | 'minute' | 'hour';

/** A wait as the screens say it, rounded up: seconds under a minute, minutes up to an hour and a half, else hours. */
export function retryAfterParts(seconds: number): { count: number; unit: WaitUnit } {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return { count: s, unit: 'second' };
  const minutes = Math.ceil(s / 60);
  if (minutes <= 90) return { count: minutes, unit: 'minute' };
  return { count: Math.ceil(minutes / 60), unit: 'hour' };
}

const UNITS: Record<WaitUnit, [one: string, many: string]> = { second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] };

/** 'Tente novamente em 40 segundos.', '… em 1 minuto.', '… em 10 minutos.', '… em 2 horas.' (rounded up). */
export function retryAfterText(seconds: number): string {
  const { count, unit } = retryAfterParts(seconds);
  return `Tente novamente em ${plural(count, ...UNITS[unit])}.`;
}

/** The vague closing of the API's Portuguese limit messages ('Aguarde alguns minutos e tente novamente.'). */
const VAGUE_WAIT = /\s*Aguarde[^.]*tente novamente\.?\s*$/i;

/**
 * What a limit message says before its vague closing, as a sentence: 'Muitas consultas deste endereço. Aguarde alguns
 * minutos e tente novamente.' → 'Muitas consultas deste endereço.'; '' when it is only that closing; null when it has
 * none (a message in another language, or one that says no wait).
 */
export function beforeVagueWait(message: string): string | null {
  if (!VAGUE_WAIT.test(message)) return null;
  const stem = message.replace(VAGUE_WAIT, '').trim();
  return !stem || /[.!?]$/.test(stem) ? stem : `${stem}.`;
}

/**
 * `message` saying when to try again: its vague closing ('Aguarde… e tente novamente.') becomes
 * retryAfterText(seconds). A message without it (one the server already wrote in another language, with its wait, on
 * the public pages) is left as it is.
 * 'Muitas consultas deste endereço. Aguarde alguns minutos e tente novamente.' + 300 →
 * 'Muitas consultas deste endereço. Tente novamente em 5 minutos.'
 */
export function withRetryAfter(message: string, seconds: number): string {
  const stem = beforeVagueWait(message);
  if (stem === null) return message;
  return stem ? `${stem} ${retryAfterText(seconds)}` : retryAfterText(seconds);
}
