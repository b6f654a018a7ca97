/**
 * Retries never create twins: a POST that creates a record may carry an `Idempotency-Key` header, one
 * random key per user action. The server keeps the key with the record it created, in the same
 * transaction; the same key with the same body answers that first result again (even when the first
 * answer was lost on the way), and the same key with another body is refused.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a key may look like: 8–200 letters, digits and `._:-` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

export const IDEMPOTENCY_CONFLICT_MESSAGE =
  'Esta chave de envio (Idempotency-Key) já foi usada com outros dados. Recarregue a página e envie novamente.';

export const IDEMPOTENCY_KEY_INVALID_MESSAGE =
  'Idempotency-Key inválida: use de 8 a 200 letras, números, ponto, hífen, dois-pontos ou sublinhado';

/** Header set on an answer that repeats the first result of a key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
