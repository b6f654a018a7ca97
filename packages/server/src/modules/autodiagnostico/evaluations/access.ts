import { EVALUATION_NOT_FOUND_MESSAGE } from '@sisacte/contracts/autodiagnostico/evaluations';
import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import type { DbOrTx } from '../../../db/client';
import { HttpError } from '../../../lib/http-errors';
import { createReceiptHasher, createReceiptSealer, newReceiptCode, normalizeReceiptCode } from '../../shared/receipt/receipt';
import { type EvaluationRow, findEvaluation } from './repository';

/** A wrong resume code, or an evaluation that does not exist: both the same 404, and both counted per address (code-guard.ts). */
export class WrongResumeCode extends HttpError {
  constructor() {
    super(404, EVALUATION_NOT_FOUND_MESSAGE);
  }
}

/**
 * Resume codes: made and kept like a complaint's receipt (12 Crockford base32 characters, 60 random
 * bits; stored only as HMAC-SHA-256 with a salt, under a key derived from the server secret and
 * never in the database). Changing that secret makes every resume code given before stop working.
 */
export function createResumeCodes(secret: string) {
  const hasher = createReceiptHasher(`autodiagnostico-resume-code:${secret}`);
  const sealer = createReceiptSealer(`autodiagnostico-resume-code:${secret}`);
  return {
    /** A code sealed (AES-256-GCM) to keep with an Idempotency-Key for 24 hours, so a retry is shown it again. */
    seal: (code: string): string => sealer.seal(code),
    /** The code of `seal`; null when it cannot be opened (another secret). */
    unseal: (sealed: string): string | null => sealer.open(sealed),
    /** A new code and the hash to store. */
    issue(): { code: string; hash: string } {
      const code = newReceiptCode();
      return { code, hash: hasher.hash(code) };
    },
    /**
     * The evaluation `id` when `code` is its resume code. An unknown id and a wrong code (also the
     * code of another evaluation) get the same 404, after the same work. The model's name comes in `language`.
     */
    async open(db: DbOrTx, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<EvaluationRow> {
      const normalized = normalizeReceiptCode(code ?? '');
      const evaluation = await findEvaluation(db, id, language);
      if (!evaluation) {
        hasher.verifyDummy(normalized);
        throw new WrongResumeCode();
      }
      if (!hasher.verify(evaluation.codigoHash, normalized)) throw new WrongResumeCode();
      return evaluation;
    },
  };
}
export type ResumeCodes = ReturnType<typeof createResumeCodes>;
