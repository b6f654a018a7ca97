import { EVALUATION_NOT_FOUND_MESSAGE } from '@sisacte/contracts/autodiagnostico/evaluations';
import { testDatabases, useTestApp } from '../../../test/helpers';
import { autodiagClient } from '../test-support';
import { WRONG_CODES_LIMITED_MESSAGE } from './code-guard';

const WRONG_CODES = 3;
const TEN_MINUTES_S = 600;

describe.each(testDatabases())('wrong resume codes are counted per address, on %s', (engine) => {
  const ctx = useTestApp(engine, { autodiagnostico: { wrongCodesPerIp: WRONG_CODES } });
  const owner = autodiagClient(ctx, '10.0.1.1');
  const guesser = autodiagClient(ctx, '10.0.1.2');

  it(`answers 429 with Retry-After after ${WRONG_CODES} wrong codes from an address, the right code included; other addresses and calls without a code go on`, async () => {
    const ev = await owner.create();
    const url = `/api/autodiagnostico/${ev.id}`;
    // The owner's right code never counts.
    for (let i = 0; i < WRONG_CODES + 2; i++) expect((await owner.get(url, ev.codigo)).statusCode).toBe(200);

    // Wrong codes, an unknown evaluation and the action plan all count.
    const guesses = [
      await guesser.get(url, 'AAAA-BBBB-CCCC'),
      await guesser.get(`/api/autodiagnostico/${2_000_000_000}`, ev.codigo),
      await guesser.get(`/api/plano-de-acao/riscos/${ev.id}`, 'ZZZZ-ZZZZ-ZZZZ'),
    ];
    expect(guesses.map((r) => [r.statusCode, r.json().message])).toEqual(Array(WRONG_CODES).fill([404, EVALUATION_NOT_FOUND_MESSAGE]));

    for (const code of ['DDDD-EEEE-FFFF', ev.codigo]) {
      const refused = await guesser.get(url, code);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: WRONG_CODES_LIMITED_MESSAGE, messages: [WRONG_CODES_LIMITED_MESSAGE] });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(TEN_MINUTES_S - 60);
      expect(wait).toBeLessThanOrEqual(TEN_MINUTES_S);
    }
    // in the visitor's language, with the wait in words
    const spanish = await guesser.get(`${url}?lang=es`, ev.codigo);
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json().message).toBe(`Demasiados códigos de acceso incorrectos enviados desde esta dirección. Inténtelo de nuevo en ${Math.ceil(Number(spanish.headers['retry-after']) / 60)} minutos.`);
    const save = await guesser.post('/api/autodiagnostico/salvar-questao', { avaliacao_id: ev.id, questao_id: 1, opcao_id: 1 }, ev.codigo);
    expect(save.statusCode).toBe(429);
    // Calls without a code are not guesses; the owner, elsewhere, is not affected.
    expect((await guesser.get('/api/modelos')).statusCode).toBe(200);
    expect((await owner.get(url, ev.codigo)).statusCode).toBe(200);
  });
});
