/** The channel the database NOTIFYs when what the session check reads changes (migration 0035): a user id, or '*' for everyone. */
export const AUTH_NOTIFY_CHANNEL = 'sisacte_auth';
/** Answers kept at most (the oldest user's go first): a few hundred bytes each. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionCacheOptions {
  /** How long an answer is kept at most, even if no NOTIFY says it changed; 0: nothing is kept. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T | null;
  expiresAt: number;
}

/**
 * The session check's answers of this instance, by (user id, session id), "no such active user"
 * included. Used only while the instance hears the database's NOTIFYs (`up`): when the listening
 * stops, everything is dropped and each check goes to the database until it is back (and dropped
 * again then, for what changed unheard). A check that read the database while an invalidation
 * arrived does not keep its answer: the generation it started under has passed.
 */
export class SessionCache<T> {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #byUser = new Map<number, Map<string, Entry<T>>>();
  readonly #forgotten = new Set<(userId: number | null) => void>();
  #size = 0;
  #generation = 0;
  #up = false;

  constructor(options: SessionCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  /** Whether answers are kept now. */
  get active(): boolean {
    return this.#up && this.#ttlMs > 0;
  }

  get size(): number {
    return this.#size;
  }

  /** The kept answer, or `load`'s (kept unless something was forgotten meanwhile). */
  async read(userId: number, sessionId: string | undefined, load: () => Promise<T | null>): Promise<T | null> {
    if (!this.active) return load();
    const key = sessionId ?? '';
    const sessions = this.#byUser.get(userId);
    const hit = sessions?.get(key);
    if (hit) {
      if (hit.expiresAt > this.#now()) return hit.value;
      sessions!.delete(key);
      this.#size -= 1;
    }
    const generation = this.#generation;
    const value = await load();
    if (this.active && generation === this.#generation) this.#store(userId, key, value);
    return value;
  }

  /** Forgets `userId`'s answers, or everyone's (null); a check in flight keeps nothing it read. */
  forget(userId: number | null): void {
    this.#generation += 1;
    if (userId === null) {
      this.#byUser.clear();
      this.#size = 0;
    } else {
      const sessions = this.#byUser.get(userId);
      if (sessions) {
        this.#size -= sessions.size;
        this.#byUser.delete(userId);
      }
    }
    for (const listener of this.#forgotten) listener(userId);
  }

  /** A NOTIFY on AUTH_NOTIFY_CHANNEL: a user id, or '*' (anything else counts as everyone). */
  notified(payload: string | undefined): void {
    const id = Number(payload);
    this.forget(payload !== '*' && Number.isInteger(id) && id > 0 ? id : null);
  }

  /** The NOTIFYs are heard (again): what was kept may have changed unheard. */
  up(): void {
    this.forget(null);
    this.#up = true;
  }

  /** The NOTIFYs are not heard: nothing is kept or answered from memory until `up`. */
  down(): void {
    this.#up = false;
    this.forget(null);
  }

  /** Calls `listener` after each invalidation (the user's id, or null for everyone); returns the function that stops it. */
  onForget(listener: (userId: number | null) => void): () => void {
    this.#forgotten.add(listener);
    return () => this.#forgotten.delete(listener);
  }

  #store(userId: number, key: string, value: T | null): void {
    const entry = { value, expiresAt: this.#now() + this.#ttlMs };
    const kept = this.#byUser.get(userId);
    if (kept?.has(key)) {
      kept.set(key, entry);
      return;
    }
    while (this.#size >= this.#maxEntries && this.#byUser.size > 0) {
      const [oldest, sessions] = this.#byUser.entries().next().value!;
      this.#size -= sessions.size;
      this.#byUser.delete(oldest);
    }
    let sessions = this.#byUser.get(userId);
    if (!sessions) this.#byUser.set(userId, (sessions = new Map()));
    sessions.set(key, entry);
    this.#size += 1;
  }
}
