import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../../lib/http-errors';
import type { SharedLimits } from '../../../plugins/limits-repository';
import { addressFailures } from '../../shared/limits/address-failures';
import { WrongResumeCode } from './access';

/** The header every call about one evaluation carries its resume code in. */
const CODE_HEADER = 'x-codigo-avaliacao';
const SCOPE = 'autodiag-wrong-codes';

export const WRONG_CODES_LIMITED_MESSAGE = 'Muitos códigos de acesso incorretos enviados deste endereço. Aguarde alguns minutos e tente novamente.';

/**
 * Counts wrong resume codes per client address (a wrong code and an unknown evaluation alike), as the
 * complaint follow-up counts its lookups: kept in PostgreSQL for every instance (in memory on PGlite).
 * Past `max` in `windowMs`, every call carrying a code from that address answers 429 with
 * Retry-After, a right code included, so that guessing cannot go on; calls without a code are not
 * guesses and pass. Applies to the routes registered on `app` after this call.
 */
export function guardResumeCodes(app: FastifyInstance, shared: SharedLimits | null, options: { max: number; windowMs: number }): void {
  const failures = addressFailures(shared, SCOPE, options);
  app.addHook('onRequest', async (request) => {
    if (request.headers[CODE_HEADER] === undefined) return;
    const wait = await failures.waitMs(request.ip);
    if (wait > 0) throw tooManyRequests(WRONG_CODES_LIMITED_MESSAGE, wait);
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof WrongResumeCode) await failures.record(request.ip).catch((e: unknown) => request.log.warn({ err: e }, 'wrong resume code not counted'));
  });
}
