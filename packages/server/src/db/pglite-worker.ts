// The worker thread that owns the embedded PGlite database (see pglite-thread.ts, which starts it and
// speaks for it on the main thread). PGlite runs PostgreSQL as WebAssembly on the thread that calls
// it: here, a long query keeps this thread busy and leaves the server's event loop free.
//
// Protocol (one message at a time from the main thread, which serialises them):
//   { id, op: 'query', sql, params, rowMode, rawTypes }  → { id, result: { rows, fields, affectedRows } }
//   { id, op: 'prepared', name, sql, params }            → { id, result: { rows, fields, affectedRows } }
//   { id, op: 'exec', sql }                              → { id, result: null }
//   { id, op: 'close' }                                  → { id, result: null }
//   { id, op: 'listen', channel }                        → { id, result: null }, then { op: 'notification', channel, payload }
//                                                          for each NOTIFY on it, posted before the reply of the statement that sent it
// and any failure → { id, error: { message, ...PostgreSQL's fields (code, constraint, table…) } }.
// At start: { op: 'ready' } or { op: 'failed', error }.
import { parentPort, workerData } from 'node:worker_threads';
import { parse, protocol, type ParserOptions, type PGlite, type QueryOptions } from '@electric-sql/pglite';
import { openPgliteReady } from './pglite-open';

export interface PgliteWorkerData {
  /** The data folder (its lock is held by the main thread); absent: in memory. */
  dataDir?: string;
  /** The prebuilt data folder a new folder starts from (db/pglite-template.ts). */
  template?: string;
}

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[] }
  | { id: number; op: 'prepared'; name: string; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' }
  | { id: number; op: 'listen'; channel: string };

export type WorkerReply =
  | { id: number; result: unknown }
  | { id: number; error: SerializedError }
  | { op: 'ready' }
  | { op: 'failed'; error: SerializedError }
  | { op: 'notification'; channel: string; payload: string };

/** An error as data: its message and PostgreSQL's fields, which the main thread puts back on an Error. */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

/** PostgreSQL's error fields that PGlite's DatabaseError carries (what lib/db-errors.ts reads, and more). */
const ERROR_FIELDS = ['code', 'severity', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'dataType', 'constraint', 'where'];

export function serializeError(error: unknown): SerializedError {
  const e = error instanceof Error ? error : new Error(String(error));
  const fields: Record<string, unknown> = {};
  for (const key of ERROR_FIELDS) {
    const value = (e as unknown as Record<string, unknown>)[key];
    if (value !== undefined && (typeof value === 'string' || typeof value === 'number')) fields[key] = value;
  }
  return { name: e.name, message: e.message, fields };
}

/** Parsers that hand the text through unchanged for the given type ids (the only kind drizzle passes). */
function rawParsers(types: number[]): ParserOptions | undefined {
  if (types.length === 0) return undefined;
  return Object.fromEntries(types.map((oid) => [oid, (text: string) => text]));
}

/** Each statement prepared by name on this thread's connection: its text and parameter types (PostgreSQL keeps the statement itself). */
const preparedStatements = new Map<string, { sql: string; types: number[] }>();

/**
 * Runs `sql` as the named prepared statement `name` (db/client.ts, preparedRows): parsed and
 * described once, then only bound and executed, so PostgreSQL parses and analyses it once and can
 * reuse its plan. PGlite's own `query` parses an unnamed statement each time, which for the intake's
 * one large statement cost more than running it (bench intake). The same protocol messages PGlite's
 * `query` sends, with a name, under the same lock; then the folder is synced, as `query` does out of
 * a transaction.
 */
function runPrepared(client: PGlite, name: string, sql: string, params: unknown[]) {
  return client.runExclusive(async () => {
    const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
    const messages: Awaited<ReturnType<typeof send>> = [];
    try {
      let statement = preparedStatements.get(name);
      if (statement && statement.sql !== sql) throw new Error(`A instrução preparada ${name} já existe com outro texto.`);
      if (!statement) {
        try {
          messages.push(...(await send(protocol.serialize.parse({ name, text: sql }))));
          statement = { sql, types: parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name }))) };
        } catch (error) {
          // Not kept half made: the next call prepares it again.
          await send(protocol.serialize.sync()).catch(() => undefined);
          await send(protocol.serialize.close({ type: 'S', name })).catch(() => undefined);
          throw error;
        }
        preparedStatements.set(name, statement);
      }
      const { types } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[i]!];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await send(protocol.serialize.bind({ statement: name, values }))));
      messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
      messages.push(...(await send(protocol.serialize.execute({}))));
    } finally {
      messages.push(...(await send(protocol.serialize.sync())));
    }
    await client.syncToFs();
    const [result] = parse.parseResults(messages, client.parsers);
    return { rows: result?.rows ?? [], fields: result?.fields ?? [], affectedRows: result?.affectedRows ?? 0 };
  });
}

async function answer(client: PGlite, request: WorkerRequest, port: MessagePortLike): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const options: QueryOptions = { rowMode: request.rowMode, parsers: rawParsers(request.rawTypes) };
      const { rows, fields, affectedRows } = await client.query(request.sql, request.params, options);
      return { rows, fields, affectedRows };
    }
    case 'prepared':
      return runPrepared(client, request.name, request.sql, request.params);
    case 'exec':
      await client.exec(request.sql);
      return null;
    case 'close':
      await client.close();
      return null;
    case 'listen': {
      const { channel } = request;
      await client.listen(channel, (payload) => port.postMessage({ op: 'notification', channel, payload } satisfies WorkerReply));
      return null;
    }
  }
}

interface MessagePortLike {
  postMessage(message: WorkerReply): void;
}

if (parentPort) {
  const port = parentPort;
  openPgliteReady((workerData as PgliteWorkerData).dataDir, (workerData as PgliteWorkerData).template).then(
    (client) => {
      port.on('message', (request: WorkerRequest) => {
        answer(client, request, port).then(
          (result) => port.postMessage({ id: request.id, result } satisfies WorkerReply),
          (error: unknown) => port.postMessage({ id: request.id, error: serializeError(error) } satisfies WorkerReply),
        );
      });
      port.postMessage({ op: 'ready' } satisfies WorkerReply);
    },
    (error: unknown) => port.postMessage({ op: 'failed', error: serializeError(error) } satisfies WorkerReply),
  );
}
