/** An address as a postal-code service gives it, before we resolve its city and state in our tables. */
export interface CepLookup {
  /** 99999-999 */
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  /** City name as the service writes it. */
  localidade: string;
  uf: string;
  /** 7-digit IBGE code of the city, when the service gives it. */
  ibge: number | null;
}

/** A postal-code (CEP) lookup behind configuration (ARCHITECTURE: external services are adapters). */
export interface CepProvider {
  readonly name: string;
  /** The address of `cep` (8 digits), null when the service does not know it; throws CepUnavailableError when it cannot answer. */
  lookup(cep: string): Promise<CepLookup | null>;
}

export const CEP_UNAVAILABLE_MESSAGE = 'Serviço de CEP indisponível no momento. Preencha o endereço manualmente.';

/** The service did not answer in time, or answered with an error: not the same as an unknown CEP. */
export class CepUnavailableError extends Error {
  override name = 'CepUnavailableError';
}

export interface CepCacheOptions {
  /** Entries kept (least recently used dropped first). */
  max?: number;
  ttlMs?: number;
  now?: () => number;
}

/**
 * Wraps a provider with an in-memory LRU cache of its answers (unknown CEPs included; failures are not
 * cached). Concurrent lookups of one CEP share a single call to the service.
 */
export function cachedCepProvider(provider: CepProvider, options: CepCacheOptions = {}): CepProvider {
  const max = options.max ?? 1000;
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: CepLookup | null; expires: number }>();
  const pending = new Map<string, Promise<CepLookup | null>>();

  return {
    name: provider.name,
    async lookup(cep) {
      const hit = entries.get(cep);
      if (hit && hit.expires > now()) {
        // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
        entries.delete(cep);
        entries.set(cep, hit);
        return hit.value;
      }
      entries.delete(cep);
      const inFlight = pending.get(cep);
      if (inFlight) return inFlight;

      const call = provider
        .lookup(cep)
        .then((value) => {
          entries.set(cep, { value, expires: now() + ttlMs });
          while (entries.size > max) entries.delete(entries.keys().next().value as string);
          return value;
        })
        .finally(() => pending.delete(cep));
      pending.set(cep, call);
      return call;
    },
  };
}
