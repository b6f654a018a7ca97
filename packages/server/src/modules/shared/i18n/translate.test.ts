import { languageOf, translateMessage } from './translate';

describe('the public routes messages catalogue', () => {
  it('reads the language Accept-Language asks for among pt, es, en, fr and ht', () => {
    expect(languageOf(undefined)).toBe('pt');
    expect(languageOf('es-VE,es;q=0.9')).toBe('es');
    expect(languageOf('de-DE,fr;q=0.8,en;q=0.9')).toBe('en');
    expect(languageOf('ht-HT')).toBe('ht');
    expect(languageOf('pt-BR,es;q=0.5')).toBe('pt');
    expect(languageOf('es;q=0,fr')).toBe('fr');
  });

  it('translates a known message, a validation line (field kept) and a message with parts that vary', () => {
    expect(translateMessage("Marque o quadro 'Não sou um robô'!", 'es')).toBe('¡Marque la casilla «No soy un robot»!');
    expect(translateMessage('demanda.nomefantasia: Nome do estabelecimento é obrigatório', 'en')).toBe('demanda.nomefantasia: The name of the workplace is required');
    // a rule's pattern, with the field it names translated too
    expect(translateMessage('estabelecimento_encerramento: Previsão de encerramento inválida (use AAAA-MM-DD)', 'en')).toBe(
      'estabelecimento_encerramento: Expected end date is not valid (use YYYY-MM-DD)',
    );
    expect(translateMessage('Corpo da requisição: Dados inválidos', 'fr')).toBe('Corps de la requête: Données invalides');
    expect(translateMessage('A questão "Há vigias armados?" é obrigatória', 'es')).toBe('La pregunta "Há vigias armados?" es obligatoria');
    expect(translateMessage('Esta denúncia já foi registrada com o protocolo DEN-2026-000001. O código de recibo foi mostrado no primeiro envio.', 'fr')).toBe(
      'Ce signalement a déjà été enregistré sous le numéro DEN-2026-000001. Le code de récépissé a été affiché lors du premier envoi.',
    );
    expect(translateMessage('Endereço deve ter no máximo 300 caracteres', 'ht')).toBe('Adrès la pa ka depase 300 karaktè');
  });

  it('leaves Portuguese and unknown messages as they are', () => {
    expect(translateMessage('Dados inválidos', 'pt')).toBe('Dados inválidos');
    expect(translateMessage('Uma mensagem que o catálogo não tem', 'es')).toBe('Uma mensagem que o catálogo não tem');
  });
});
