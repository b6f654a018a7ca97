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

/** 'Tente novamente em 40 segundos.', '… em 1 minuto.', '… em 10 minutos.', '… em 2 horas.' (rounded up). */
export function retryAfterText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `Tente novamente em ${plural(s, 'segundo', 'segundos')}.`;
  const minutes = Math.ceil(s / 60);
  if (minutes <= 90) return `Tente novamente em ${plural(minutes, 'minuto', 'minutos')}.`;
  return `Tente novamente em ${plural(Math.ceil(minutes / 60), 'hora', 'horas')}.`;
}

/** The vague closing of the API's Portuguese limit messages ('Aguarde alguns minutos e tente novamente.'). */
const VAGUE_WAIT = /\s*Aguarde[^.]*tente novamente\.?\s*$/i;

/**
 * `message` saying when to try again: its vague closing ('Aguarde… e tente novamente.') becomes
 * retryAfterText(seconds). A message without it (one in another language, on the public pages) is
 * left as it is: those pages say the wait in their own language from the error's retryAfterSeconds.
 * 'Muitas consultas deste endereço. Aguarde alguns minutos e tente novamente.' + 300 →
 * 'Muitas consultas deste endereço. Tente novamente em 5 minutos.'
 */
export function withRetryAfter(message: string, seconds: number): string {
  if (!VAGUE_WAIT.test(message)) return message;
  const stem = message.replace(VAGUE_WAIT, '').trim();
  return stem ? `${/[.!?]$/.test(stem) ? stem : `${stem}.`} ${retryAfterText(seconds)}` : retryAfterText(seconds);
}
