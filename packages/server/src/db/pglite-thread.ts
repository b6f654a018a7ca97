import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { PgliteWorkerData, SerializedError, WorkerReply, WorkerRequest } from './pglite-worker';
import { startThread } from '../lib/thread-entry';

/** Raised when the database thread failed to start, stopped, or was closed. */
export class DatabaseThreadError extends Error {
  override name = 'DatabaseThreadError';
}

/** Runs one task at a time, in call order. */
class Queue {
  #tail: Promise<unknown> = Promise.resolve();
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
/** A request before it is numbered (each member of the union without its id). */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

function revive(error: SerializedError): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

/** The compiled worker beside this file in dist/, or its TypeScript source (startThread). */
const startWorker = (data: PgliteWorkerData): Worker => startThread(import.meta.dirname, 'pglite-worker', data);

/**
 * PGlite in a worker thread, seen from the main thread through the part of PGlite's interface that
 * drizzle (drizzle-orm/pglite) and this server call: `query`, `exec`, `transaction`, `close`.
 *
 * PGlite is one connection. This client keeps PGlite's own rule for it: one statement at a time,
 * and a transaction holds the connection from BEGIN to COMMIT, so statements of other requests wait
 * for it rather than joining it. The waiting happens here, as promises; the work, in the worker.
 *
 * Query options: only `rowMode` and parsers that return the text as is (which is what drizzle
 * passes, for dates and intervals) cross the thread; functions cannot, so any other option is refused.
 */
export class PgliteThreadClient {
  readonly #worker: Worker;
  readonly #queue = new Queue();
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #stopped: Error | null = null;
  readonly waitReady: Promise<void>;

  private constructor(data: PgliteWorkerData) {
    this.#worker = startWorker(data);
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.#worker.on('message', (reply: WorkerReply) => {
        if ('op' in reply) {
          if (reply.op === 'notification') this.#notified(reply.channel, reply.payload);
          else if (reply.op === 'ready') resolve();
          else {
            this.#stop(revive(reply.error));
            reject(this.#stopped);
          }
          return;
        }
        const pending = this.#pending.get(reply.id);
        if (!pending) return;
        this.#pending.delete(reply.id);
        if ('error' in reply) pending.reject(revive(reply.error));
        else pending.resolve(reply.result);
      });
      this.#worker.on('error', (error) => {
        this.#stop(error);
        reject(error);
      });
      this.#worker.on('exit', (code) => {
        this.#stop(new DatabaseThreadError(`A thread do banco de dados terminou (código ${code}).`));
        reject(this.#stopped);
      });
    });
  }

  /** Starts the worker and waits until its database answers; `dataDir` absent means in memory; a new folder starts from `template` (db/pglite-template.ts). */
  static async open(dataDir: string | undefined, template?: string): Promise<PgliteThreadClient> {
    const client = new PgliteThreadClient(dataDir ? { dataDir, ...(template ? { template } : {}) } : {});
    try {
      await client.waitReady;
    } catch (error) {
      await client.#worker.terminate();
      throw error;
    }
    return client;
  }

  /** False once the worker failed or was closed: nothing more will be answered. */
  get alive(): boolean {
    return this.#stopped === null;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#queue.run(() => this.#query<T>(sql, params, options));
  }

  /** `sql` as the named prepared statement `name` of the thread's connection (db/client.ts, preparedRows); out of any transaction. */
  prepared<T>(name: string, sql: string, params: unknown[]): Promise<Results<T>> {
    return this.#queue.run(() => this.#send({ op: 'prepared', name, sql, params }) as Promise<Results<T>>);
  }

  async exec(sql: string): Promise<Results[]> {
    await this.#queue.run(() => this.#send({ op: 'exec', sql }));
    return [];
  }

  /** Runs `fn` in a transaction that holds the connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#queue.run(async () => {
      await this.#send({ op: 'exec', sql: 'BEGIN' });
      let closed = false;
      const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
        if (closed) return;
        closed = true;
        await this.#send({ op: 'exec', sql });
      };
      const tx = {
        query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => this.#query<R>(sql, params, options),
        exec: async (sql: string) => {
          await this.#send({ op: 'exec', sql });
          return [];
        },
        rollback: () => end('ROLLBACK'),
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await fn(tx);
        await end('COMMIT');
        return result;
      } catch (error) {
        // A failed COMMIT (a deferred constraint) leaves nothing to roll back; a lost thread, nothing to tell.
        if (this.alive) await end('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  /**
   * Calls `callback` with each NOTIFY on `channel`, as PGlite's `listen` does: a NOTIFY reaches it
   * before the statement that sent it (its COMMIT) returns. Returns the function that stops calling it.
   */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => void> {
    let set = this.#listeners.get(channel);
    if (!set) {
      this.#listeners.set(channel, (set = new Set()));
      await this.#queue.run(() => this.#send({ op: 'listen', channel }));
    }
    set.add(callback);
    return () => set.delete(callback);
  }

  #notified(channel: string, payload: string): void {
    for (const callback of this.#listeners.get(channel) ?? []) callback(payload);
  }

  async close(): Promise<void> {
    if (!this.alive) return;
    try {
      await this.#queue.run(() => this.#send({ op: 'close' }));
    } finally {
      this.#stop(new DatabaseThreadError('O banco de dados foi fechado.'));
      await this.#worker.terminate();
    }
  }

  #query<T>(sql: string, params: unknown[], options: QueryOptions = {}): Promise<Results<T>> {
    const { rowMode, parsers, ...rest } = options;
    const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
    if (unsupported.length > 0) {
      return Promise.reject(new DatabaseThreadError(`Opções de consulta não suportadas na thread do banco: ${unsupported.join(', ')}`));
    }
    const rawTypes = Object.keys(parsers ?? {}).map(Number);
    return this.#send({ op: 'query', sql, params, rowMode: rowMode ?? 'object', rawTypes }) as Promise<Results<T>>;
  }

  #send(message: Unnumbered<WorkerRequest>): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id } as WorkerRequest);
    });
  }

  #stop(reason: Error): void {
    if (this.#stopped) return;
    this.#stopped = reason;
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
  }
}
