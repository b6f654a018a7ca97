/**
 * `pnpm bench people`: the register of welcomed people at shelter scale.
 *
 * Seeds 100,000 active people (plus 2,000 trashed) with families, functions and history, and their
 * case management (150,000 stays, 8,333 of them open; 200,000 referrals of 20 types; 100,000
 * monitoring visits with family composition) into a
 * PostgreSQL database of its own (sisacte_bench, dropped and re-created), starts the API in a
 * child process — the compiled server `npm start` and the API image run (compiled-server.ts) —
 * and measures over real HTTP:
 *   - GET /api/welcomeds with each single filter and with a combination of five: p95 ≤ 50 ms;
 *   - GET /api/welcomeds/search (similar names, and the person picker's first name or word starts): p95 ≤ 30 ms;
 *   - GET /api/welcomeds/report-xlsx of all 100,000 rows: ≤ 10 s, API peak RSS ≤ 200 MB;
 *   - GET /api/stays, /api/forwardings and /api/monitors, each unfiltered and with their own filters: p95 ≤ 50 ms;
 *   - GET /api/forwardings/report-xlsx of 100,000 referrals: ≤ 10 s, API peak RSS ≤ 300 MB;
 *   - the list side by side with its own SQL sent straight through pg, its round trips and its
 *     deep pages (list-throughput.ts);
 *   - the access trail's cost on a person's screen and the lists of one person's records, with and
 *     without it: ≤ 1 ms at p95 (trail-cost.ts).
 * Each list case runs ≥ 50 requests with varied values (after a short warm-up). Prints a table and
 * exits 1 when a target is missed.
 *
 * Settings: BENCH_DATABASE_URL (server to use; default postgres://postgres@127.0.0.1:5432/postgres),
 *           BENCH_PEOPLE_DB (the database's name, default sisacte_bench: another name keeps two runs apart).
 * Flags: --reuse (keep an already seeded sisacte_bench), --keep (do not drop it at the end),
 *        --requests=N (requests per case, default 60), --verbose (the slowest requests of every case),
 *        --xlsx (only the XLSX export, on a freshly started API), --trail (only the access trail's case).
 */
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/seed';
import { databaseUrl, withPgClient } from '../src/test/pg-admin';
import { apiEnv, BENCH_JWT_SECRET, type BenchRow, benchUserToken, elapsed, flagValue, percentile, printBenchTable, printMachineLoad, printVerdict, recreateDatabase, startDeployedApi, withQuery } from './bench-kit';
import { startCompiledServer } from './compiled-server';
import { listMixes, listThroughput } from './list-throughput';
import { trailCost } from './trail-cost';
import { countXlsxRows } from './xlsx-rows';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_PEOPLE_DB ?? 'sisacte_bench';
const ACTIVE_PEOPLE = 100_000;
const TRASHED_PEOPLE = 2_000;
const FAMILIES = 25_000;

const args = new Set(process.argv.slice(2));
const REUSE = args.has('--reuse');
const KEEP = args.has('--keep');
const REQUESTS = Number(flagValue(args, 'requests') ?? 60);
const WARMUP = 3;
const VERBOSE = args.has('--verbose');
const XLSX_ONLY = args.has('--xlsx');
const TRAIL_ONLY = args.has('--trail');
/**
 * Processes of the API in the list-against-pg case: one per core, as API_WORKERS runs it on this
 * machine (`--workers=N`; the rest of the bench uses one process). One process is measured beside it.
 */
const API_WORKERS = Number(flagValue(args, 'workers') ?? availableParallelism());

const TARGET_LIST_P95 = 50;
const TARGET_SEARCH_P95 = 30;
const TARGET_XLSX_MS = 10_000;
const TARGET_XLSX_RSS_MB = 200;
const TARGET_REFERRALS_XLSX_RSS_MB = 300;
const FORWARDING_TYPES = 20;
/** Every active person's first referral is before this day, the second after: the XLSX case exports the first ones (100,000). */
const REFERRALS_SPLIT_DAY = '2024-03-01';

const FEMALE = ['Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline', 'Yusleidy', 'Marie', 'Rosa', 'Daniela', 'Carmen', 'Fátima', 'Luz', 'Génesis', 'Wislande', 'Sofía', 'Yelitza', 'Mariela', 'Yenny', 'Dayana', 'Nathaly', 'Rosimar', 'Yolimar', 'Milagros', 'Nohemí', 'Esperanza', 'Guerline', 'Nadège', 'Mirlande', 'Roseline', 'Fabiola', 'Jéssica', 'Camila', 'Letícia', 'Beatriz', 'Larissa', 'Vanessa', 'Raquel', 'Cristiane', 'Luciana', 'Sandra', 'Eliane', 'Simone', 'Tatiane', 'Débora', 'Valentina', 'Isabela', 'Gabriela', 'Yaneth', 'Oriana', 'Keila', 'Zuleima', 'Marisol', 'Lisbeth', 'Karla', 'Anaís'];
const MALE = ['José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Jean', 'Jesús', 'Luis', 'Wilson', 'Ángel', 'Ricardo', 'Pierre', 'Andrés', 'Mohammed', 'Yohan', 'Yeferson', 'Wilmer', 'Jhonny', 'Alexánder', 'Reinaldo', 'Yorman', 'Deivis', 'Frankly', 'Eudes', 'Ramón', 'Jacques', 'Wesner', 'Frantz', 'Jocelyn', 'Ronald', 'Rafael', 'Gabriel', 'Matheus', 'Felipe', 'Rodrigo', 'Thiago', 'Bruno', 'Eduardo', 'Sérgio', 'Fábio', 'Márcio', 'Leandro', 'Diego', 'Gustavo', 'Vinícius', 'Héctor', 'Óscar', 'Julio', 'Alí', 'Omar', 'Samuel', 'Kelvin', 'Edixon', 'Yorbis', 'Darwin'];
const SURNAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'González', 'Rodríguez', 'Pérez', 'Hernández', 'García', 'Martínez', 'López', 'Jean-Baptiste', 'Joseph', 'Pierre', 'Louis', 'Charles', 'Étienne', 'Díaz', 'Ramírez', 'Castillo', 'Muñoz', 'Núñez', 'Guzmán', 'Álvarez', 'Cardozo', 'Montilla', 'Villarroel', 'Briceño', 'Quintero', 'Bermúdez', 'Zambrano', 'Urdaneta', 'Salazar', 'Colmenares', 'Toussaint', 'Desir', 'Saint-Fleur', 'Augustin', 'Dorvil', 'Célestin', 'Mérilus', 'Exantus', 'Fils-Aimé', 'Jeune', 'Mamani', 'Quispe', 'Condori', 'Choque', 'Huanca', 'Flores', 'Vargas', 'Rojas', 'Medina', 'Aguilar', 'Castro', 'Ortiz', 'Ruiz', 'Reyes', 'Morales', 'Jiménez', 'Torres', 'Domínguez', 'Gutiérrez', 'Navarro', 'Cavalcanti', 'Teixeira', 'Araújo', 'Cardoso', 'Correia', 'Pinto', 'Monteiro', 'Moura', 'Campos', 'Batista'];
const FUNCTIONS = ['Pedreiro', 'Servente de obras', 'Cozinheira', 'Costureira', 'Motorista', 'Eletricista', 'Pintor', 'Carpinteiro', 'Soldador', 'Mecânico', 'Auxiliar de limpeza', 'Garçom', 'Vendedor', 'Babá', 'Cuidador de idosos', 'Agricultor', 'Açougueiro', 'Padeiro', 'Cabeleireira', 'Manicure', 'Professor', 'Enfermeira', 'Técnico de informática', 'Estoquista', 'Operador de máquinas', 'Encanador', 'Jardineiro', 'Porteiro', 'Recepcionista', 'Auxiliar administrativo', 'Frentista', 'Repositor', 'Confeiteira', 'Camareira', 'Lavador de carros', 'Serralheiro', 'Vidraceiro', 'Marceneiro', 'Operador de caixa', 'Ajudante de carga'];
const FOREIGN_STATES = ['Zulia', 'Bolívar', 'Anzoátegui', 'Carabobo', 'Lara', 'Monagas', 'Ouest', 'Artibonite', 'Nord', 'Sud-Est', 'Santa Cruz', 'La Paz', 'Distrito Capital', 'Sucre', 'Mérida'];
const FOREIGN_CITIES = ['Maracaibo', 'Ciudad Guayana', 'Barcelona', 'Valencia', 'Barquisimeto', 'Maturín', 'Porto Príncipe', 'Gonaïves', 'Cap-Haïtien', 'Jacmel', 'Santa Cruz de la Sierra', 'El Alto', 'Caracas', 'Cumaná', 'Mérida'];
const SCHOLARITIES = ['Não frequentou a escola', 'Ensino Fundamental Incomplento', 'Ensino Fundamental Completo', 'Ensino Médio Incompleto', 'Ensino Médio Completo', 'Ensino Superior Incompleto', 'Ensino Superior Completo'];
const CIVIL = ['Casado', 'Solteiro', 'Viúvo', 'Amasiado', 'Divorciado'];
const COUNTRY_ISO = ['VE', 'HT', 'BO', 'CO', 'PY', 'PE', 'AR', 'CU', 'AO', 'SN', 'SY', 'AF', 'CN', 'NG', 'GH'];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
const pick = (values: readonly string[], column: string) => `(${sqlArray(values)})[1 + floor(${column} * ${values.length})::int]`;

const dbUrl = (name: string) => databaseUrl(ADMIN_URL, name);

// ---------------------------------------------------------------- seeding

async function seed(): Promise<void> {
  const t0 = performance.now();
  await recreateDatabase(ADMIN_URL, DB_NAME);
  // The product's own migrations and reference data (countries, states, all municipalities).
  const handle = await openDatabase({ databaseUrl: dbUrl(DB_NAME) });
  await prepareDatabase(handle);
  await handle.close();
  console.log(`  migrations and reference data: ${elapsed(t0)}`);

  await withPgClient(dbUrl(DB_NAME), async (c) => {
    const t1 = performance.now();
    await c.query(`
      INSERT INTO users (name, username, password_hash)
        SELECT 'Assistente Social ' || g, 'bench_autor_' || g, 'x' FROM generate_series(1, 12) g;
      INSERT INTO functions (name) SELECT unnest(${sqlArray(FUNCTIONS)});
      CREATE FUNCTION pg_temp.bench_cpf(base bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
      DECLARE t text := lpad(base::text, 9, '0'); s int := 0; c1 int; c2 int;
      BEGIN
        FOR i IN 1..9 LOOP s := s + substr(t, i, 1)::int * (11 - i); END LOOP;
        c1 := (s * 10) % 11 % 10;
        s := 0;
        FOR i IN 1..9 LOOP s := s + substr(t, i, 1)::int * (12 - i); END LOOP;
        c2 := ((s + c1 * 2) * 10) % 11 % 10;
        RETURN t || c1 || c2;
      END $$;
      CREATE TEMP TABLE b_countries AS
        SELECT row_number() OVER (ORDER BY id) AS rn, id FROM countries WHERE iso2 = ANY('{${COUNTRY_ISO.join(',')}}') AND id <> 1;
      CREATE TEMP TABLE b_cities AS
        SELECT row_number() OVER (ORDER BY c.id) AS rn, c.id, c.state_id, s.uf, c.nome
        FROM cities c JOIN states s ON s.id = c.state_id WHERE s.country_id = 1;
      CREATE TEMP TABLE b_authors AS SELECT row_number() OVER (ORDER BY id) AS rn, id FROM users WHERE username LIKE 'bench_autor_%';
      SELECT setseed(0.42);
      CREATE TEMP TABLE b_seed AS
        SELECT g AS n, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7,
               random() r8, random() r9, random() r10, random() r11, random() r12, random() r13
        FROM generate_series(1, ${ACTIVE_PEOPLE + TRASHED_PEOPLE}) g;
    `);
    const [{ countries }] = (await c.query<{ countries: number }>('SELECT count(*)::int AS countries FROM b_countries')).rows as [{ countries: number }];
    const [{ cities }] = (await c.query<{ cities: number }>('SELECT count(*)::int AS cities FROM b_cities')).rows as [{ cities: number }];
    if (cities === 0) throw new Error('no Brazilian cities in the reference data: the localization seed did not run');
    // 45% Brazilians (born in a real municipality), the others from the countries above (or Brazil when missing).
    await c.query(`
      INSERT INTO welcomeds (name, gender, birthdate, nacionality_id, cpf, rg, date_of_register, status, author_id,
                             cep, address, address_district, address_state, address_city, state_id, city_id,
                             foreing_state, foreing_city, civil_status, scholarity)
      SELECT
        CASE WHEN s.r1 < 0.5 THEN ${pick(FEMALE, 's.r2')} ELSE ${pick(MALE, 's.r2')} END
          || ' ' || ${pick(SURNAMES, 's.r3')} || ' ' || ${pick(SURNAMES, 's.r4')},
        CASE WHEN s.r1 < 0.5 THEN 'Feminino' ELSE 'Masculino' END,
        CASE WHEN s.r5 < 0.03 THEN NULL ELSE date '1940-01-01' + floor(s.r5 * 30000)::int END,
        CASE WHEN s.r6 < 0.45 OR ${countries} = 0 THEN 1 ELSE bc.id END,
        CASE WHEN s.r7 < 0.7 THEN pg_temp.bench_cpf(s.n::bigint * 7919) END,
        CASE WHEN s.r6 >= 0.45 AND s.r7 < 0.85 THEN 'V' || lpad((s.n * 37 % 9999999)::text, 7, '0') || '-' || (s.n % 10) END,
        now() - s.r8 * interval '2200 days',
        CASE WHEN s.n > ${ACTIVE_PEOPLE} THEN 'drashed' ELSE 'active' END,
        ba.id,
        lpad(floor(s.r9 * 99999999)::int::text, 8, '0'),
        'Rua ' || ${pick(SURNAMES, 's.r10')} || ', ' || (1 + floor(s.r9 * 2000)::int),
        'Centro',
        bci2.uf,
        bci2.nome,
        CASE WHEN s.r6 < 0.45 THEN bci.state_id END,
        CASE WHEN s.r6 < 0.45 THEN bci.id END,
        CASE WHEN s.r6 >= 0.45 THEN ${pick(FOREIGN_STATES, 's.r11')} END,
        CASE WHEN s.r6 >= 0.45 THEN ${pick(FOREIGN_CITIES, 's.r11')} END,
        CASE WHEN s.r12 < 0.1 THEN NULL ELSE ${pick(CIVIL, 's.r12')} END,
        CASE WHEN s.r13 < 0.1 THEN NULL ELSE ${pick(SCHOLARITIES, 's.r13')} END
      FROM b_seed s
      LEFT JOIN b_countries bc ON bc.rn = 1 + floor(s.r10 * greatest(${countries}, 1))::int
      JOIN b_cities bci ON bci.rn = 1 + floor(s.r11 * ${cities})::int
      JOIN b_cities bci2 ON bci2.rn = 1 + floor(s.r9 * ${cities})::int
      JOIN b_authors ba ON ba.rn = 1 + (s.n % 12)
      ORDER BY s.n
    `);
    console.log(`  ${ACTIVE_PEOPLE + TRASHED_PEOPLE} people: ${elapsed(t1)}`);

    const t2 = performance.now();
    // Families: about half the people, two to four per group.
    await c.query(`
      INSERT INTO families (author_id, created_at) SELECT NULL, now() FROM generate_series(1, ${FAMILIES});
      WITH f AS (SELECT min(id) AS first FROM families)
      UPDATE welcomeds w SET family_id = f.first + (w.id * 7919 % ${FAMILIES}) FROM f WHERE w.id % 2 = 0;
      CREATE TEMP TABLE b_functions AS SELECT row_number() OVER (ORDER BY id) AS rn, id FROM functions;
      INSERT INTO welcomed_functions (welcomed_id, function_id)
        SELECT w.id, f.id FROM welcomeds w JOIN b_functions f ON f.rn = 1 + (w.id * 13 % ${FUNCTIONS.length}) WHERE w.id % 10 < 7;
      INSERT INTO welcomed_functions (welcomed_id, function_id)
        SELECT w.id, f.id FROM welcomeds w JOIN b_functions f ON f.rn = 1 + (w.id * 29 % ${FUNCTIONS.length}) WHERE w.id % 3 = 0
        ON CONFLICT DO NOTHING;
    `);
    console.log(`  families and functions: ${elapsed(t2)}`);

    const t3 = performance.now();
    // History: the creation of everyone, an update for a third, the trash for the trashed.
    await c.query(`
      INSERT INTO welcomed_history (welcomed_id, author_id, action, changes, created_at)
        SELECT id, author_id, 'create', jsonb_build_array(
                 jsonb_build_object('field', 'name', 'label', 'Nome', 'from', NULL, 'to', name),
                 jsonb_build_object('field', 'gender', 'label', 'Sexo', 'from', NULL, 'to', gender),
                 jsonb_build_object('field', 'status', 'label', 'Situação', 'from', NULL, 'to', 'Ativo')),
               date_of_register
        FROM welcomeds;
      INSERT INTO welcomed_history (welcomed_id, author_id, action, changes, created_at)
        SELECT id, author_id, 'update', jsonb_build_array(
                 jsonb_build_object('field', 'civil_status', 'label', 'Estado civil', 'from', 'Solteiro', 'to', civil_status)),
               date_of_register + interval '3 days'
        FROM welcomeds WHERE id % 3 = 1;
      INSERT INTO welcomed_history (welcomed_id, author_id, action, changes, created_at)
        SELECT id, author_id, 'delete', jsonb_build_array(
                 jsonb_build_object('field', 'status', 'label', 'Situação', 'from', 'Ativo', 'to', 'Excluído')),
               date_of_register + interval '5 days'
        FROM welcomeds WHERE status = 'drashed';
    `);
    console.log(`  history: ${elapsed(t3)}`);

    const t5 = performance.now();
    // Case management of the active people: a closed first stay each, a second for half of them
    // (open for one in six of those); two referrals each, of one or two of 20 types; a visit each.
    // In bulk, with the row triggers off (session_replication_role), then each person's referral and
    // visit counts and referral types, one statement each, as migrations 0025 and 0029 fill them.
    await c.query(`
      SET session_replication_role = replica;
      INSERT INTO stays (welcomed_id, checkin, checkout, author_id, created_at)
        SELECT id, date '2020-01-01' + (id % 1500), date '2020-01-01' + (id % 1500) + 5 + (id % 60), author_id, date_of_register
        FROM welcomeds WHERE id <= ${ACTIVE_PEOPLE};
      INSERT INTO stays (welcomed_id, checkin, checkout, author_id, created_at)
        SELECT id, date '2024-06-01' + (id % 500), CASE WHEN id % 12 = 0 THEN NULL ELSE date '2024-06-01' + (id % 500) + 10 + (id % 40) END, author_id, date_of_register
        FROM welcomeds WHERE id <= ${ACTIVE_PEOPLE} AND id % 2 = 0;
      INSERT INTO forwarding_types (title) SELECT 'Tipo de encaminhamento ' || g FROM generate_series(1, ${FORWARDING_TYPES}) g;
      CREATE TEMP TABLE b_types AS SELECT row_number() OVER (ORDER BY id) AS rn, id FROM forwarding_types;
      INSERT INTO forwardings (welcomed_id, date_of_register, notes, author_id, created_at)
        SELECT id, date '2020-01-01' + (id % 1500), CASE WHEN id % 4 = 0 THEN 'Consulta agendada' END, author_id, date_of_register FROM welcomeds WHERE id <= ${ACTIVE_PEOPLE};
      INSERT INTO forwardings (welcomed_id, date_of_register, notes, author_id, created_at)
        SELECT id, date '2024-06-01' + (id % 500), NULL, author_id, date_of_register FROM welcomeds WHERE id <= ${ACTIVE_PEOPLE};
      INSERT INTO forwarding_forwarding_types (forwarding_id, forwarding_type_id)
        SELECT f.id, t.id FROM forwardings f JOIN b_types t ON t.rn = 1 + (f.id * 7 % ${FORWARDING_TYPES});
      INSERT INTO forwarding_forwarding_types (forwarding_id, forwarding_type_id)
        SELECT f.id, t.id FROM forwardings f JOIN b_types t ON t.rn = 1 + (f.id * 13 % ${FORWARDING_TYPES}) WHERE f.id % 3 = 0
        ON CONFLICT DO NOTHING;
      INSERT INTO monitors (welcomed_id, author_id, created_at, working, signed_work_card, like_work, benefits, riscs, home_type, support_levels, needs)
        SELECT id, author_id, timestamptz '2024-01-01 12:00-03' + (id % 700) * interval '1 day', id % 3 <> 0, id % 2 = 0, true,
               CASE WHEN id % 3 <> 0 THEN '{1,6}'::smallint[] ELSE '{}' END, '{}', 1 + id % 3, '{Municipal}', '{Saúde}'
        FROM welcomeds WHERE id <= ${ACTIVE_PEOPLE};
      INSERT INTO family_compositions (monitor_id, name, relation, age, disabled)
        SELECT id, 'Filho(a) ' || id, 'Filho(a)', id % 17, false FROM monitors WHERE id % 2 = 0;
      RESET session_replication_role;
      UPDATE welcomeds w SET forwardings_count = c.n FROM (SELECT welcomed_id, count(*)::int AS n FROM forwardings GROUP BY welcomed_id) c WHERE c.welcomed_id = w.id;
      UPDATE welcomeds w SET monitors_count = c.n FROM (SELECT welcomed_id, count(*)::int AS n FROM monitors GROUP BY welcomed_id) c WHERE c.welcomed_id = w.id;
      UPDATE welcomeds w SET forwarding_type_ids = t.ids
        FROM (SELECT f.welcomed_id, array_agg(DISTINCT ft.forwarding_type_id ORDER BY ft.forwarding_type_id) AS ids
              FROM forwardings f JOIN forwarding_forwarding_types ft ON ft.forwarding_id = f.id GROUP BY f.welcomed_id) t
        WHERE t.welcomed_id = w.id;
    `);
    console.log(`  stays, referrals and monitoring visits: ${elapsed(t5)}`);
    const t4 = performance.now();
    await c.query('VACUUM ANALYZE');
    console.log(`  VACUUM ANALYZE: ${elapsed(t4)}`);
  });
  console.log(`Seeded in ${elapsed(t0)}.`);
}

// ---------------------------------------------------------------- the API

interface Api {
  child: ChildProcess;
  base: string;
  token: string;
  stop?: () => Promise<void>;
}

/** The compiled API on the bench database (`API_WORKERS=workers`); a second one takes the first one's token. */
async function startApi(workers = 1, first?: Api): Promise<Api> {
  if (first) {
    const server = await startCompiledServer(apiEnv(dbUrl(DB_NAME), { API_WORKERS: String(workers) }));
    // The first 200 comes from the first worker up; the primary prints the address once all listen.
    for (const end = Date.now() + 60_000; !server.output().includes('SisActe: http'); ) {
      if (Date.now() > end) {
        await server.stop();
        throw new Error(`the API's ${workers} workers did not all listen within 60 s:\n${server.output()}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return { child: server.child, base: server.base, token: first.token, stop: server.stop };
  }
  const token = await benchUserToken(dbUrl(DB_NAME), { username: 'bench_admin', name: 'Benchmark', role: ROLES.ACOLHIMENTO });
  const { child, base } = await startDeployedApi(dbUrl(DB_NAME), { API_WORKERS: String(workers) });
  return { child, base, token };
}

/** Resident memory of a process from /proc: current (VmRSS) and peak (VmHWM), in MB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function timed(api: Api, path: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(api.base + path, { headers: { authorization: `Bearer ${api.token}` } });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return ms;
}

async function measure(api: Api, name: string, paths: string[], targetP95: number): Promise<BenchRow> {
  for (const path of paths.slice(0, WARMUP)) await timed(api, path);
  const samples: { ms: number; path: string }[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const path = paths[i % paths.length]!;
    samples.push({ ms: await timed(api, path), path });
  }
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (p95 > targetP95 || VERBOSE) {
    const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 3);
    for (const s of slowest) console.log(`  mais lento em "${name}": ${s.ms.toFixed(1)} ms ${decodeURIComponent(s.path)}`);
  }
  return { name, n: times.length, p50: percentile(times, 50), p95, max: times[times.length - 1]!, target: `p95 ≤ ${targetP95} ms`, ok: p95 <= targetP95 };
}

// ---------------------------------------------------------------- the cases

async function cases(): Promise<{ list: [string, string[]][]; search: string[]; picker: string[]; caseLists: [string, string[]][] }> {
  return withPgClient(dbUrl(DB_NAME), async (c) => {
    const col = async <T>(q: string) => (await c.query<{ v: T }>(q)).rows.map((r) => r.v);
    const cpfs = await col<string>(`SELECT cpf AS v FROM welcomeds WHERE cpf IS NOT NULL AND status = 'active' ORDER BY id % 997, id LIMIT 100`);
    const rgs = await col<string>(`SELECT rg AS v FROM welcomeds WHERE rg IS NOT NULL ORDER BY id % 991, id LIMIT 100`);
    const nacs = await col<number>(`SELECT DISTINCT nacionality_id AS v FROM welcomeds`);
    const states = await col<number>(`SELECT DISTINCT state_id AS v FROM welcomeds WHERE state_id IS NOT NULL`);
    const cities = await col<number>(`SELECT city_id AS v FROM welcomeds WHERE city_id IS NOT NULL GROUP BY city_id ORDER BY count(*) DESC, city_id LIMIT 100`);
    const authors = await col<number>(`SELECT DISTINCT author_id AS v FROM welcomeds`);
    const fns = await col<number>(`SELECT id AS v FROM functions ORDER BY id`);
    const names = await col<string>(`SELECT name AS v FROM welcomeds WHERE status = 'active' ORDER BY id % 983, id LIMIT 100`);
    const people = await col<number>(`SELECT id AS v FROM welcomeds WHERE status = 'active' ORDER BY id % 977, id LIMIT 100`);
    const types = await col<number>(`SELECT id AS v FROM forwarding_types ORDER BY id`);

    const n = Math.max(REQUESTS, 60);
    const range = (f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));
    const cyc = <T>(values: readonly T[], i: number) => values[i % values.length]!;
    const q = (params: Record<string, string | number>) => withQuery('/api/welcomeds', params);
    const plain = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
    const day = (i: number) => new Date(Date.now() - ((i * 37) % 2100) * 86_400_000).toISOString().slice(0, 10);
    const daysBefore = (isoDay: string, n: number) => new Date(Date.parse(isoDay) - n * 86_400_000).toISOString().slice(0, 10);

    // Name fragments people type: a first name, a surname, a first name and a surname, without accents, partial words.
    const nameTerms = range((i) => {
      const full = cyc(names, i * 7).split(' ');
      switch (i % 4) {
        case 0:
          return plain(full[0]!);
        case 1:
          return full[1]!;
        case 2:
          return `${plain(full[0]!)} ${plain(full[2]!)}`;
        default:
          return plain(full[1]!).slice(0, 5);
      }
    });

    const list: [string, string[]][] = [
      ['sem filtro (ativos, nome)', range((i) => q({ page: i % 50 }))],
      ['name', nameTerms.map((name) => q({ name }))],
      ['age_min', range((i) => q({ age_min: (i * 7) % 90 }))],
      ['age_max', range((i) => q({ age_max: 5 + ((i * 7) % 80) }))],
      ['cpf (prefixo)', range((i) => q({ cpf: cyc(cpfs, i).slice(0, 3 + (i % 6)) }))],
      ['rg (CRNM)', range((i) => q({ rg: cyc(rgs, i).slice(2, 7) }))],
      ['gender', range((i) => q({ gender: i % 2 ? 'Feminino' : 'Masculino' }))],
      ['scholarity', range((i) => q({ scholarity: cyc(SCHOLARITIES, i) }))],
      ['nacionality', range((i) => q({ nacionality: cyc(nacs, i) }))],
      ['state', range((i) => q({ state: cyc(states, i) }))],
      ['city', range((i) => q({ city: cyc(cities, i) }))],
      ['foreing_state', range((i) => q({ foreing_state: plain(cyc(FOREIGN_STATES, i)).slice(0, 6) }))],
      ['foreing_city', range((i) => q({ foreing_city: plain(cyc(FOREIGN_CITIES, i)).slice(0, 6) }))],
      ['civil_status', range((i) => q({ civil_status: cyc(CIVIL, i) }))],
      ['stays (sim/não)', range((i) => q({ stays: i % 2 ? 'true' : 'false' }))],
      ['forwardings (sim/não)', range((i) => q({ forwardings: i % 2 ? 'true' : 'false' }))],
      ['monitors (sim/não)', range((i) => q({ monitors: i % 2 ? 'true' : 'false' }))],
      ['author', range((i) => q({ author: cyc(authors, i) }))],
      ['date_ini', range((i) => q({ date_ini: day(i) }))],
      ['date_end', range((i) => q({ date_end: day(i) }))],
      ['status=trashed', range((i) => q({ status: 'trashed', page: i % 50 }))],
      ['forwarding_types', range((i) => `${q({})}&forwarding_types=${cyc(types.length ? types : [1], i)}`)],
      ['monitor_date_ini/end', range((i) => q({ monitor_date_ini: daysBefore(day(i), 3), monitor_date_end: day(i) }))],
      ['functions', range((i) => `${q({})}&functions=${cyc(fns, i)}&functions=${cyc(fns, i + 3)}`)],
      [
        'cinco filtros juntos',
        range(
          (i) =>
            `${q({ gender: i % 2 ? 'Feminino' : 'Masculino', age_min: 18 + (i % 20), age_max: 40 + (i % 30), civil_status: cyc(CIVIL, i), nacionality: cyc(nacs, i) })}`,
        ),
      ],
    ];
    // Similar names while typing a new person's name: whole names, with a typo, without accents.
    const search = range((i) => {
      const full = cyc(names, i * 11);
      const typo = i % 3 === 0 ? full.slice(0, 4) + full.slice(5) : full;
      return `/api/welcomeds/search?${new URLSearchParams({ name: i % 2 ? plain(typo) : typo })}`;
    });
    // The person picker (check-in, referral, visit): a first name, or the start of two words.
    const picker = range((i) => {
      const words = plain(cyc(names, i * 7)).split(' ');
      const typed = i % 2 ? words[0]! : `${words[0]!.slice(0, 4)} ${(words[1] ?? '').slice(0, 3)}`.trim();
      return `/api/welcomeds/search?${new URLSearchParams({ name: typed })}`;
    });
    // The case-management lists at the same scale, each with its own filters and the person's.
    const path = withQuery;
    const benchDay = (from: string, i: number, span: number) => new Date(Date.parse(from) + ((i * 37) % span) * 86_400_000).toISOString().slice(0, 10);
    const caseLists: [string, string[]][] = [
      ['GET /api/stays sem filtro', range((i) => path('/api/stays', { page: i % 50 }))],
      ['GET /api/stays open=true', range((i) => path('/api/stays', { open: 'true', page: i % 20 }))],
      ['GET /api/stays welcomed_id', range((i) => path('/api/stays', { welcomed_id: cyc(people, i) }))],
      ['GET /api/stays checkin_ini/end', range((i) => path('/api/stays', { checkin_ini: benchDay('2020-01-01', i, 1500), checkin_end: benchDay('2020-01-08', i, 1500) }))],
      ['GET /api/stays name', nameTerms.map((name) => path('/api/stays', { name }))],
      ['GET /api/forwardings sem filtro', range((i) => path('/api/forwardings', { page: i % 50 }))],
      ['GET /api/forwardings welcomed_id', range((i) => path('/api/forwardings', { welcomed_id: cyc(people, i) }))],
      ['GET /api/forwardings forwarding_date_ini/end', range((i) => path('/api/forwardings', { forwarding_date_ini: benchDay('2024-06-01', i, 500), forwarding_date_end: benchDay('2024-06-08', i, 500) }))],
      ['GET /api/forwardings forwarding_types', range((i) => `${path('/api/forwardings', {})}&forwarding_types=${cyc(types.length ? types : [1], i)}`)],
      ['GET /api/forwardings name', nameTerms.map((name) => path('/api/forwardings', { name }))],
      ['GET /api/monitors sem filtro', range((i) => path('/api/monitors', { page: i % 50 }))],
      ['GET /api/monitors welcomed_id', range((i) => path('/api/monitors', { welcomed_id: cyc(people, i) }))],
      ['GET /api/monitors monitor_date_ini/end', range((i) => path('/api/monitors', { monitor_date_ini: benchDay('2024-01-01', i, 700), monitor_date_end: benchDay('2024-01-04', i, 700) }))],
      ['GET /api/monitors name', nameTerms.map((name) => path('/api/monitors', { name }))],
    ];
    return { list, search, picker, caseLists };
  });
}

interface XlsxCase {
  label: string;
  path: string;
  expectedRows: number;
  rssMb: number;
}
const PEOPLE_XLSX: XlsxCase = { label: 'XLSX', path: '/api/welcomeds/report-xlsx', expectedRows: ACTIVE_PEOPLE, rssMb: TARGET_XLSX_RSS_MB };
const REFERRALS_XLSX: XlsxCase = {
  label: 'XLSX encaminhamentos',
  path: `/api/forwardings/report-xlsx?forwarding_date_end=${REFERRALS_SPLIT_DAY}`,
  expectedRows: ACTIVE_PEOPLE,
  rssMb: TARGET_REFERRALS_XLSX_RSS_MB,
};

async function exportXlsx(api: Api, xlsxCase: XlsxCase = PEOPLE_XLSX): Promise<{ row: BenchRow; rows: number; mb: number }> {
  const file = join(tmpdir(), `sisacte-bench-${process.pid}.xlsx`);
  const pid = api.child.pid!;
  let peakRss = memoryOf(pid).rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(pid).rss);
  }, 25);
  const t0 = performance.now();
  const res = await fetch(`${api.base}${xlsxCase.path}`, { headers: { authorization: `Bearer ${api.token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${xlsxCase.path} answered ${res.status}`);
  await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file));
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const { hwm } = memoryOf(pid);
  peakRss = Math.max(peakRss, hwm);

  // The file opens and holds every row (read back as a stream).
  const rows = await countXlsxRows(file);
  const mb = readFileSync(file).length / 1024 / 1024;
  rmSync(file, { force: true });
  const dataRows = rows - 1;
  return {
    rows: dataRows,
    mb,
    row: {
      name: `${xlsxCase.label} ${dataRows} linhas (${mb.toFixed(1)} MB)`,
      n: 1,
      p50: ms,
      p95: ms,
      max: ms,
      target: `≤ ${TARGET_XLSX_MS / 1000} s, RSS ≤ ${xlsxCase.rssMb} MB`,
      ok: ms <= TARGET_XLSX_MS && peakRss <= xlsxCase.rssMb && dataRows === xlsxCase.expectedRows,
      note: `pico de RSS da API ${peakRss.toFixed(0)} MB`,
    },
  };
}

async function main() {
  console.log(`Benchmark: cadastros (${ACTIVE_PEOPLE} ativos + ${TRASHED_PEOPLE} excluídos) em ${new URL(ADMIN_URL).host}/${DB_NAME}`);
  if (!REUSE) await seed();
  const api = await startApi();
  try {
    const { list, search, picker, caseLists } = await cases();
    const rows: BenchRow[] = [];
    if (TRAIL_ONLY) {
      rows.push(...(await trailCost({ base: api.base, token: api.token, dbUrl: dbUrl(DB_NAME), requests: REQUESTS })));
      printBenchTable(rows);
      printMachineLoad();
      printVerdict(rows.filter((r) => !r.ok).map((r) => r.name));
      return;
    }
    if (!XLSX_ONLY) {
      for (const [name, paths] of list) rows.push(await measure(api, `GET /api/welcomeds ${name}`, paths, TARGET_LIST_P95));
      rows.push(await measure(api, 'GET /api/welcomeds/search (nomes parecidos)', search, TARGET_SEARCH_P95));
      rows.push(await measure(api, 'GET /api/welcomeds/search (seletor: começo das palavras)', picker, TARGET_SEARCH_P95));
      for (const [name, paths] of caseLists) rows.push(await measure(api, name, paths, TARGET_LIST_P95));
      // The access trail on a person's screen and their lists: with and without, cost ≤ 1 ms at p95 (trail-cost.ts).
      rows.push(...(await trailCost({ base: api.base, token: api.token, dbUrl: dbUrl(DB_NAME), requests: REQUESTS })));
    }
    const xlsx = await exportXlsx(api);
    rows.push(xlsx.row);
    rows.push((await exportXlsx(api, REFERRALS_XLSX)).row);
    // Last: its load at concurrency 20 must not raise the API's peak RSS before the XLSX is measured.
    if (!XLSX_ONLY) {
      const workers = API_WORKERS > 1 ? await startApi(API_WORKERS, api) : null;
      try {
        rows.push(
          ...(await listThroughput({
            base: (workers ?? api).base,
            token: (workers ?? api).token,
            processes: API_WORKERS,
            oneProcessBase: workers ? api.base : undefined,
            apiPid: api.child.pid,
            jwtSecret: BENCH_JWT_SECRET,
            dbUrl: dbUrl(DB_NAME),
            mixes: listMixes(list),
            verbose: VERBOSE,
          })),
        );
      } finally {
        await workers?.stop?.();
      }
    }
    printBenchTable(rows);
    printMachineLoad();
    printVerdict(rows.filter((r) => !r.ok).map((r) => r.name));
  } finally {
    api.child.kill('SIGTERM');
    await new Promise((r) => api.child.once('exit', r));
    if (!KEEP && !REUSE) await withPgClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
