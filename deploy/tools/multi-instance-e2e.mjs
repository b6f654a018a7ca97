#!/usr/bin/env node
// Two API instances behind Debian's nginx on one PostgreSQL database, as production runs them.
// nginx gets deploy/nginx as it is — the main config, the site, the snippets —
// with only paths moved to a temporary folder and the upstream (conf.d/api-upstream.conf) pointed
// at the two local instances. The run shows that:
//   1. a token from a login through A works through B (a welcomed person is created there), and a
//      logout through B ends it on A;
//   2. the failed-login limit, the accepted-complaint limit and a per-route limit (address search)
//      count requests to A, to B and through nginx together;
//   3. kill -9 of B in the middle of a stream of complaints through nginx loses no acknowledged
//      complaint (clients send again, up to three times, with the same Idempotency-Key, as the form does);
//   4. B restarted sees the same limits and sessions (nothing lived in its memory).
// Client addresses are told apart by connecting from different loopback addresses (127.0.0.x);
// nginx passes $remote_addr on, and the API trusts it (TRUST_PROXY=true), as in production.
//
// Needs PostgreSQL at 127.0.0.1:5432 (TEST_DATABASE_URL to use another) and nginx
// (/usr/sbin/nginx: apt-get install nginx). Without them it is skipped, except with CI=true.
// The instances run the sources with tsx; with E2E_COMPILED=1 (npm test, right after the build) the
// compiled server, as deployed, which starts without compiling the sources each time.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS } from './serve.mjs';

const pg = createRequire(path.join(ROOT, 'packages/server/package.json'))('pg');

const CI = Boolean(process.env.CI) && process.env.CI !== 'false';
const STREAM = 60; // complaints in the stream during which B is killed
const KILL_AFTER = 20; // acknowledged complaints before the kill
const LIMITS = { COMPLAINT_RATE_LIMIT_IP: '3', LOGIN_RATE_LIMIT_USER: '3', GEO_RATE_LIMIT_IP: '6' };

const started = Date.now();
const log = (message) => console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${message}`);
const children = new Set();
let tmp;
let adminUrl;
let dbName;

function check(condition, message) {
  if (!condition) throw new Error(message);
  log(`✓ ${message}`);
}

function skip(reason) {
  if (CI) throw new Error(`${reason} (em CI este teste é obrigatório)`);
  console.log(`⚠ teste de duas instâncias atrás do nginx PULADO: ${reason}`);
  process.exit(0);
}

// ------------------------------------------------------------------ prerequisites

function findNginx() {
  const candidates = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((d) => path.join(d, 'nginx'))];
  return candidates.find((file) => fs.existsSync(file));
}

async function findPostgres() {
  const override = process.env.TEST_DATABASE_URL?.trim();
  const candidates = override ? [override] : ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return url;
    } catch {
      // next candidate
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

async function sql(text, params = []) {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function admin(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// ------------------------------------------------------------------ processes

function startProcess(name, cmd, args, env = {}) {
  const out = fs.openSync(path.join(tmp, `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.label = name;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const tail = (name, lines = 30) => {
  const file = path.join(tmp, `${name}.log`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';
};

const COMPILED = process.env.E2E_COMPILED === '1';
const API_ARGS = COMPILED ? [...SERVER_NODE_FLAGS, SERVER_ENTRY] : ['--import', 'tsx', 'packages/server/src/main.ts'];

function startApi(name, port, env) {
  return startProcess(name, process.execPath, API_ARGS, {
    ...(COMPILED ? { ...SERVER_ENV, ...process.env } : {}), // the caller's environment over node-env.json, as npm start does
    ...env,
    PORT: String(port),
    DATA_DIR: path.join(tmp, `data-${name}`),
  });
}

async function waitHealthy(name, port, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} terminou ao iniciar:\n${tail(name)}`);
    const res = await request({ port, path: '/api/health' }).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} não respondeu em /api/health:\n${tail(name)}`);
}

const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

// ------------------------------------------------------------------ HTTP

/** One request on a new connection, from `from` (a loopback address: the client address the API sees). */
function request({ port, method = 'GET', path: urlPath, headers = {}, body, from = '127.0.0.1' }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        localAddress: from,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, json, text });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Solves an ALTCHA challenge the way the widget does (SHA-256 of salt + number) and returns the payload. */
async function solvedCaptcha(port) {
  const res = await request({ port, path: '/api/captcha/challenge' });
  if (res.status !== 200) throw new Error(`captcha: ${res.status} ${res.text}`);
  const c = res.json;
  for (let n = 0; n <= c.maxnumber; n++) {
    if (crypto.createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) {
      const solution = { algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature };
      return Buffer.from(JSON.stringify(solution)).toString('base64');
    }
  }
  throw new Error('captcha sem solução');
}

// ------------------------------------------------------------------ nginx

/** deploy/nginx in `dir`, as production installs it in /etc/nginx, with local paths, port and upstream. */
function writeNginxConfig(dir, port, upstreams) {
  const etc = path.join(dir, 'etc');
  fs.cpSync(path.join(ROOT, 'deploy/nginx'), etc, { recursive: true });
  fs.copyFileSync('/etc/nginx/mime.types', path.join(etc, 'mime.types'));
  for (const sub of ['logs', 'html/shell', 'html/registry', 'temp']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  fs.writeFileSync(path.join(dir, 'html/shell/index.html'), '<!doctype html><title>SisActe</title>\n');

  const edit = (file, replacements) => {
    const full = path.join(etc, file);
    let text = fs.readFileSync(full, 'utf8');
    for (const [from, to] of replacements) {
      if (!text.includes(from)) throw new Error(`deploy/nginx/${file} mudou: "${from}" não está mais lá; ajuste este teste`);
      text = text.split(from).join(to);
    }
    fs.writeFileSync(full, text);
  };
  const asRoot = process.getuid?.() === 0;
  edit('nginx.conf', [
    // The workers need to read this folder: as root, keep root's user; otherwise there is no user to switch to.
    ['user  nginx;', asRoot ? 'user  root;' : ''],
    ['/run/nginx.pid', path.join(dir, 'nginx.pid')],
    ['/var/log/nginx/', `${dir}/logs/`],
    ['/etc/nginx/', `${etc}/`],
  ]);
  edit('conf.d/sisacte.conf', [
    ['listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`],
    ['/etc/nginx/snippets/', `${etc}/snippets/`],
    ['/usr/share/nginx/html', `${dir}/html`],
  ]);
  // The one file production swaps per environment: here, the two local instances.
  fs.writeFileSync(
    path.join(etc, 'conf.d/api-upstream.conf'),
    [
      'upstream api {',
      '    zone api 64k;',
      ...upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`),
      '    keepalive 32;',
      '    keepalive_timeout 60s;',
      '}',
      '',
    ].join('\n'),
  );
  // Temporary files of this nginx in the folder too (Debian's defaults are under /var/lib/nginx).
  fs.writeFileSync(
    path.join(etc, 'conf.d/zz-e2e-temp-paths.conf'),
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/temp/${t};`).join('\n') + '\n',
  );
  return path.join(etc, 'nginx.conf');
}

// ------------------------------------------------------------------ the run

async function main() {
  const nginx = findNginx();
  if (!nginx) skip('nginx não encontrado (apt-get install nginx)');
  adminUrl = await findPostgres();
  if (!adminUrl) skip('PostgreSQL não respondeu em 127.0.0.1:5432 (ou TEST_DATABASE_URL)');

  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sisacte-multi-'));
  dbName = `sisacte_e2e_${crypto.randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;
  log(`banco novo ${dbName}, pasta ${tmp}`);

  const [portA, portB, portWeb] = [await freePort(), await freePort(), await freePort()];
  const adminPassword = crypto.randomBytes(12).toString('base64url');
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
    ADMIN_PASSWORD: adminPassword,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIR: path.join(tmp, 'no-web'),
    REGISTRY_DIR: path.join(tmp, 'no-registry'),
    CEP_PROVIDER: 'local',
    ALTCHA_MAX_NUMBER: '1000',
    ...LIMITS,
  };
  // Both start at once, as replicas do: migrations and seeds take turns under the start-up lock.
  let apiA = startApi('api-a', portA, env);
  let apiB = startApi('api-b', portB, env);
  await Promise.all([waitHealthy('api-a', portA, apiA), waitHealthy('api-b', portB, apiB)]);
  log(`instâncias A (:${portA}, pid ${apiA.pid}) e B (:${portB}, pid ${apiB.pid}) prontas`);

  const conf = writeNginxConfig(tmp, portWeb, [portA, portB]);
  const nginxArgs = ['-p', tmp, '-c', conf, '-e', path.join(tmp, 'logs/error.log')];
  const test = startProcess('nginx-t', nginx, [...nginxArgs, '-t']);
  await exited(test);
  if (test.exitCode !== 0) throw new Error(`nginx -t recusou a configuração:\n${tail('nginx-t')}`);
  const web = startProcess('nginx', nginx, [...nginxArgs, '-g', 'daemon off;']);
  const deadline = Date.now() + 10_000;
  while ((await request({ port: portWeb, path: '/healthz' }).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline || web.exitCode !== null) throw new Error(`nginx não subiu:\n${tail('nginx')}\n${tail('logs/error')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  log(`nginx (${nginx}) em :${portWeb} com deploy/nginx, upstream = A + B`);
  const A = { port: portA, name: 'A' };
  const B = { port: portB, name: 'B' };
  const NGINX = { port: portWeb, name: 'nginx' };

  // 1. A session opened on A is good on B.
  const loginRes = await request({ port: A.port, method: 'POST', path: '/authenticate', body: { username: 'admin', password: adminPassword } });
  check(loginRes.status === 200, `login do administrador pela instância A (${loginRes.status})`);
  const auth = { authorization: `Bearer ${loginRes.json.access_token}` };
  const [venezuela] = await sql(`SELECT id FROM countries WHERE iso2 = 'VE'`);
  const person = { name: 'Yelitza Duas Instâncias', gender: 'Feminino', nacionality: venezuela.id };
  const created = await request({ port: B.port, method: 'POST', path: '/api/welcomed', headers: auth, body: person });
  check(created.status === 201 && created.json?.id > 0, `com o token de A, a instância B cadastra uma pessoa acolhida (${created.status}, id ${created.json?.id})`);
  const readBack = await request({ port: NGINX.port, path: `/api/welcomeds/${created.json.id}`, headers: auth });
  check(readBack.status === 200 && readBack.json?.name === person.name, 'a pessoa é lida de volta pelo nginx');
  check(readBack.headers['x-frame-options'] === 'DENY' && /frame-ancestors 'none'/.test(readBack.headers['content-security-policy'] ?? ''), 'pelo nginx, com os cabeçalhos de deploy/nginx');
  // The registry's own files name who released what: served never, though its versions are.
  fs.mkdirSync(path.join(tmp, 'html/registry/mf-painel/v1'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'html/registry/.history.jsonl'), '{"por":"Fulano"}\n');
  fs.writeFileSync(path.join(tmp, 'html/registry/mf-painel/v1/remoteEntry.js'), '// entry\n');
  const history = await request({ port: NGINX.port, path: '/registry/.history.jsonl' });
  const entry = await request({ port: NGINX.port, path: '/registry/mf-painel/v1/remoteEntry.js' });
  check(history.status === 404 && entry.status === 200, `o histórico de versões não é servido, as versões sim (${history.status}, ${entry.status})`);

  // 2a. Failed logins of one (username, address) pair: A, B and nginx count together.
  const tryLogin = (target, password, from) => request({ port: target.port, method: 'POST', path: '/authenticate', body: { username: 'admin', password }, from });
  const failures = [];
  for (const target of [A, B, NGINX]) failures.push((await tryLogin(target, 'senha-errada', '127.0.0.2')).status);
  check(failures.join() === '401,401,401', `3 senhas erradas de 127.0.0.2: uma em A, uma em B, uma pelo nginx (${failures.join(', ')})`);
  const blocked = [];
  for (const target of [A, B, NGINX]) blocked.push((await tryLogin(target, adminPassword, '127.0.0.2')).status);
  check(blocked.join() === '429,429,429', `o par (admin, 127.0.0.2) está bloqueado em A, em B e pelo nginx (${blocked.join(', ')})`);
  check((await tryLogin(NGINX, adminPassword, '127.0.0.3')).status === 200, 'o dono entra de outro endereço (nenhuma conta é trancada)');

  // 2b. Accepted complaints per address: three in all, whichever instance takes them.
  const questionnaire = (await request({ port: NGINX.port, path: '/api/questoes/list' })).json;
  const [maraba] = await sql(`SELECT c.id FROM cities c JOIN states s ON s.id = c.state_id WHERE s.uf = 'PA' AND c.nome = 'Marabá'`);
  const complaint = complaintBody(questionnaire, maraba.id);
  const submit = async (target, from, key, captchaFrom = target) => {
    const captcha = await solvedCaptcha(captchaFrom.port);
    const headers = key ? { 'idempotency-key': key } : {};
    return request({ port: target.port, method: 'POST', path: `/api/denuncias-create?g_recaptcha_response=${encodeURIComponent(captcha)}`, headers, body: complaint, from });
  };
  const accepted = [];
  // Each captcha is solved for another instance than the one that takes the complaint.
  for (const [target, captchaFrom] of [[A, B], [B, A], [NGINX, A]]) accepted.push((await submit(target, '127.0.0.4', undefined, captchaFrom)).status);
  check(accepted.join() === '201,201,201', `3 denúncias de 127.0.0.4 aceitas: por A, por B e pelo nginx, com captchas emitidos pela outra instância (${accepted.join(', ')})`);
  const refused = [];
  for (const target of [A, B, NGINX]) refused.push((await submit(target, '127.0.0.4')).status);
  check(refused.join() === '429,429,429', `a 4ª de 127.0.0.4 é recusada em A, em B e pelo nginx (${refused.join(', ')})`);

  // 2c. A per-route limit of @fastify/rate-limit (address search, 6 a minute).
  const searches = [];
  for (let i = 0; i < 6; i++) searches.push((await request({ port: (i % 2 ? B : A).port, path: '/api/geo/search?q=Bel%C3%A9m', from: '127.0.0.5' })).status);
  for (const target of [NGINX, A, B]) searches.push((await request({ port: target.port, path: '/api/geo/search?q=Bel%C3%A9m', from: '127.0.0.5' })).status);
  check(searches.join() === '200,200,200,200,200,200,429,429,429', `buscas de endereço de 127.0.0.5: 6 alternando A e B, depois 429 no nginx, em A e em B`);

  // 3. A stream of complaints through nginx; B is killed with SIGKILL in the middle.
  const [{ n: before }] = await sql('SELECT count(*)::int AS n FROM complaints');
  const acknowledged = new Map(); // idempotency key -> complaint id
  const outcomes = { retried: 0, replayed: 0, lost: 0 };
  let killedAt = null;
  let next = 0;
  const worker = async () => {
    while (next < STREAM) {
      const i = next++;
      const key = `e2e-stream-${i}-${crypto.randomBytes(4).toString('hex')}`;
      const from = `127.0.1.${i + 1}`; // one address each: the complaint limit is not what this part tests
      let res = await submit(NGINX, from, key).catch((error) => ({ status: 0, error }));
      // The answer was lost (the instance died with the request): sent again with the same key, as the form does when
      // the person presses 'Enviar' again, up to three times. More than once: nginx sends a POST down a kept-alive
      // connection to the dead instance without trying the other (it may have been sent), and answers 502, until it
      // has seen that instance fail max_fails times.
      for (let again = 0; again < 3 && (res.status === 0 || res.status >= 500); again++) {
        if (again === 0) outcomes.retried++;
        await new Promise((resolve) => setTimeout(resolve, 200));
        res = await submit(NGINX, from, key).catch((error) => ({ status: 0, error }));
        if (res.status === 200) outcomes.replayed++; // stored before the kill: the same complaint answered again
      }
      if (res.status === 201 || res.status === 200) acknowledged.set(key, res.json.id);
      else outcomes.lost++;
      if (acknowledged.size >= KILL_AFTER && killedAt === null) {
        killedAt = acknowledged.size;
        apiB.kill('SIGKILL');
        log(`kill -9 da instância B (pid ${apiB.pid}) com ${killedAt} denúncias confirmadas e outras em andamento`);
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await exited(apiB);
  const ids = [...acknowledged.values()];
  const found = await sql('SELECT id FROM complaints WHERE id = ANY($1::int[])', [ids]);
  const [{ n: after }] = await sql('SELECT count(*)::int AS n FROM complaints');
  const served = servedBy(path.join(tmp, 'logs/access.log'), [portA, portB]);
  log(`fluxo: ${STREAM} envios, ${acknowledged.size} confirmados, ${outcomes.retried} reenviados após perder a resposta (${outcomes.replayed} já gravados, devolvidos pela Idempotency-Key), ${outcomes.lost} sem resposta; respostas pelo nginx: A ${served[portA]}, B ${served[portB]}`);
  check(killedAt !== null && served[portB] > 0, 'B respondeu pelo nginx antes de morrer');
  check(found.length === ids.length && new Set(ids).size === ids.length, `todas as ${ids.length} denúncias confirmadas estão no banco, sem repetição`);
  check(outcomes.lost === 0 && after - before === ids.length, `nenhum envio ficou sem resposta nem virou gêmeo (${after - before} novas no banco)`);

  // 4. B comes back: the limits and sessions it sees are the ones in PostgreSQL.
  apiB = startApi('api-b', portB, env);
  await waitHealthy('api-b', portB, apiB);
  log(`B reiniciada (pid ${apiB.pid})`);
  check((await submit(B, '127.0.0.4')).status === 429, 'B reiniciada ainda recusa a 4ª denúncia de 127.0.0.4');
  check((await tryLogin(B, adminPassword, '127.0.0.2')).status === 429, 'B reiniciada ainda bloqueia o par (admin, 127.0.0.2)');
  check((await request({ port: B.port, path: '/api/session', headers: auth })).status === 200, 'B reiniciada aceita o token emitido por A');
  check((await request({ port: B.port, method: 'POST', path: '/api/logout', headers: auth })).status === 204, 'logout pela instância B');
  check((await request({ port: A.port, path: '/api/session', headers: auth })).status === 401, 'o token encerrado em B é recusado por A');
  const keys = await sql('SELECT key FROM rate_limit_events UNION ALL SELECT key FROM rate_limit_windows');
  const clear = keys.every(({ key }) => key.length === 32 && !/127\.0\./.test(key.toString('latin1')));
  check(keys.length > 0 && clear, `limites no PostgreSQL só como resumos HMAC (${keys.length} linhas, nenhum endereço)`);
}

/** The seeded questionnaire answered (required top-level questions), for an establishment in Marabá. */
function complaintBody(categories, cityId) {
  const all = categories.flatMap((c) => c.questoes);
  const questoes = [];
  for (const q of all.filter((x) => x.requerido && x.parent === null)) {
    const choice = q.opcoes.find((o) => !all.some((c) => c.parent === q.id && c.parentAnswer === o.valor)) ?? q.opcoes[0];
    questoes.push({ idQuestao: q.id, resposta: q.tipo === 2 ? '10' : q.tipo === 1 ? 'texto' : q.tipo === 3 ? choice.id : [choice.id] });
  }
  return {
    demanda: { nomefantasia: 'Fazenda Duas Instâncias', enderecoempresa: 'Estrada vicinal, km 12', municipio: { id: cityId, nome: 'Marabá' }, ufendempresa: { uf: 'PA' } },
    questoes,
    estabelecimento_latitude: -5.38,
    estabelecimento_longitude: -49.13,
  };
}

/** Answers per upstream port in nginx's access log (log_format sisacte: upstream=<addr>[, <addr>]). */
function servedBy(file, ports) {
  const counts = Object.fromEntries(ports.map((p) => [p, 0]));
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const upstream = /upstream=(\S+)/.exec(line)?.[1]?.split(',').at(-1);
    const port = Number(upstream?.split(':').at(-1));
    if (port in counts && / 20[01] /.test(line)) counts[port]++;
  }
  return counts;
}

async function cleanup() {
  for (const child of children) child.kill(child.label === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  await Promise.all([...children].map((child) => Promise.race([exited(child), new Promise((r) => setTimeout(r, 5000))])));
  for (const child of children) child.kill('SIGKILL');
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  if (tmp && !process.env.KEEP_E2E_TMP) fs.rmSync(tmp, { recursive: true, force: true });
}

let failed = false;
try {
  await main();
  console.log(`\n✔ duas instâncias atrás do nginx: limites e sessões valem em ambas, nada confirmado se perdeu (${((Date.now() - started) / 1000).toFixed(0)} s)`);
} catch (error) {
  failed = true;
  console.error(`\n✖ ${error.message}`);
  if (tmp) for (const name of ['api-a', 'api-b', 'nginx']) console.error(`--- ${name}.log ---\n${tail(name, 15)}`);
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
