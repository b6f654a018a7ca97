// What the benchmarks share: their flags, the compiled API started as deployed with a bench user's
// token, percentiles, the captcha a client solves, and the table, load and verdict they print.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHOLARITIES } from '@sisacte/contracts/acolhimento/welcomed';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { createTokenService } from '../src/lib/tokens';
import { withPgClient } from '../src/test/pg-admin';
import { buildCompiledServer, startCompiledServer, type CompiledServer } from './compiled-server';

/** What Chromium asks for: the API chooses among these as it does for a browser. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export const BENCH_JWT_SECRET = 'bench-secret-with-at-least-32-characters!';

/** The value of the flag `--name=value`, or undefined when it is not given. */
export const flagValue = (args: Iterable<string>, name: string): string | undefined => [...args].find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

/** The load average over 1, 5 and 15 minutes, as /proc/loadavg gives it. */
export const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU ms used so far by each PostgreSQL backend serving `database` (a server on this machine), by pid; none when it runs elsewhere. */
export async function backendCpu(adminUrl: string, database: string): Promise<Map<number, number>> {
  const pids = await withPgClient(adminUrl, async (c) => (await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database])).rows);
  const out = new Map<number, number>();
  for (const { pid } of pids) {
    try {
      out.set(pid, cpuMs(pid));
    } catch {
      // gone meanwhile, or not on this machine
    }
  }
  return out;
}

/** CPU ms the backends used between two snapshots of backendCpu (a backend new in the second counts whole). */
export const cpuBetween = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

/** The p-th percentile of ascending `sorted` (NaN when it is empty). */
export const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);

/** One line of a benchmark's table: a case, its figures and its target. */
export interface BenchRow {
  name: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  target: string;
  ok: boolean;
  note?: string;
}

/** The rows as a table: the case and the target left-aligned, figures right-aligned. */
export function printBenchTable(rows: BenchRow[]): void {
  const header = ['caso', 'n', 'p50 ms', 'p95 ms', 'máx ms', 'meta', 'ok'];
  const ms = (v: number) => (Number.isNaN(v) ? '—' : v.toFixed(1));
  const body = rows.map((r) => [r.name, String(r.n), ms(r.p50), ms(r.p95), ms(r.max), r.target + (r.note ? ` (${r.note})` : ''), r.ok ? 'sim' : 'NÃO']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
}

/** The machine's load beside the figures: they mean little without it. */
export function printMachineLoad(): void {
  console.log(`\nCarga da máquina (loadavg 1/5/15 min): ${loadavg()}; núcleos: ${availableParallelism()}`);
}

/** Names the missed targets and makes the process exit 1 when there is one. */
export function printVerdict(failed: string[]): void {
  console.log(failed.length === 0 ? '\nTodas as metas atingidas.' : `\n${failed.length} meta(s) não atingida(s): ${failed.join('; ')}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

/** The compiled server's environment for the bench database: the API alone, as in its container, with no shell to serve. */
export function apiEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  // ADMIN_PASSWORD: a new PostgreSQL database has no user, and the server refuses to start without a first administrator.
  return { DATABASE_URL: databaseUrl, JWT_SECRET: BENCH_JWT_SECRET, ADMIN_PASSWORD: 'ondas-do-mar-no-bench', WEB_DIR: join(tmpdir(), 'sisacte-bench-no-web'), ...extra };
}

/** Compiles the server as `npm start` does and starts it on the bench database. */
export async function startDeployedApi(databaseUrl: string, extra: Record<string, string> = {}): Promise<CompiledServer> {
  await buildCompiledServer();
  return startCompiledServer(apiEnv(databaseUrl, extra));
}

/** Re-creates the bench user `username` with one role and signs a token for it. */
export async function benchUserToken(databaseUrl: string, user: { username: string; name: string; role: string }, secret = BENCH_JWT_SECRET): Promise<string> {
  const row = await withPgClient(databaseUrl, async (c) => {
    await c.query(`DELETE FROM users WHERE username = $1`, [user.username]);
    const inserted = (
      await c.query<{ id: number; username: string; name: string }>(
        `INSERT INTO users (name, username, password_hash) VALUES ($1, $2, 'x') RETURNING id, username, name`,
        [user.name, user.username],
      )
    ).rows[0]!;
    await c.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2`, [inserted.id, user.role]);
    return inserted;
  });
  const { token } = await createTokenService({ secret, ttlSeconds: 3600 }).sign({ ...row, roles: [user.role] });
  return token;
}

/** An ALTCHA challenge of the API. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** Solves a challenge the way the widget does (SHA-256 of salt + number) and encodes the answer as the API takes it. */
export function solveCaptcha(c: CaptchaChallenge): string {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature })).toString('base64');
    }
  }
  throw new Error('captcha sem solução');
}

/** `path` with `params` as its query string. */
export const withQuery = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

/** Drops the database `name` (closing its connections) and creates it empty, on the server of `adminUrl`. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<void> {
  await withPgClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
}

/** Seconds since `t0` (a performance.now()), as the seeding logs print them. */
export const elapsed = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/**
 * Adds `count` people (registered over the last two years, of 40 nationalities, every civil status and schooling)
 * to the embedded database in `pgliteDir` (no server on it), as a shelter's register.
 */
export async function addPeople(pgliteDir: string, count: number): Promise<void> {
  const handle = await openDatabase({ pgliteDir, pgliteThread: 'main' });
  try {
    await handle.db.execute(sql`
      insert into welcomeds (name, gender, birthdate, nacionality_id, civil_status, scholarity, date_of_register)
      select (array['Maria','José','Ana','João','Fátima','Luis','Rosa','Carlos'])[1 + g % 8] || ' ' ||
             (array['Silva','Souza','Pérez','Oliveira','García','Santos','Rodríguez','Lima'])[1 + (g / 8) % 8] || ' ' || g,
             (array['Feminino','Masculino'])[1 + g % 2], date '1960-01-01' + (g % 20000),
             (select min(id) from countries) + g % 40,
             (array['Casado','Solteiro','Viúvo','Amasiado','Divorciado'])[1 + g % 5],
             (${sql.raw(`array[${SCHOLARITIES.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`)})[1 + g % ${SCHOLARITIES.length}],
             now() - ((g % 730) || ' days')::interval
      from generate_series(1, ${count}) g`);
    await handle.db.execute(sql`analyze welcomeds`);
  } finally {
    await handle.close();
  }
}

/** Logs in as `username` through POST /authenticate (as the login page does) and answers the access token. */
export async function loginToken(base: string, username = 'admin', password = 'admin'): Promise<string> {
  const res = await fetch(`${base}/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** An HTTP answer as the load clients read it: the status and the body's bytes, left undecoded. */
export interface RawAnswer {
  status: number;
  body: Buffer;
}

interface KeptConnection {
  socket: Socket;
  /** Bytes read and not yet part of an answer. */
  pending: Buffer | null;
  settle: ((error: Error | null, answer?: RawAnswer) => void) | null;
}

const HEAD_END = Buffer.from('\r\n\r\n');
/** A request without its answer after this long fails (a bench never waits for ever). */
const ANSWER_TIMEOUT_MS = 30_000;

/** The first answer in `buffer`, the bytes after it, and whether the server closes the connection after it; null while incomplete. */
function answerIn(buffer: Buffer): { answer: RawAnswer; rest: Buffer | null; closes: boolean } | null {
  const end = buffer.indexOf(HEAD_END);
  if (end < 0) return null;
  const head = buffer.toString('latin1', 0, end);
  const status = Number(head.slice(9, 12));
  const closes = /\r\nconnection: *close/i.test(head);
  const after = (at: number) => (buffer.length > at ? buffer.subarray(at) : null);
  let at = end + 4;
  // no body whatever the head says (RFC 9112 6.3)
  if (status < 200 || status === 204 || status === 304) return { answer: { status, body: Buffer.alloc(0) }, rest: after(at), closes };
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) {
    const total = at + Number(length[1]);
    if (buffer.length < total) return null;
    return { answer: { status, body: buffer.subarray(at, total) }, rest: after(total), closes };
  }
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) throw new Error(`answer with neither Content-Length nor chunked: ${head.slice(0, 200)}`);
  const chunks: Buffer[] = [];
  for (;;) {
    const line = buffer.indexOf('\r\n', at);
    if (line < 0) return null;
    // the size in hex, maybe followed by extensions (';name=value')
    const sizeText = buffer.toString('latin1', at, line).split(';')[0]!.trim();
    if (!/^[0-9a-f]+$/i.test(sizeText)) throw new Error(`bad chunk size '${sizeText.slice(0, 20)}'`);
    const size = parseInt(sizeText, 16);
    if (size === 0) {
      // the trailer fields, if any, up to the blank line
      const last = buffer.indexOf(HEAD_END, line);
      if (last < 0) return null;
      return { answer: { status, body: Buffer.concat(chunks) }, rest: after(last + 4), closes };
    }
    if (buffer.length < line + 2 + size + 2) return null;
    chunks.push(buffer.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
}

/**
 * An HTTP/1.1 load client as lean as wrk's: kept-alive sockets, one request at a time on each, a request written as
 * one string, the answer's head read for its status and length (Content-Length or chunked) and its body kept as
 * bytes. Node's own client (`http.get`, its agent, streams and parser) spent 145 µs per list request on the
 * measured machine's two cores, more than `pg` spends on the same rows (106 µs): on a real deployment the browser is
 * on another machine, so a load client's CPU is a measuring error on the API's side. This one spends ~55 µs.
 * Plain HTTP only (the benches' servers listen on 127.0.0.1); GET only.
 */
export function keepAliveClient(base: string, headers: Record<string, string>) {
  const url = new URL(base);
  if (url.protocol !== 'http:') throw new Error(`keepAliveClient speaks plain HTTP only: ${base}`);
  const port = Number(url.port || 80);
  const fixed = `host: ${url.host}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  const idle: KeptConnection[] = [];
  const all = new Set<KeptConnection>();

  const open = (): KeptConnection => {
    const connection: KeptConnection = { socket: connect(port, url.hostname), pending: null, settle: null };
    all.add(connection);
    connection.socket.setNoDelay(true);
    // a connection that failed or closed is never handed out again
    const drop = (error: Error) => {
      all.delete(connection);
      const at = idle.indexOf(connection);
      if (at >= 0) idle.splice(at, 1);
      connection.socket.destroy();
      const settle = connection.settle;
      connection.settle = null;
      settle?.(error);
    };
    connection.socket.on('data', (chunk: Buffer) => {
      connection.pending = connection.pending ? Buffer.concat([connection.pending, chunk]) : chunk;
      let read: ReturnType<typeof answerIn>;
      try {
        read = answerIn(connection.pending);
      } catch (error) {
        drop(error as Error);
        return;
      }
      if (!read) return;
      const settle = connection.settle;
      connection.settle = null;
      // an answer nobody asked for (a server's 408), bytes beyond the answer, or a server closing: not reused
      if (!settle || read.rest || read.closes) drop(new Error(`${base}: the connection cannot be reused`));
      else {
        connection.pending = null;
        idle.push(connection);
      }
      settle?.(null, read.answer);
    });
    connection.socket.on('error', drop);
    connection.socket.on('close', () => drop(new Error(`${base}: connection closed before the answer`)));
    return connection;
  };

  return {
    get(path: string): Promise<RawAnswer> {
      const connection = idle.pop() ?? open();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => connection.socket.destroy(new Error(`${base}${path}: no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS);
        connection.settle = (error, answer) => {
          clearTimeout(timer);
          if (error) reject(error);
          else resolve(answer!);
        };
        connection.socket.write(`GET ${path} HTTP/1.1\r\n${fixed}`);
      });
    },
    close() {
      for (const connection of all) connection.socket.destroy();
      all.clear();
      idle.length = 0;
    },
  };
}
