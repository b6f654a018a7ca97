/**
 * The people bench's reference (list-throughput.ts): the list's own statements behind a bare Fastify route,
 * with nothing of the API around them but its request log. Its rate, beside the API's and pg's, shows how
 * much of the gap between the API and PostgreSQL the stack itself takes (Node's HTTP, Fastify, pg, one log
 * line per request) and how much the API's own work (session check, query validation, hooks) adds.
 *
 *   node bench/reference-server.mjs <statements.json> <databaseUrl> [poolSize: the API's, as list-throughput.ts passes it]
 *
 * statements.json: { "<path with query>": [{ text, values, name?, rowMode? }, …] }, the statements the API
 * sent for that path, in order (captured by list-throughput.ts). Answers GET <path> with the page's items as
 * the last statement returned them (`items`, JSON text), or its rows as JSON. Logs as the API does (LOG_LEVEL
 * info, one line per request, written in batches to stdout) and prints `listening <port>` on stderr when ready.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';

const [file, databaseUrl, poolSize = '10'] = process.argv.slice(2);
const statements = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(poolSize) });
// The API's log destination (lib/logger.ts, logDestination) and its one line per request.
const stream = pino.destination({ dest: 1, sync: false, minLength: 2048, maxWrite: 4096, periodicFlush: 250 });
const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
app.addHook('onResponse', (request, reply, done) => {
  reply.log.info({ req: { method: request.method, path: request.url.split('?')[0] }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
  done();
});
app.get('/api/welcomeds', async (request, reply) => {
  const sent = statements.get(request.url);
  if (!sent) return reply.code(404).send({ message: `not captured: ${request.url}` });
  let rows = [];
  // As the API sends them: the text and values alone when the statement has no name or row mode (see renderedRows).
  for (const s of sent) rows = (await (s.name || s.rowMode ? pool.query(s) : pool.query(s.text, s.values))).rows;
  reply.type('application/json');
  const items = rows[0]?.items;
  return typeof items === 'string' ? `{"content":${items}}` : JSON.stringify(rows);
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stderr.write(`listening ${new URL(address).port}\n`);
process.once('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
