/**
 * The access trail's cost where a user meets it: a person's screen and the lists of one person's
 * records (GET /api/welcomeds/{id}, /api/stays, /api/forwardings and /api/monitors with ?welcomed_id),
 * each of which writes one trail entry before it answers. Called by `pnpm bench people` on its API.
 *
 * Each path is measured on the API as deployed ("com trilha"), then with the database function that
 * writes a read's entry replaced, as the superuser, by one that writes nothing ("sem trilha": the API
 * still makes the call, so that side keeps the call's round trip). The round trip of that call is
 * measured apart, straight through pg, and its median added to the difference: the cost is
 * Δp95 + the call's round trip, target ≤ 1 ms for the four paths together (each path's row is
 * printed beside it: one path's p95 alone moves by about a millisecond from run to run). After a warm-up of every path, short blocks
 * alternate (with, without, then without, with, …) so that the machine's drift falls on both sides
 * alike; the original function is put back whatever happens.
 */
import pg from 'pg';
import { type BenchRow, loadavg, percentile, withQuery } from './bench-kit';

export const TARGET_TRAIL_COST_MS = 1;
/** Requests per path in one block of one side. */
const BLOCK = 10;

const NO_OP = `CREATE OR REPLACE FUNCTION access_trail_append_read(
  p_user_id integer, p_action varchar, p_record_type varchar, p_record_id bigint,
  p_subject_type varchar, p_subject_id bigint, p_route varchar, p_details text
) RETURNS void LANGUAGE plpgsql AS $$ BEGIN END; $$`;

async function timed(base: string, token: string, path: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - t0;
}

export async function trailCost(options: { base: string; token: string; dbUrl: string; requests: number }): Promise<BenchRow[]> {
  const admin = new pg.Client({ connectionString: options.dbUrl });
  await admin.connect();
  const original = (await admin.query<{ def: string }>(`SELECT pg_get_functiondef('access_trail_append_read'::regproc) AS def`)).rows[0]!.def;
  const people = (await admin.query<{ id: number }>(`SELECT id FROM welcomeds WHERE status = 'active' ORDER BY id % 971, id LIMIT 100`)).rows.map((r) => r.id);
  // At least 300 a path (1,200 a side): with 60, the four-together p95 moved by more than the target from run to run.
  const n = Math.max(options.requests, 300);
  const cases: [string, (i: number) => string][] = [
    ['GET /api/welcomeds/{id}', (i) => `/api/welcomeds/${people[i % people.length]}`],
    ['GET /api/stays?welcomed_id', (i) => withQuery('/api/stays', { welcomed_id: people[(i * 7) % people.length]! })],
    ['GET /api/forwardings?welcomed_id', (i) => withQuery('/api/forwardings', { welcomed_id: people[(i * 11) % people.length]! })],
    ['GET /api/monitors?welcomed_id', (i) => withQuery('/api/monitors', { welcomed_id: people[(i * 13) % people.length]! })],
  ];
  const samples = new Map(cases.map(([name]) => [name, { with: [] as number[], without: [] as number[] }]));
  const block = async (side: 'with' | 'without', round: number) => {
    for (const [name, path] of cases) {
      for (let i = round * BLOCK; i < (round + 1) * BLOCK; i++) samples.get(name)![side].push(await timed(options.base, options.token, path(i)));
    }
  };
  let roundTrip: number[] = [];
  let realCall: number[] = [];
  const load = loadavg();
  try {
    for (const [, path] of cases) for (let i = 0; i < 20; i++) await timed(options.base, options.token, path(i)); // warm-up
    for (let round = 0; round < Math.ceil(n / BLOCK); round++) {
      for (const side of round % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
        await admin.query(side === 'with' ? original : NO_OP);
        // The swap drops the plans that use the function: the first calls after it plan again, unmeasured.
        for (const [, path] of cases) for (let i = 0; i < 2; i++) await timed(options.base, options.token, path(i));
        await block(side, round);
      }
    }
    await admin.query(original);
    // The call's own round trip (the no-op, as the API sends it), measured apart.
    await admin.query(NO_OP);
    const call = `SELECT access_trail_append_read($1::int, 'read'::varchar, 'pessoa'::varchar, $2::bigint, 'pessoa'::varchar, $2::bigint, 'GET /api/welcomeds/:id'::varchar, NULL::text)`;
    const timeCall = async (into: number[]) => {
      for (let i = 0; i < n * 2; i++) {
        const t0 = performance.now();
        await admin.query(call, [1, people[i % people.length]]);
        into.push(performance.now() - t0);
      }
    };
    await timeCall(roundTrip);
    // Beside it, for the record: the same call writing its entry (lock, hash, insert, commit).
    await admin.query(original);
    await timeCall(realCall);
  } finally {
    await admin.query(original);
    await admin.end();
  }
  roundTrip = roundTrip.sort((a, b) => a - b);
  realCall = realCall.sort((a, b) => a - b);
  const rt = percentile(roundTrip, 50);
  const direct = `a chamada direto no pg: p50 ${percentile(realCall, 50).toFixed(2)} / p95 ${percentile(realCall, 95).toFixed(2)} ms gravando, ${rt.toFixed(2)} / ${percentile(roundTrip, 95).toFixed(2)} ms sem gravar`;
  const row = (name: string, withTrail: number[], without: number[], target: boolean): BenchRow => {
    withTrail.sort((a, b) => a - b);
    without.sort((a, b) => a - b);
    const delta = percentile(withTrail, 95) - percentile(without, 95);
    const cost = Math.max(0, delta) + rt;
    return {
      name,
      n: withTrail.length,
      p50: percentile(withTrail, 50),
      p95: percentile(withTrail, 95),
      max: withTrail[withTrail.length - 1]!,
      target: target ? `custo no p95 ≤ ${TARGET_TRAIL_COST_MS} ms` : 'informativo (a meta vale para o conjunto)',
      ok: !target || cost <= TARGET_TRAIL_COST_MS,
      note: `sem trilha p50 ${percentile(without, 50).toFixed(2)} / p95 ${percentile(without, 95).toFixed(2)} ms; Δp95 ${delta.toFixed(2)} + ida e volta da chamada (mediana) ${rt.toFixed(2)} = ${cost.toFixed(2)} ms`,
    };
  };
  const all = [...samples.values()];
  // The target holds for the person's screen and lists together: one path's p95 alone moves by about a millisecond from run to run.
  const pooled = row('trilha: tela e listas de uma pessoa (os quatro caminhos)', all.flatMap((s) => s.with), all.flatMap((s) => s.without), true);
  pooled.note = `${pooled.note}; ${direct}; carga ${load} → ${loadavg()}`;
  return [pooled, ...cases.map(([name]) => row(`trilha: ${name}`, [...samples.get(name)!.with], [...samples.get(name)!.without], false))];
}
