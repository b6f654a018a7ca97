import { OPERATION_STATUSES } from '@sisacte/contracts/denuncias/operations';
import { AGE_RANGES, NOT_INFORMED, SCORE_RANGES, type ServiceCounts } from '@sisacte/contracts/painel/painel';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { complaints } from '../../db/schema';

/*
 * The dashboard's aggregates: one SQL statement per panel, grouped in the database (JavaScript only
 * fills the months without rows with zeros). The year is Brazil's: a timestamp counts in the month of
 * its day in America/Sao_Paulo; calendar dates (check-in, referral date) count as they are. Only
 * active people count (welcomeds.status = 'active'), also for their stays, referrals and visits.
 */

const TZ = 'America/Sao_Paulo';

/** [start, end) of year `y` as instants in Brazil's time: served by the (date_of_register, status) index. */
const yearStart = (y: number | SQL) => sql`make_timestamptz(${y}::int, 1, 1, 0, 0, 0, ${TZ})`;
const localYear = (column: SQL) => sql`extract(year FROM ${column} AT TIME ZONE ${TZ})::int`;
/**
 * The row's person is active. Written as "not in the trash": the trash holds a few people, so
 * PostgreSQL looks them up in the status index instead of hashing every active person (100,000 at
 * shelter scale) for each panel; welcomeds.status is 'active' or 'drashed' (its CHECK constraint).
 */
const ofActivePerson = (welcomedId: SQL) => sql`NOT EXISTS (SELECT 1 FROM welcomeds tw WHERE tw.id = ${welcomedId} AND tw.status = 'drashed')`;

/** Today in Brazil (the end of an open stay). */
const TODAY = sql`(now() AT TIME ZONE ${TZ})::date`;

export interface MonthRow {
  mes: number;
  quantidade: number;
}
export interface YearRow {
  ano: number;
  quantidade: number;
}
export interface CategoryRow {
  rotulo: string;
  quantidade: number;
}

/** Twelve rows, zero where the query had none. */
export function fillMonths(rows: MonthRow[]): MonthRow[] {
  const byMonth = new Map(rows.map((r) => [r.mes, r.quantidade]));
  return Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, quantidade: byMonth.get(i + 1) ?? 0 }));
}

const registeredInYear = (y: number) =>
  sql`w.status = 'active' AND w.date_of_register >= ${yearStart(y)} AND w.date_of_register < ${yearStart(y + 1)}`;

/** Active people registered in [from, to): an index-only count on (date_of_register, status), no time zone per row. */
const activeRegisteredBetween = (from: SQL, to: SQL) =>
  sql`(SELECT count(*)::int FROM welcomeds w WHERE w.status = 'active' AND w.date_of_register >= ${from} AND w.date_of_register < ${to})`;

const monthStart = (y: number, m: SQL) => sql`make_timestamptz(${y}::int, ${m}, 1, 0, 0, 0, ${TZ})`;
/**
 * The month (1–12, in Brazil's time) of an instant of year `y`: its place among the twelve months' first instants,
 * found by a binary search (width_bucket). Converting each row's instant to Brazil's time (AT TIME ZONE, then
 * extract) cost twice as much on a year of 50,000 monitoring visits.
 */
const monthOfYear = (y: number, column: SQL) => sql`width_bucket(${column}, ARRAY(SELECT ${monthStart(y, sql`m`)} FROM generate_series(1, 12) m))`;
/** The month of a date (date_part returns a double, cheaper than extract's numeric: the years' check-ins −20 %). */
const monthOfDate = (column: SQL) => sql`date_part('month', ${column})::int`;
/** Active people registered in month `m` (an SQL expression, 1–12) of year `y`, in Brazil's time. */
const activeRegisteredInMonth = (y: number, m: SQL) =>
  activeRegisteredBetween(monthStart(y, m), sql`CASE WHEN ${m} = 12 THEN ${yearStart(y + 1)} ELSE ${monthStart(y, sql`${m} + 1`)} END`);

/**
 * cadastrados by month: active people by the month (in Brazil) of their registration. Twelve counts between the
 * months' first instants in Brazil: converting every row's instant to Brazil's time cost three times as much.
 */
export async function registeredByMonth(db: DbOrTx, y: number): Promise<MonthRow[]> {
  return fillMonths(
    await queryRows<MonthRow>(
      db,
      sql`SELECT m AS mes, c.n AS quantidade
          FROM generate_series(1, 12) m,
            LATERAL (SELECT ${activeRegisteredInMonth(y, sql`m`)} AS n) c`,
    ),
  );
}

/**
 * cadastrados by year: active people by the year (in Brazil) of their registration, every year up to `y` (from the
 * first registration's), the years without any left out. One count between each year's first instants.
 */
export async function registeredByYear(db: DbOrTx, y: number): Promise<YearRow[]> {
  const first = sql`(SELECT ${localYear(sql`min(w.date_of_register)`)} FROM welcomeds w WHERE w.status = 'active')`;
  const rows = await queryRows<YearRow>(
    db,
    sql`SELECT k AS ano, c.n AS quantidade
        FROM generate_series(${first}, ${y}::int) k,
          LATERAL (SELECT ${activeRegisteredBetween(yearStart(sql`k`), yearStart(sql`k + 1`))} AS n) c
        ORDER BY 1`,
  );
  // (left out here, not in the statement: a filter on the count would count each year twice)
  return rows.filter((r) => r.quantidade > 0);
}

/** acolhidos by month: distinct active people with a check-in in the month. */
export async function welcomedByMonth(db: DbOrTx, y: number): Promise<MonthRow[]> {
  return fillMonths(
    await queryRows<MonthRow>(
      db,
      sql`SELECT ${monthOfDate(sql`s.checkin`)} AS mes, count(DISTINCT s.welcomed_id)::int AS quantidade
          FROM stays s
          WHERE s.checkin >= make_date(${y}::int, 1, 1) AND s.checkin < make_date(${y + 1}::int, 1, 1) AND ${ofActivePerson(sql`s.welcomed_id`)}
          GROUP BY 1`,
    ),
  );
}

/**
 * acolhidos by year: distinct active people with a check-in in the year, every year up to `y`. Counted over every
 * stay, less the people in the trash (a few, found by their index): checking each of the register's stays against the
 * trash cost a sixth more (150,000 stays). A year whose people are all in the trash is left out, as before.
 */
export async function welcomedByYear(db: DbOrTx, y: number): Promise<YearRow[]> {
  const byYear = (from: SQL, where: SQL) =>
    sql`SELECT date_part('year', s.checkin)::int AS ano, count(DISTINCT s.welcomed_id)::int AS n FROM ${from} WHERE ${where} GROUP BY 1`;
  const before = sql`s.checkin < make_date(${y + 1}::int, 1, 1)`;
  return queryRows<YearRow>(
    db,
    sql`SELECT everyone.ano, (everyone.n - coalesce(trashed.n, 0))::int AS quantidade
        FROM (${byYear(sql`stays s`, before)}) everyone
        LEFT JOIN (${byYear(sql`welcomeds tw JOIN stays s ON s.welcomed_id = tw.id`, sql`tw.status = 'drashed' AND ${before}`)}) trashed USING (ano)
        WHERE everyone.n > coalesce(trashed.n, 0)
        ORDER BY 1`,
  );
}

/** Profile of the people registered in the year by one of their columns; a missing value is 'Não informado'. Largest first. */
async function registeredBy(db: DbOrTx, y: number, label: SQL, join: SQL = sql``): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`SELECT coalesce(${label}, ${NOT_INFORMED}) AS rotulo, count(*)::int AS quantidade
        FROM welcomeds w ${join} WHERE ${registeredInYear(y)}
        GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
}

export const registeredByGender = (db: DbOrTx, y: number) => registeredBy(db, y, sql`w.gender`);
export const registeredByCivilStatus = (db: DbOrTx, y: number) => registeredBy(db, y, sql`w.civil_status`);
/** Nationality: the country's Portuguese name. */
export const registeredByCountry = (db: DbOrTx, y: number) =>
  registeredBy(db, y, sql`c.nome_pt`, sql`LEFT JOIN countries c ON c.id = w.nacionality_id`);

/** `CASE` putting `value` in one of `ranges` ([label, from, to]); null stays null. */
function rangeCase(value: SQL, ranges: readonly (readonly [string, number, number | null])[]): SQL {
  const whens = ranges.map(([label, from, to]) =>
    to === null ? sql` WHEN ${value} >= ${from}::int THEN ${label}` : sql` WHEN ${value} BETWEEN ${from}::int AND ${to}::int THEN ${label}`,
  );
  return sql`CASE${sql.join(whens)} END`;
}

/** Keeps the order of `ranges`, with zeros; 'Não informado' (and anything else) last, when not zero. */
function inRangeOrder(rows: CategoryRow[], ranges: readonly (readonly [string, number, number | null])[]): CategoryRow[] {
  const byLabel = new Map(rows.map((r) => [r.rotulo, r.quantidade]));
  const ordered = ranges.map(([label]) => ({ rotulo: label, quantidade: byLabel.get(label) ?? 0 }));
  const known = new Set(ranges.map(([label]) => label));
  return [...ordered, ...rows.filter((r) => !known.has(r.rotulo))];
}

/**
 * faixa-etaria: age in years completed on the day of registration (in Brazil), in AGE_RANGES;
 * no birth date (or one after the registration) is 'Não informado'.
 */
export async function registeredByAgeRange(db: DbOrTx, y: number): Promise<CategoryRow[]> {
  const age = sql`extract(year FROM age((w.date_of_register AT TIME ZONE ${TZ})::date, w.birthdate))::int`;
  // Counted by age first, then the ages put in ranges: a CASE over the rows computes the age once per branch tried
  // (five times as long).
  const rows = await queryRows<CategoryRow>(
    db,
    sql`SELECT coalesce(${rangeCase(sql`ages.age`, AGE_RANGES)}, ${NOT_INFORMED}) AS rotulo, sum(ages.n)::int AS quantidade
        FROM (SELECT ${age} AS age, count(*) AS n FROM welcomeds w WHERE ${registeredInYear(y)} GROUP BY 1) ages
        GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  return inRangeOrder(rows, AGE_RANGES);
}

export type ServiceMonth = ServiceCounts & { mes: number };

/**
 * The nights of `year_stays` (alias ys) in each month of `y`, as twelve sums computed in one pass:
 * each stay's days from its check-in to the day before its end, cut at the month's bounds (joining
 * the stays to the twelve months did the same work twelve times).
 */
function nightsPerMonth(y: number): SQL {
  const month = (m: number) => {
    const first = sql`make_date(${y}::int, ${m}::int, 1)`;
    return sql`coalesce(sum(greatest(0, least(ys.stay_end, (${first} + interval '1 month')::date) - greatest(ys.checkin, ${first}))), 0)::int`;
  };
  return sql.join(
    Array.from({ length: 12 }, (_, i) => month(i + 1)),
    sql`, `,
  );
}

/**
 * The service table, one statement: per month of `y`
 * - cadastrados: active people registered in the month (Brazil's time);
 * - acolhidos: distinct active people with a check-in in the month (the year's total: distinct in the year);
 * - pernoites: nights spent in the month: each stay's days from the check-in to the day before the
 *   check-out (open stays: up to yesterday in Brazil), cut at the month's bounds, so a stay across a
 *   month boundary splits its nights;
 * - refeicoes: pernoites × 3;
 * - encaminhamentos: referrals of active people dated in the month;
 * - monitoramentos: visits to active people recorded in the month (Brazil's time).
 * `cad` is MATERIALIZED: inlined, PostgreSQL joined it to the months in a nested loop and ran its twelve counts for
 * each month (144 index scans, half of the statement's 48 ms on 100,000 people).
 */
export async function services(db: DbOrTx, y: number): Promise<{ meses: ServiceMonth[]; acolhidosAno: number }> {
  const d0 = sql`make_date(${y}::int, 1, 1)`;
  const d1 = sql`make_date(${y + 1}::int, 1, 1)`;
  const rows = await queryRows<Omit<ServiceMonth, 'refeicoes'> & { acolhidos_ano: number }>(
    db,
    sql`WITH months AS (
          SELECT m::int AS mes, make_date(${y}::int, m::int, 1) AS first, (make_date(${y}::int, m::int, 1) + interval '1 month')::date AS next
          FROM generate_series(1, 12) AS m
        ),
        year_stays AS (
          SELECT s.welcomed_id, s.checkin, coalesce(s.checkout, ${TODAY}) AS stay_end
          FROM stays s
          WHERE s.checkin < ${d1} AND (s.checkout IS NULL OR s.checkout >= ${d0}) AND ${ofActivePerson(sql`s.welcomed_id`)}
        ),
        cad AS MATERIALIZED (
          SELECT mo.mes, ${activeRegisteredInMonth(y, sql`mo.mes`)} AS n
          FROM months mo
        ),
        aco AS (
          SELECT ${monthOfDate(sql`checkin`)} AS mes, count(DISTINCT welcomed_id)::int AS n
          FROM year_stays WHERE checkin >= ${d0} GROUP BY 1
        ),
        nights AS (
          SELECT x.mes::int AS mes, x.n FROM (SELECT ARRAY[${nightsPerMonth(y)}] AS a FROM year_stays ys) t,
            unnest(t.a) WITH ORDINALITY AS x(n, mes)
        ),
        enc AS (
          SELECT ${monthOfDate(sql`f.date_of_register`)} AS mes, count(*)::int AS n
          FROM forwardings f
          WHERE f.date_of_register >= ${d0} AND f.date_of_register < ${d1} AND ${ofActivePerson(sql`f.welcomed_id`)} GROUP BY 1
        ),
        mon AS (
          SELECT ${monthOfYear(y, sql`mo.created_at`)} AS mes, count(*)::int AS n
          FROM monitors mo
          WHERE mo.created_at >= ${yearStart(y)} AND mo.created_at < ${yearStart(y + 1)} AND ${ofActivePerson(sql`mo.welcomed_id`)} GROUP BY 1
        )
        SELECT m.mes,
               coalesce(cad.n, 0) AS cadastrados,
               coalesce(aco.n, 0) AS acolhidos,
               coalesce(nights.n, 0) AS pernoites,
               coalesce(enc.n, 0) AS encaminhamentos,
               coalesce(mon.n, 0) AS monitoramentos,
               (SELECT count(DISTINCT welcomed_id)::int FROM year_stays WHERE checkin >= ${d0}) AS acolhidos_ano
        FROM months m
        LEFT JOIN cad USING (mes) LEFT JOIN aco USING (mes) LEFT JOIN nights USING (mes)
        LEFT JOIN enc USING (mes) LEFT JOIN mon USING (mes)
        ORDER BY m.mes`,
  );
  return {
    meses: rows.map(({ acolhidos_ano: _ignored, ...r }) => ({ ...r, refeicoes: r.pernoites * 3 })),
    acolhidosAno: rows[0]?.acolhidos_ano ?? 0,
  };
}

/** encaminhamentos by month: referrals of active people by the month of their date. */
export async function referralsByMonth(db: DbOrTx, y: number): Promise<MonthRow[]> {
  return fillMonths(
    await queryRows<MonthRow>(
      db,
      sql`SELECT ${monthOfDate(sql`f.date_of_register`)} AS mes, count(*)::int AS quantidade
          FROM forwardings f
          WHERE f.date_of_register >= make_date(${y}::int, 1, 1) AND f.date_of_register < make_date(${y + 1}::int, 1, 1)
            AND ${ofActivePerson(sql`f.welcomed_id`)}
          GROUP BY 1`,
    ),
  );
}

/** encaminhamentos by type in the year: a referral with several types counts once in each. Largest first. */
export async function referralsByType(db: DbOrTx, y: number): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`SELECT t.title AS rotulo, count(*)::int AS quantidade
        FROM forwardings f
        JOIN forwarding_forwarding_types fft ON fft.forwarding_id = f.id
        JOIN forwarding_types t ON t.id = fft.forwarding_type_id
        WHERE f.date_of_register >= make_date(${y}::int, 1, 1) AND f.date_of_register < make_date(${y + 1}::int, 1, 1)
          AND ${ofActivePerson(sql`f.welcomed_id`)}
        GROUP BY t.id, t.title ORDER BY 2 DESC, 1`,
  );
}

// ---------------------------------------------------------------- complaints

/**
 * Complaints filed in the year (created_at in Brazil's time), archived ones included, restricted by
 * `visible` (the complaint visibility rule of the Denuncias area; undefined: every complaint).
 */
function complaintsOfYear(y: number, visible: SQL | undefined): SQL {
  const inYear = sql`${complaints.createdAt} >= ${yearStart(y)} AND ${complaints.createdAt} < ${yearStart(y + 1)}`;
  return visible ? sql`${inYear} AND ${visible}` : inYear;
}

/** By state (UF of the establishment), largest first. */
export async function complaintsByState(db: DbOrTx, y: number, visible: SQL | undefined): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`SELECT ${complaints.uf} AS rotulo, count(*)::int AS quantidade FROM ${complaints}
        WHERE ${complaintsOfYear(y, visible)} GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
}

export const COMPLAINT_STATUSES = ['Protocolada', 'Encaminhada para Fiscalização', 'Fiscalizada'] as const;

/** By status, in the workflow's order, with zeros. */
export async function complaintsByStatus(db: DbOrTx, y: number, visible: SQL | undefined): Promise<CategoryRow[]> {
  const rows = await queryRows<CategoryRow>(
    db,
    sql`SELECT ${complaints.status} AS rotulo, count(*)::int AS quantidade FROM ${complaints}
        WHERE ${complaintsOfYear(y, visible)} GROUP BY 1`,
  );
  return inRangeOrder(rows, COMPLAINT_STATUSES.map((s) => [s, 0, 0] as const));
}

/** IRTE score distribution in SCORE_RANGES, in order, with zeros. */
export async function complaintsByScore(db: DbOrTx, y: number, visible: SQL | undefined): Promise<CategoryRow[]> {
  const rows = await queryRows<CategoryRow>(
    db,
    sql`SELECT ${rangeCase(sql`${complaints.score}`, SCORE_RANGES)} AS rotulo, count(*)::int AS quantidade FROM ${complaints}
        WHERE ${complaintsOfYear(y, visible)} GROUP BY 1`,
  );
  return inRangeOrder(rows, SCORE_RANGES);
}

/**
 * The operations summary: per status, the operations whose days touch the current month (Brazil's
 * time); complaints in an open operation not inspected yet, and complaints inspected during `ano`
 * (both only among `visible`); operations touching `ano`; whether any operation exists at all.
 */
export async function operationsSummary(db: DbOrTx, ano: number, visible: SQL | undefined) {
  const seen = visible ?? sql`true`;
  const [row] = await queryRows<{ mes: string; total: number; registradas: boolean; aguardando: number; fiscalizadas: number; por_status: Record<string, number> | null }>(
    db,
    sql`WITH m AS (SELECT date_trunc('month', ${TODAY})::date AS ini, (date_trunc('month', ${TODAY}) + interval '1 month')::date AS fim)
      SELECT to_char(m.ini, 'YYYY-MM') AS mes,
        (SELECT count(*)::int FROM operations o WHERE o.data_ini < make_date(${ano}::int + 1, 1, 1) AND o.data_fim >= make_date(${ano}::int, 1, 1)) AS total,
        EXISTS (SELECT 1 FROM operations) AS registradas,
        (SELECT count(*)::int FROM operation_complaints oc JOIN complaints ON complaints.id = oc.complaint_id
           WHERE oc.open AND oc.situacao <> 'Fiscalizada' AND ${seen}) AS aguardando,
        (SELECT count(*)::int FROM operation_complaints oc JOIN complaints ON complaints.id = oc.complaint_id
           WHERE oc.inspected_at >= ${yearStart(ano)} AND oc.inspected_at < ${yearStart(ano + 1)} AND ${seen}) AS fiscalizadas,
        (SELECT json_object_agg(s.status, s.n) FROM (SELECT o.status, count(*)::int AS n FROM operations o
           WHERE o.data_ini < m.fim AND o.data_fim >= m.ini GROUP BY o.status) s) AS por_status
      FROM m`,
  );
  const byStatus = row?.por_status ?? {};
  return {
    mes: row!.mes,
    total: Number(row!.total),
    registradas: Boolean(row!.registradas),
    aguardandoFiscalizacao: Number(row!.aguardando),
    fiscalizadasNoAno: Number(row!.fiscalizadas),
    porStatus: OPERATION_STATUSES.map((rotulo) => ({ rotulo, quantidade: Number(byStatus[rotulo] ?? 0) })),
  };
}
