/**
 * `pnpm bench complaints`: the complaints back office at national scale.
 *
 * Seeds 100,000 complaints spread over Brazil (random points in the country's box, every state and
 * municipality, scores, closing forecasts, statuses, a tenth archived, one of six organizations
 * each) into a PostgreSQL database of its own (sisacte_bench_complaints, dropped and re-created),
 * starts the compiled API in a child process and measures over real HTTP:
 *   - GET /api/denuncias with each filter, and with a polygon covering one state (São Paulo),
 *     as a holder of VisualizarTodasDemandas and as staff who see their organization's: p95 ≤ 50 ms;
 *   - GET /api/denuncias/report of a filtered list of about 1,000 rows: ≤ 3 s;
 *   - a notification (an archive request, which goes to every holder) reaching 200 STOMP clients
 *     connected with @stomp/stompjs, from the request's send to each MESSAGE: p95 ≤ 1 s.
 * Prints a table and exits 1 when a target is missed.
 *
 * Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Flags: --reuse (keep an already seeded database), --keep (do not drop it at the end),
 *        --requests=N (requests per list case, default 60), --clients=N (STOMP clients, default 200).
 */
import { ROLES } from '@sisacte/contracts/auth/roles';
import { encodeArea } from '@sisacte/contracts/denuncias/complaint-list';
import { NOTIFICATIONS_TOPIC } from '@sisacte/contracts/notificacoes/historico';
import { Client } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/seed';
import { createTokenService } from '../src/lib/tokens';
import { databaseUrl, withPgClient } from '../src/test/pg-admin';
import { BENCH_JWT_SECRET, type BenchRow, elapsed, flagValue, percentile, printBenchTable, printMachineLoad, printVerdict, recreateDatabase, startDeployedApi, withQuery } from './bench-kit';
import type { CompiledServer } from './compiled-server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'sisacte_bench_complaints';
const COMPLAINTS = 100_000;

const args = new Set(process.argv.slice(2));
const REUSE = args.has('--reuse');
const KEEP = args.has('--keep');
const REQUESTS = Number(flagValue(args, 'requests') ?? 60);
const CLIENTS = Number(flagValue(args, 'clients') ?? 200);
const NOTIFICATION_ROUNDS = 10;
const WARMUP = 3;

const TARGET_LIST_P95 = 50;
const TARGET_PDF_MS = 3_000;
const TARGET_NOTIFY_P95 = 1_000;

/** São Paulo state, roughly (lat, lng), clockwise. */
const SAO_PAULO = [
  { lat: -19.8, lng: -50.9 },
  { lat: -20.1, lng: -47.2 },
  { lat: -22.3, lng: -44.2 },
  { lat: -23.4, lng: -44.6 },
  { lat: -25.3, lng: -47.9 },
  { lat: -24.3, lng: -49.3 },
  { lat: -22.6, lng: -53.1 },
];

const dbUrl = () => databaseUrl(ADMIN_URL, DB_NAME);

async function seed(): Promise<void> {
  const t0 = performance.now();
  await recreateDatabase(ADMIN_URL, DB_NAME);
  const handle = await openDatabase({ databaseUrl: dbUrl() });
  await prepareDatabase(handle);
  await handle.close();
  console.log(`  migrations and reference data: ${elapsed(t0)}`);
  await withPgClient(dbUrl(), async (c) => {
    const t1 = performance.now();
    await c.query(`
      INSERT INTO users (name, username, password_hash) SELECT 'Auditor ' || g, 'bench_auditor_' || g, 'x' FROM generate_series(1, 12) g;
      CREATE TEMP TABLE b_cities AS
        SELECT row_number() OVER (ORDER BY c.id) AS rn, c.id, s.uf FROM cities c JOIN states s ON s.id = c.state_id WHERE s.country_id = 1;
      CREATE TEMP TABLE b_orgs AS SELECT row_number() OVER (ORDER BY id) AS rn, id FROM organizations;
      CREATE TEMP TABLE b_authors AS SELECT row_number() OVER (ORDER BY id) AS rn, id, username, name FROM users WHERE username LIKE 'bench_auditor_%';
      SELECT setseed(0.17);
      CREATE TEMP TABLE b_seed AS
        SELECT g AS n, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8
        FROM generate_series(1, ${COMPLAINTS}) g;
    `);
    const [{ cities }] = (await c.query<{ cities: number }>('SELECT count(*)::int AS cities FROM b_cities')).rows as [{ cities: number }];
    const [{ orgs }] = (await c.query<{ orgs: number }>('SELECT count(*)::int AS orgs FROM b_orgs')).rows as [{ orgs: number }];
    await c.query(`
      INSERT INTO complaints (numerodemanda, nomefantasia, enderecoempresa, municipio_id, uf, cadastrador, nome_cadastrador, cadastrador_id,
                              status, arquivada, score, estabelecimento, estabelecimento_encerramento, receipt_hash, created_at)
      SELECT 'DEN-2026-' || lpad(s.n::text, 6, '0'), 'Estabelecimento ' || s.n, 'Rodovia ' || (s.n % 400) || ', km ' || (s.n % 90),
             bc.id, bc.uf,
             CASE WHEN s.r7 < 0.3 THEN ba.username END, CASE WHEN s.r7 < 0.3 THEN ba.name END, CASE WHEN s.r7 < 0.3 THEN ba.id END,
             CASE WHEN s.r5 < 0.7 THEN 'Protocolada' WHEN s.r5 < 0.9 THEN 'Encaminhada para Fiscalização' ELSE 'Fiscalizada' END,
             s.r6 < 0.1,
             floor(s.r3 * 80)::int,
             CASE WHEN s.r8 < 0.97 THEN point(-73.5 + s.r1 * 39, -33.5 + s.r2 * 38.5) END,
             CASE WHEN s.r4 < 0.6 THEN current_date + floor(s.r4 * 300 - 60)::int END,
             'bench', now() - s.r8 * interval '900 days'
      FROM b_seed s
      JOIN b_cities bc ON bc.rn = 1 + (s.n::bigint * 7919 % ${cities})
      JOIN b_authors ba ON ba.rn = 1 + (s.n % 12)
      ORDER BY s.n;
      -- In bulk, with the row trigger off (session_replication_role), then organization_ids in one
      -- statement, as migration 0026 fills it: 100,000 one-row updates would triple the seeding.
      SET session_replication_role = replica;
      INSERT INTO complaint_organizations (complaint_id, organization_id)
        SELECT c.id, o.id FROM complaints c JOIN b_orgs o ON o.rn = 1 + (c.id * 31 % ${orgs});
      RESET session_replication_role;
      UPDATE complaints c SET organization_ids = o.ids
        FROM (SELECT complaint_id, array_agg(organization_id ORDER BY organization_id) AS ids FROM complaint_organizations GROUP BY complaint_id) o
        WHERE o.complaint_id = c.id;
    `);
    await c.query('VACUUM ANALYZE');
    console.log(`  ${COMPLAINTS} complaints: ${elapsed(t1)}`);
  });
}

interface Api {
  server: CompiledServer;
  holderToken: string;
  staffToken: string;
  staffId: number;
  holders: { id: number; token: string }[];
}

async function startApi(): Promise<Api> {
  const tokens = createTokenService({ secret: BENCH_JWT_SECRET, ttlSeconds: 3600 });
  const users = await withPgClient(dbUrl(), async (c) => {
    // Kept across runs (--reuse): their requests and history name them.
    const insert = async (username: string, roles: string[]) => {
      const user = (
        await c.query<{ id: number }>(
          `INSERT INTO users (name, username, password_hash) VALUES ($1, $1, 'x')
           ON CONFLICT (lower(username)) WHERE deleted_at IS NULL DO UPDATE SET name = excluded.name RETURNING id`,
          [username],
        )
      ).rows[0]!;
      await c.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = ANY($2) ON CONFLICT DO NOTHING`, [user.id, roles]);
      return { id: user.id, username, roles };
    };
    const holder = await insert('bench_u_chefe', [ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    const staff = await insert('bench_u_auditor', [ROLES.DENUNCIAS]);
    await c.query(`INSERT INTO user_organizations (user_id, organization_id) SELECT $1, min(id) FROM organizations ON CONFLICT DO NOTHING`, [staff.id]);
    const holders = [];
    for (let i = 0; i < CLIENTS; i++) holders.push(await insert(`bench_u_sino_${i}`, [ROLES.DENUNCIAS, ROLES.VISUALIZAR_TODAS_DEMANDAS]));
    return { holder, staff, holders };
  });
  const sign = async (u: { id: number; username: string; roles: string[] }) => (await tokens.sign({ id: u.id, username: u.username, name: u.username, roles: u.roles })).token;
  const server = await startDeployedApi(dbUrl());
  return {
    server,
    holderToken: await sign(users.holder),
    staffToken: await sign(users.staff),
    staffId: users.staff.id,
    holders: await Promise.all(users.holders.map(async (u) => ({ id: u.id, token: await sign(u) }))),
  };
}

async function timed(api: Api, path: string, token: string): Promise<{ ms: number; body: ArrayBuffer }> {
  const t0 = performance.now();
  const res = await fetch(api.server.base + path, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
  return { ms, body };
}

async function measure(api: Api, name: string, paths: string[], token: string): Promise<BenchRow> {
  for (const path of paths.slice(0, WARMUP)) await timed(api, path, token);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push((await timed(api, paths[i % paths.length]!, token)).ms);
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return { name, n: times.length, p50: percentile(times, 50), p95, max: times[times.length - 1]!, target: `p95 ≤ ${TARGET_LIST_P95} ms`, ok: p95 <= TARGET_LIST_P95 };
}

async function listCases(): Promise<[string, string[]][]> {
  return withPgClient(dbUrl(), async (c) => {
    const col = async <T>(q: string) => (await c.query<{ v: T }>(q)).rows.map((r) => r.v);
    const cities = await col<number>(`SELECT municipio_id AS v FROM complaints GROUP BY 1 ORDER BY count(*) DESC LIMIT 50`);
    const ufs = await col<string>(`SELECT DISTINCT uf AS v FROM complaints ORDER BY 1`);
    const orgs = await col<number>(`SELECT id AS v FROM organizations ORDER BY id`);
    const n = Math.max(REQUESTS, 60);
    const range = (f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));
    const cyc = <T>(values: readonly T[], i: number) => values[i % values.length]!;
    const q = (params: Record<string, string | number>) => withQuery('/api/denuncias', params);
    // i-th window's end (up to 850 days back) and its start 30 days before: never reversed (the server refuses those)
    const back = (i: number) => (i * 37) % 850;
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    return [
      ['sem filtro', range((i) => q({ page: i % 50 }))],
      ['data_ini + data_fim (30 dias)', range((i) => q({ data_ini: daysAgo(back(i) + 30), data_fim: daysAgo(back(i)) }))],
      ['score_ini + score_fim', range((i) => q({ score_ini: i % 60, score_fim: (i % 60) + 10 }))],
      ['encerramento', range((i) => q({ encerramento: cyc(['30', '45', '60', '90', 'sem_previsao'], i) }))],
      ['uf', range((i) => q({ uf: cyc(ufs, i) }))],
      ['municipio', range((i) => q({ municipio: cyc(cities, i) }))],
      ['organizacao', range((i) => q({ organizacao: cyc(orgs, i) }))],
      ['status', range((i) => q({ status: cyc(['Protocolada', 'Encaminhada para Fiscalização', 'Fiscalizada'], i) }))],
      ['arquivada=true', range((i) => q({ arquivada: 'true', page: i % 20 }))],
      ['área: polígono de SP', range((i) => q({ area: encodeArea(SAO_PAULO), page: i % 10 }))],
      ['área de SP + score + status', range((i) => q({ area: encodeArea(SAO_PAULO), score_ini: i % 40, status: 'Protocolada' }))],
      ['pontos do mapa, área de SP', range(() => `/api/denuncias/pontos?area=${encodeURIComponent(encodeArea(SAO_PAULO))}`)],
    ];
  });
}

/** A filter of about 1,000 rows for the PDF: a score band of the archived list. */
async function pdfCase(): Promise<{ path: string; rows: number }> {
  return withPgClient(dbUrl(), async (c) => {
    for (let score = 0; score < 80; score++) {
      for (let width = 0; width < 20; width++) {
        const { rows } = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM complaints WHERE NOT arquivada AND score BETWEEN $1 AND $2`, [score, score + width]);
        if (rows[0]!.n >= 950 && rows[0]!.n <= 1_050) return { path: `/api/denuncias/report?score_ini=${score}&score_fim=${score + width}`, rows: rows[0]!.n };
        if (rows[0]!.n > 1_050) break;
      }
    }
    throw new Error('no score band of about 1,000 complaints');
  });
}

function connectClient(api: Api, token: string, onMessage: (at: number, body: string) => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(`${api.server.base.replace('http', 'ws')}/api/ws`, ['v12.stomp']),
      connectHeaders: { Authorization: `Bearer ${token}` },
      reconnectDelay: 0,
      onConnect: () => {
        client.subscribe(NOTIFICATIONS_TOPIC, (m) => onMessage(performance.now(), m.body));
        resolve(client);
      },
      onStompError: (f) => reject(new Error(f.headers.message)),
      onWebSocketClose: () => reject(new Error('closed')),
    });
    client.activate();
  });
}

async function notificationFanOut(api: Api): Promise<BenchRow> {
  const arrivals = new Map<number, number[]>();
  const clients = await Promise.all(
    api.holders.map((h) =>
      connectClient(api, h.token, (at, body) => {
        const id = (JSON.parse(body) as { id: number }).id;
        arrivals.set(id, [...(arrivals.get(id) ?? []), at]);
      }),
    ),
  );
  await new Promise((r) => setTimeout(r, 500));
  const complaints = await withPgClient(dbUrl(), async (c) =>
    (
      await c.query<{ id: number }>(
        `SELECT c.id FROM complaints c JOIN complaint_organizations co ON co.complaint_id = c.id JOIN user_organizations uo ON uo.organization_id = co.organization_id
         WHERE uo.user_id = $1 AND NOT c.arquivada AND NOT EXISTS (SELECT 1 FROM archive_requests a WHERE a.complaint_id = c.id) ORDER BY c.id LIMIT $2`,
        [api.staffId, NOTIFICATION_ROUNDS + 1],
      )
    ).rows.map((r) => r.id),
  );
  const latencies: number[] = [];
  let missing = 0;
  for (const [round, id] of complaints.entries()) {
    const sent = performance.now();
    const res = await fetch(`${api.server.base}/api/notificacoes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tipo: 'Arquivamento', src_id: id, conteudo: { titulo: 'Bench', justificativaAuditor: 'Medindo o sino' } }),
    });
    if (res.status !== 201) throw new Error(`POST /api/notificacoes answered ${res.status}: ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 1_500));
    const notificationId = await withPgClient(dbUrl(), async (c) => (await c.query<{ id: number }>(`SELECT max(id) AS id FROM notifications`)).rows[0]!.id);
    const got = arrivals.get(notificationId) ?? [];
    missing += clients.length - got.length;
    // The first round warms the path up.
    if (round > 0) latencies.push(...got.map((at) => at - sent));
  }
  await Promise.all(clients.map((c) => c.deactivate()));
  latencies.sort((a, b) => a - b);
  const p95 = latencies.length ? percentile(latencies, 95) : Number.NaN;
  return {
    name: `notificação a ${clients.length} clientes STOMP`,
    n: latencies.length,
    p50: latencies.length ? percentile(latencies, 50) : Number.NaN,
    p95,
    max: latencies[latencies.length - 1] ?? Number.NaN,
    target: `p95 ≤ ${TARGET_NOTIFY_P95} ms, todas entregues`,
    ok: p95 <= TARGET_NOTIFY_P95 && missing === 0,
    note: missing ? `${missing} não entregues` : undefined,
  };
}

async function main() {
  console.log(`Benchmark: denúncias (${COMPLAINTS}) em ${new URL(ADMIN_URL).host}/${DB_NAME}`);
  if (!REUSE) await seed();
  const api = await startApi();
  try {
    const rows: BenchRow[] = [];
    for (const [name, paths] of await listCases()) rows.push(await measure(api, `GET /api/denuncias ${name} (quem vê todas)`, paths, api.holderToken));
    rows.push(await measure(api, 'GET /api/denuncias sem filtro (equipe de uma organização)', Array.from({ length: 60 }, (_, i) => `/api/denuncias?page=${i % 20}`), api.staffToken));
    const pdf = await pdfCase();
    const { ms, body } = await timed(api, pdf.path, api.holderToken);
    rows.push({ name: `PDF da lista filtrada (${pdf.rows} linhas, ${(body.byteLength / 1024).toFixed(0)} KB)`, n: 1, p50: ms, p95: ms, max: ms, target: `≤ ${TARGET_PDF_MS / 1000} s`, ok: ms <= TARGET_PDF_MS });
    rows.push(await notificationFanOut(api));
    printBenchTable(rows);
    printMachineLoad();
    printVerdict(rows.filter((r) => !r.ok).map((r) => r.name));
  } finally {
    await api.server.stop();
    if (!KEEP && !REUSE) await withPgClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
