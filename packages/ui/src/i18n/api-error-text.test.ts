import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { apiMessageIn, useApiErrorText } from './api-error-text';
import type { PublicLanguage } from './languages';
import { ShownLanguageContext } from './shown-language';
import { UiTextContext } from './ui-text';
import es from './ui-locales/es.json';
import { portugueseT } from './portuguese-t';
import pt from './ui-locales/pt.json';
import en from './ui-locales/en.json';

const ptT = portugueseT(pt);
const enT = portugueseT(en);
const own = (known: Record<string, string>) => (text: string) => known[text];

describe("apiMessageIn: a failed call's message in the page's language", () => {
  it("translates the app's own messages, the API client's own lines and the words of the error code", () => {
    const app = own({ 'Número do protocolo inválido': 'Invalid protocol number' });
    expect(apiMessageIn('Número do protocolo inválido', app, enT)).toBe('Invalid protocol number');
    expect(apiMessageIn(pt.messages.network, app, enT)).toBe(en.messages.network);
    expect(apiMessageIn('Erro interno do servidor (código do erro: 3f9a1c2b4d5e6f70)', app, enT)).toBe('Internal server error (error code: 3f9a1c2b4d5e6f70)');
    // the server already answered in English; the client added its code in Portuguese
    expect(apiMessageIn('Internal server error (código do erro: 3f9a1c2b)', app, enT)).toBe('Internal server error (error code: 3f9a1c2b)');
    expect(apiMessageIn('Something the catalogues lack', app, enT)).toBe('Something the catalogues lack');
    // the line of its own the client adds to a list of messages
    expect(apiMessageIn('Código do erro: 3f9a1c2b', app, enT)).toBe('Error code: 3f9a1c2b');
  });

  it('leaves a Portuguese page (and a staff screen) word for word as the API and its client wrote', () => {
    for (const message of ['Erro interno do servidor (código do erro: 3f9a1c2b4d5e6f70)', 'Código do erro: 3f9a1c2b', pt.messages.network, 'Muitas requisições. Aguarde e tente novamente.', 'Número do protocolo inválido']) {
      expect(apiMessageIn(message, own({}), ptT)).toBe(message);
    }
  });
});

describe('useApiErrorText: too many requests', () => {
  const textIn = (language: PublicLanguage, catalogue: typeof pt) => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ShownLanguageContext.Provider, { value: language }, createElement(UiTextContext.Provider, { value: portugueseT(catalogue) }, children));
    return renderHook(() => useApiErrorText(), { wrapper }).result.current;
  };
  const limited = (retryAfterSeconds?: number) => Object.assign(new Error('Muitas consultas seguidas. Tente novamente em 1 minuto.'), { status: 429, retryAfterSeconds });

  it("says when to try again in the page's language, rounded up as the Portuguese line, in the one or the many", () => {
    expect(textIn('en', en)(limited(60))).toBe('Too many requests. Try again in 1 minute.');
    expect(textIn('en', en)(limited(61))).toBe('Too many requests. Try again in 2 minutes.');
    expect(textIn('es', es)(limited(30))).toBe('Demasiadas solicitudes. Inténtelo de nuevo en 30 segundos.');
    // without a Retry-After, the general line
    expect(textIn('en', en)(limited())).toBe(en.messages.tooMany);
    // a Portuguese page reads the client's line, which already says the wait
    expect(textIn('pt', pt)(limited(60))).toBe('Muitas consultas seguidas. Tente novamente em 1 minuto.');
  });
});
