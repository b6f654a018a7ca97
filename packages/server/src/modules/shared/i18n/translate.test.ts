import type { FastifyRequest } from 'fastify';
import { addressLanguage, languageOf, requestLanguage } from './language';
import { API_MESSAGES, API_TRY_AGAIN, type ApiLanguage } from './catalogue';
import { portugueseIn } from './test-support';
import { translateLimitMessage, translateMessage } from './translate';

const request = (url: string, acceptLanguage?: string) => ({ url, headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } }) as unknown as FastifyRequest;

describe('the public routes language rule', () => {
  it('reads the language Accept-Language asks for among pt, es, en, fr and ht, whatever its case and region', () => {
    expect(languageOf(undefined)).toBe('pt');
    expect(languageOf('es-VE,es;q=0.9')).toBe('es');
    expect(languageOf('de-DE,fr;q=0.8,en;q=0.9')).toBe('en');
    expect(languageOf('ht-HT')).toBe('ht');
    expect(languageOf('pt-BR,es;q=0.5')).toBe('pt');
    expect(languageOf('es;q=0,fr')).toBe('fr');
    expect(languageOf('EN')).toBe('en');
    expect(languageOf('es-419')).toBe('es');
    expect(languageOf(`${'x'.repeat(3000)},fr`)).toBe('fr');
  });

  it('reads ?lang the same way: case-insensitive, region dropped, the first of a repeated one, an unknown or over-long one ignored', () => {
    for (const lang of ['es', 'ES', 'es-AR', 'es-419', 'Es_mx']) expect(requestLanguage(request(`/api/x?lang=${lang}`))).toBe('es');
    expect(requestLanguage(request('/api/x?lang=es&lang=en'))).toBe('es');
    expect(requestLanguage(request('/api/x?avaliacao_id=3&lang=FR-ca'))).toBe('fr');
    // ?lang before Accept-Language, for content and messages alike
    expect(requestLanguage(request('/api/x?lang=en', 'es'))).toBe('en');
    expect(requestLanguage(request('/api/x?lang=pt', 'es'))).toBe('pt');
    // an unknown or over-long ?lang is as if absent: Accept-Language, else Portuguese
    expect(requestLanguage(request(`/api/x?lang=${'x'.repeat(3000)}`, 'fr'))).toBe('fr');
    expect(requestLanguage(request('/api/x?lang=de'))).toBe('pt');
    expect(requestLanguage(request('/api/x?lang='))).toBe('pt');
    expect(requestLanguage(request('/api/x'))).toBe('pt');
    // the address alone (the questionnaire's content)
    expect(addressLanguage(request('/api/questoes/list?lang=HT', 'es'))).toBe('ht');
    expect(addressLanguage(request('/api/questoes/list', 'es'))).toBeNull();
  });
});

describe('the public routes messages catalogue', () => {
  it('translates a known message, a validation line (its raw field path dropped) and a message with parts that vary', () => {
    expect(translateMessage("Marque o quadro 'Não sou um robô'!", 'es')).toBe('¡Marque la casilla «No soy un robot»!');
    expect(translateMessage('demanda.nomefantasia: Nome do estabelecimento é obrigatório', 'en')).toBe('The name of the workplace is required');
    expect(translateMessage('estabelecimento_encerramento: Previsão de encerramento inválida (use AAAA-MM-DD)', 'en')).toBe('Invalid expected end date (use YYYY-MM-DD)');
    // a request part is a word, not a path: kept, translated
    expect(translateMessage('Corpo da requisição: Dados inválidos', 'fr')).toBe('Corps de la requête: Données invalides');
    expect(translateMessage('A questão "Há vigias armados?" é obrigatória', 'es')).toBe('La pregunta "Há vigias armados?" es obligatoria');
    expect(translateMessage('Esta denúncia já foi registrada com o protocolo DEN-2026-000001. O código de recibo foi mostrado no primeiro envio.', 'fr')).toBe(
      'Ce signalement a déjà été enregistré sous le numéro DEN-2026-000001. Le code de récépissé a été affiché lors du premier envoi.',
    );
    expect(translateMessage('Endereço deve ter no máximo 300 caracteres', 'ht')).toBe('Adrès la pa ka depase 300 karaktè');
  });

  it('leaves Portuguese and unknown messages as they are, field path included', () => {
    expect(translateMessage('Dados inválidos', 'pt')).toBe('Dados inválidos');
    expect(translateMessage('demanda.nomefantasia: Nome do estabelecimento é obrigatório', 'pt')).toBe('demanda.nomefantasia: Nome do estabelecimento é obrigatório');
    expect(translateMessage('Uma mensagem que o catálogo não tem', 'es')).toBe('Uma mensagem que o catálogo não tem');
    expect(translateMessage('campo: Uma mensagem que o catálogo não tem', 'es')).toBe('campo: Uma mensagem que o catálogo não tem');
  });
});

describe("a limit's message (429) says when to try again", () => {
  const LANGUAGES: readonly ApiLanguage[] = ['es', 'en', 'fr', 'ht'];

  it('in the language, rounded up as the Portuguese one, in the one or the many', () => {
    const complaints = 'Muitas denúncias enviadas deste endereço. Aguarde alguns minutos e tente novamente.';
    expect(translateLimitMessage(complaints, 'es', 300)).toBe('Se enviaron demasiadas denuncias desde esta dirección. Inténtelo de nuevo en 5 minutos.');
    expect(translateLimitMessage(complaints, 'en', 61)).toBe('Too many complaints sent from this address. Try again in 2 minutes.');
    expect(translateLimitMessage(complaints, 'fr', 60)).toBe('Trop de signalements envoyés depuis cette adresse. Réessayez dans 1 minute.');
    expect(translateLimitMessage(complaints, 'ht', 2 * 3600)).toBe('Twòp denonsyasyon soti nan adrès sa a. Eseye ankò nan 2 èdtan.');
    expect(translateLimitMessage('Muitas requisições. Aguarde e tente novamente.', 'en', 1)).toBe('Too many requests. Try again in 1 second.');
    // Portuguese as it is (the API client says the wait); a limit the catalogue lacks, whole as translateMessage
    expect(translateLimitMessage(complaints, 'pt', 300)).toBe(complaints);
    expect(translateLimitMessage('Muitas buscas seguidas. Aguarde um minuto e tente novamente.', 'es', 60)).toBe('Muitas buscas seguidas. Aguarde um minuto e tente novamente.');
  });

  it("for every limit of the catalogue and in every unit, with no Portuguese left and no vague wait", () => {
    const limits = API_MESSAGES.map((e) => e[0]).filter((m) => /Aguarde[^.]*tente novamente\.$/.test(m));
    expect(limits.length).toBeGreaterThanOrEqual(5);
    for (const language of LANGUAGES) {
      const { before, units } = API_TRY_AGAIN[language];
      for (const [unit, [one, many]] of Object.entries(units)) expect([unit, language, portugueseIn(`${before} ${one} ${many}`, language)]).toEqual([unit, language, []]);
      for (const limit of limits) {
        for (const seconds of [1, 45, 60, 600, 7200]) {
          const said = translateLimitMessage(limit, language, seconds);
          expect([limit, language, said === limit]).toEqual([limit, language, false]);
          expect(said).not.toMatch(/Espere|Wait|Patientez|Tann/);
        }
      }
    }
  });
});
