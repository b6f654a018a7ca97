import { beforeVagueWait, parseRetryAfter, retryAfterParts, retryAfterText, withRetryAfter } from './retry-after';

describe('Retry-After in words', () => {
  it('reads seconds or an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(' 7 ')).toBe(7);
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('logo')).toBeUndefined();
  });

  it('says seconds under a minute, then minutes rounded up, then hours', () => {
    expect(retryAfterText(1)).toBe('Tente novamente em 1 segundo.');
    expect(retryAfterText(40)).toBe('Tente novamente em 40 segundos.');
    expect(retryAfterText(60)).toBe('Tente novamente em 1 minuto.');
    expect(retryAfterText(61)).toBe('Tente novamente em 2 minutos.');
    expect(retryAfterText(600)).toBe('Tente novamente em 10 minutos.');
    expect(retryAfterText(4 * 3600)).toBe('Tente novamente em 4 horas.');
  });

  it("replaces a Portuguese limit message's vague wait; a message in another language is left alone", () => {
    expect(withRetryAfter('Muitas consultas deste endereço. Aguarde alguns minutos e tente novamente.', 300)).toBe('Muitas consultas deste endereço. Tente novamente em 5 minutos.');
    expect(withRetryAfter('Muitas requisições. Aguarde e tente novamente.', 30)).toBe('Muitas requisições. Tente novamente em 30 segundos.');
    expect(withRetryAfter('Too many look-ups from this address. Wait a few minutes and try again.', 300)).toBe('Too many look-ups from this address. Wait a few minutes and try again.');
  });

  it("gives the wait's count and unit (for the other languages' words) and what a limit says before its vague wait", () => {
    expect(retryAfterParts(0)).toEqual({ count: 1, unit: 'second' });
    expect(retryAfterParts(58.2)).toEqual({ count: 59, unit: 'second' });
    expect(retryAfterParts(59.2)).toEqual({ count: 1, unit: 'minute' });
    expect(retryAfterParts(91 * 60)).toEqual({ count: 2, unit: 'hour' });
    expect(beforeVagueWait('Muitas consultas deste endereço. Aguarde alguns minutos e tente novamente.')).toBe('Muitas consultas deste endereço.');
    expect(beforeVagueWait('Muitas consultas seguidas Aguarde um minuto e tente novamente.')).toBe('Muitas consultas seguidas.');
    expect(beforeVagueWait('Aguarde e tente novamente.')).toBe('');
    expect(beforeVagueWait('Too many look-ups from this address. Wait a few minutes and try again.')).toBeNull();
  });
});
