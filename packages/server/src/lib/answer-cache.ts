/**
 * Answers kept in memory for a while, for data that changes rarely and never through this API (the
 * places written by the seed): at most `max` keys, each for `ttlMs`, the least recently used dropped
 * first. Concurrent callers of a key not yet kept share one load. An answer `keep` refuses (e.g. an
 * empty list, which a later seed may fill) and a failed load are not kept.
 */
export interface AnswerCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** How many answers are kept now. */
  readonly size: number;
}

export interface AnswerCacheOptions<T> {
  ttlMs: number;
  max: number;
  /** Whether an answer may be kept; every answer by default. */
  keep?: (answer: T) => boolean;
  now?: () => number;
}

export function createAnswerCache<T>({ ttlMs, max, keep = () => true, now = Date.now }: AnswerCacheOptions<T>): AnswerCache<T> {
  // A Map iterates in insertion order: re-inserting a key on use makes the first key the least recently used.
  const kept = new Map<string, { answer: T; until: number }>();
  const loading = new Map<string, Promise<T>>();
  return {
    get size() {
      return kept.size;
    },
    get(key, load) {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        if (hit.until > now()) {
          kept.set(key, hit);
          return Promise.resolve(hit.answer);
        }
      }
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = load()
        .then((answer) => {
          if (keep(answer)) {
            kept.set(key, { answer, until: now() + ttlMs });
            if (kept.size > max) kept.delete(kept.keys().next().value!);
          }
          return answer;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
  };
}
