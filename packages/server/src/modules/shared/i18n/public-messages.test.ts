import { EVALUATION_NOT_FOUND_MESSAGE } from '@sisacte/contracts/autodiagnostico/evaluations';
import { z } from 'zod';
import { API_MESSAGES, API_TERMS, type ApiLanguage } from './catalogue';
import { portugueseIn, problemsOf, publicRouteMessages } from './test-support';
import { translateMessage } from './translate';

// The messages as the API writes them (app.ts sets the same locale for the shared schemas' own rules).
z.config(z.locales.ptBR());

const LANGUAGES: readonly ApiLanguage[] = ['es', 'en', 'fr', 'ht'];
const COLUMN: Record<ApiLanguage, number> = { es: 1, en: 2, fr: 3, ht: 4 };

describe('every message of the public routes, in the public pages languages', () => {
  const messages = publicRouteMessages();

  it('walks the messages of the public routes contracts, request schemas, answer checks and services', () => {
    expect(messages.length).toBeGreaterThan(100);
    for (const known of [EVALUATION_NOT_FOUND_MESSAGE, 'modelo_id: Modelo inválido', 'cnae: CNAE deve ter 7 dígitos (subclasse)', 'UF ZZ não encontrada', 'questoes.0.idQuestao: Questão inválido']) {
      expect(messages).toContain(known);
    }
  });

  it('comes back whole in es, en, fr and ht: no Portuguese left, no raw field path, nothing half translated', () => {
    expect(problemsOf(messages)).toEqual([]);
  });

  it('agrees in gender and keeps Portuguese answers as they are', () => {
    expect(translateMessage('questoes.0.idQuestao: Questão inválido', 'es')).toBe('Pregunta no válida');
    expect(translateMessage('questoes.0.idQuestao: Questão inválido', 'fr')).toBe('Question invalide');
    expect(translateMessage(EVALUATION_NOT_FOUND_MESSAGE, 'es')).toBe('Evaluación no encontrada o código de acceso no válido');
    expect(translateMessage(EVALUATION_NOT_FOUND_MESSAGE, 'en')).toBe('Assessment not found or invalid access code');
    for (const message of messages) expect(translateMessage(message, 'pt')).toBe(message);
  });
});

describe('the catalogue', () => {
  it('has each Portuguese message once, and the same varying parts in every language', () => {
    const keys = [...API_MESSAGES, ...API_TERMS].map((e) => e[0]);
    expect(keys.length).toBe(new Set(keys).size);
    for (const entry of [...API_MESSAGES, ...API_TERMS]) {
      const parts = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
      for (const language of LANGUAGES) {
        const text = entry[COLUMN[language]];
        if (text === null) continue;
        expect([entry[0], parts(text!)]).toEqual([entry[0], parts(entry[0])]);
        expect([entry[0], language, portugueseIn(text!, language)]).toEqual([entry[0], language, []]);
      }
    }
  });

  it('never answers half a sentence: a pattern whose varying part is Portuguese text does not apply', () => {
    // the part is neither a quoted text, nor a value without words, nor a term of the catalogue
    expect(translateMessage('A questão sobre o alojamento é obrigatória', 'es')).toBe('A questão sobre o alojamento é obrigatória');
    expect(translateMessage('Entrada inválida: esperava um tuplo, recebeu um número', 'en')).toBe('Entrada inválida: esperava um tuplo, recebeu um número');
    expect(translateMessage('Campo desconhecido inválido', 'fr')).toBe('Campo desconhecido inválido');
    // with such parts it does
    expect(translateMessage('A questão "¿Hay guardias armados?" é obrigatória', 'es')).toBe('La pregunta "¿Hay guardias armados?" es obligatoria');
    expect(translateMessage('Entrada inválida: esperava um texto, recebeu um número', 'fr')).toBe('Entrée invalide : on attendait un texte, on a reçu un nombre');
    expect(translateMessage('UF ZZ não encontrada', 'en')).toBe('State (UF) ZZ not found');
  });
});
