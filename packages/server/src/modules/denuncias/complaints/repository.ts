import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { pgPool, preparedRows, queryRows, type DbOrTx, type PgPoolLike } from '../../../db/client';
import {
  complaintAnswers,
  complaintIndicators,
  complaints,
  idempotencyKeys,
  indicators,
  optionIndicators,
  organizations,
  type RawRow,
} from '../../../db/schema';
import { newComplaintRecipients } from '../notifications/repository';
import type { CheckedAnswer } from './validation';

/**
 * Returns once everything written to the WAL so far, by any session, is on disk: a transaction
 * that writes one WAL record (an empty logical message, which no table keeps) and commits with
 * `synchronous_commit` on, so its commit flushes the WAL up to its own record. Concurrent callers
 * share the flushes (PostgreSQL's group commit).
 */
async function flushWal(pool: PgPoolLike): Promise<void> {
  await pool.query({ name: 'sisacte_flush_wal', text: "SELECT pg_logical_emit_message(true, 'sisacte:durable', '')", values: [] });
}

/** The organizations the user works for (set in the users screen). */
export async function userOrganizationIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT organization_id AS id FROM user_organizations WHERE user_id = ${userId}::int ORDER BY 1`);
  return rows.map((r) => r.id);
}

export async function activeOrganizationIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, ids), eq(organizations.status, 1)));
  return new Set(rows.map((r) => r.id));
}

/** The active indicators linked to any of `optionIds`, each once. */
export async function indicatorsForOptions(db: DbOrTx, optionIds: number[]): Promise<{ id: number; peso: number }[]> {
  if (optionIds.length === 0) return [];
  return db
    .selectDistinct({ id: indicators.id, peso: indicators.peso })
    .from(optionIndicators)
    .innerJoin(indicators, eq(indicators.id, optionIndicators.indicatorId))
    .where(and(inArray(optionIndicators.optionId, optionIds), eq(indicators.status, 1)))
    .orderBy(indicators.id);
}

export interface IdempotencyHit {
  requestHash: string;
  receiptSealed: string | null;
  /** When the key was first used: the sealed receipt code is shown again for 24 h only. */
  keyCreatedAt: Date;
  complaintId: number;
  numerodemanda: string;
  status: string;
  createdAt: Date;
}

/** What a new complaint is checked against before anything is written, read in one round trip. */
export interface IntakeFacts {
  /** The city exists and lies in the given state. */
  cityInUf: boolean;
  /** The captcha solution was already spent. */
  captchaSpent: boolean;
  /** `questionnaire_version` (the cached questionnaire is valid while it is unchanged). */
  questionnaireVersion: bigint;
  /** The complaint an earlier submission with the same Idempotency-Key created. */
  earlier: IdempotencyHit | null;
}

interface IdempotencyRow {
  request_hash: string | null;
  receipt_sealed: string | null;
  key_created_at: Date | string | null;
  complaint_id: number | null;
  numerodemanda: string | null;
  status: string | null;
  created_at: Date | string | null;
}

const idempotencyHit = (row: IdempotencyRow): IdempotencyHit | null =>
  row.complaint_id === null
    ? null
    : {
        requestHash: row.request_hash!,
        receiptSealed: row.receipt_sealed,
        keyCreatedAt: new Date(row.key_created_at!),
        complaintId: row.complaint_id,
        numerodemanda: row.numerodemanda!,
        status: row.status!,
        createdAt: new Date(row.created_at!),
      };

const idempotencyColumns = sql`k.request_hash, k.receipt_sealed, k.created_at AS key_created_at, c.id AS complaint_id, c.numerodemanda, c.status, c.created_at`;

/**
 * The checks of a new complaint that need the database, in one statement: the city in its state
 * (the shared place lookup's rule), whether the captcha was spent, the questionnaire's version and
 * the complaint of an earlier submission with the same Idempotency-Key.
 */
export async function intakeFacts(db: DbOrTx, q: { cityId: number; uf: string; signature: string | null; key: string | null }): Promise<IntakeFacts> {
  const [row] = await preparedRows<IdempotencyRow & { city_in_uf: boolean; captcha_spent: boolean; questionnaire_version: string | null }>(
    db,
    'sisacte_intake_facts',
    sql`SELECT EXISTS (SELECT 1 FROM cities ci JOIN states s ON s.id = ci.state_id WHERE ci.id = ${q.cityId}::int AND s.uf = ${q.uf}::text) AS city_in_uf,
               EXISTS (SELECT 1 FROM captcha_used WHERE signature = ${q.signature}::text) AS captcha_spent,
               (SELECT version::text FROM questionnaire_version) AS questionnaire_version,
               ${idempotencyColumns}
        FROM (SELECT 1) AS one
        LEFT JOIN idempotency_keys k ON k.key = ${q.key}::text
        LEFT JOIN complaints c ON c.id = k.complaint_id`,
  );
  return {
    cityInUf: row!.city_in_uf,
    captchaSpent: row!.captcha_spent,
    questionnaireVersion: BigInt(row!.questionnaire_version ?? 0),
    earlier: idempotencyHit(row!),
  };
}

export async function findIdempotencyKey(db: DbOrTx, key: string): Promise<IdempotencyHit | null> {
  const [row] = await queryRows<IdempotencyRow>(
    db,
    sql`SELECT ${idempotencyColumns} FROM idempotency_keys k JOIN complaints c ON c.id = k.complaint_id WHERE k.key = ${key}::text`,
  );
  return row ? idempotencyHit(row) : null;
}

export interface NewComplaint {
  /** `DEN-<year>-`: the counter of `year` completes it. */
  year: number;
  /** Store only while `questionnaire_version` is this one (the answers were checked against it); null: whatever it is. */
  questionnaireVersion: bigint | null;
  captcha: { signature: string; expiresAt: Date };
  nomefantasia: string;
  enderecoempresa: string;
  municipioId: number;
  uf: string;
  cadastrador: string | null;
  nomeCadastrador: string | null;
  cadastradorId: number | null;
  score: number;
  estabelecimento: { x: number; y: number } | null;
  estabelecimentoEncerramento: string | null;
  /** The language it was filed in (pt when absent). */
  idioma?: string;
  receiptHash: string;
  answers: CheckedAnswer[];
  indicatorIds: number[];
  organizationIds: number[];
  idempotency: { key: string; requestHash: string; receiptSealed: string } | null;
  /**
   * The staff's bell entry of the new complaint, written by the same statement (its text around the
   * protocol number, who filed it, and on PostgreSQL the channel its id is NOTIFYed on); null for
   * none (the demo's past complaints).
   */
  notification: { before: string; after: string; actorId: number | null; notifyChannel: string | null } | null;
}

const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * Stores a complaint in ONE statement (one round trip, its own transaction): spends the captcha
 * (a unique violation when it was spent meanwhile), takes the year's next protocol counter, and
 * writes the complaint, its answers, indicators, organizations and idempotency key, and the staff's
 * bell entry of it with its recipients (../notifications/repository.ts, newComplaintRecipients), NOTIFYed
 * on PostgreSQL when the statement commits. Writes nothing
 * and returns null when the city is not in its state or the questionnaire is no longer at
 * `questionnaireVersion`.
 *
 * Protocol numbers stay unique and consecutive: the counter row is locked from the moment it is
 * taken until the commit, so the next complaint of the year waits for this one to be stored or to
 * fail (a failed statement gives its number back). Because nothing else happens in between (no
 * round trip to the API), the lock is held for the statement's tail and the commit only.
 *
 * On PostgreSQL the commit does not wait for the disk while holding that lock, or every complaint
 * would wait for the previous one's WAL flush (2–6 ms here, far more on a busy disk): the statement
 * commits asynchronously (`set_config('synchronous_commit', 'off', true)`, for its own transaction
 * only), which releases the lock at once, and `flushWal` then waits until the WAL is on disk
 * before this returns, so a complaint is still answered only once it survives a crash. Concurrent
 * complaints share their flushes. WAL is replayed in order: a crash before the flush loses this
 * complaint and every later one (never answered), never a number in the middle. Meanwhile the
 * complaint is visible to other sessions a few milliseconds before it is durable, and so is its
 * NOTIFY (a bell may ring for a complaint a crash then takes back; its list follows the database).
 * The bell entry is part of the complaint: a failure to write it fails the statement, and nothing is stored.
 */
export async function storeComplaint(
  db: DbOrTx,
  c: NewComplaint,
): Promise<{ id: number; numerodemanda: string; status: string; createdAt: Date; notificationId: number | null } | null> {
  const pool = pgPool(db);
  const answers = JSON.stringify(c.answers.map((a) => ({ q: a.questionId, r: a.resposta, o: intArray(a.optionIds) })));
  const point = c.estabelecimento ? `(${c.estabelecimento.x},${c.estabelecimento.y})` : null;
  const n = c.notification;
  // Inside a caller's transaction too: PostgreSQL sends it when that transaction commits.
  const channel = n?.notifyChannel ?? null;
  const notify = channel ? sql`, pg_notify(${channel}::text, notified.id::text)` : sql``;
  const [row] = await preparedRows<Pick<RawRow<typeof complaints>, 'id' | 'numerodemanda' | 'status'> & { created_at: Date | string; notification_id: number | null }>(
    db,
    // One name per shape of the statement (a prepared statement's text never changes).
    ['sisacte_store_complaint', n ? 'notified' : 'quiet', channel ? 'notify' : null, pool ? 'async' : null].filter(Boolean).join('_'),
    sql`WITH spent AS (
          INSERT INTO captcha_used (signature, expires_at)
          SELECT ${c.captcha.signature}::text, ${c.captcha.expiresAt.toISOString()}::timestamptz
          WHERE EXISTS (SELECT 1 FROM cities ci JOIN states s ON s.id = ci.state_id WHERE ci.id = ${c.municipioId}::int AND s.uf = ${c.uf}::text)
            AND (${c.questionnaireVersion === null ? null : String(c.questionnaireVersion)}::bigint IS NULL
                 OR (SELECT version FROM questionnaire_version) = ${c.questionnaireVersion === null ? null : String(c.questionnaireVersion)}::bigint)
          RETURNING 1
        ), counter AS (
          INSERT INTO complaint_protocol_counters AS pc (year, last_value) SELECT ${c.year}::int, 1 FROM spent
          ON CONFLICT (year) DO UPDATE SET last_value = pc.last_value + 1
          RETURNING last_value
        ), complaint AS (
          INSERT INTO complaints (numerodemanda, nomefantasia, enderecoempresa, municipio_id, uf, cadastrador, nome_cadastrador, cadastrador_id,
                                  score, estabelecimento, estabelecimento_encerramento, receipt_hash, idioma)
          SELECT ${`DEN-${c.year}-`}::text || lpad(last_value::text, greatest(6, length(last_value::text)), '0'),
                 ${c.nomefantasia}::text, ${c.enderecoempresa}::text, ${c.municipioId}::int, ${c.uf}::text,
                 ${c.cadastrador}::text, ${c.nomeCadastrador}::text, ${c.cadastradorId}::int,
                 ${c.score}::int, ${point}::point, ${c.estabelecimentoEncerramento}::date, ${c.receiptHash}::text,
                 ${c.idioma ?? 'pt'}::text
          FROM counter
          RETURNING id, numerodemanda, status, created_at
        ), answers AS (
          INSERT INTO complaint_answers (complaint_id, question_id, resposta, option_ids)
          SELECT complaint.id, (a->>'q')::int, a->>'r', (a->>'o')::int[] FROM complaint, jsonb_array_elements(${answers}::jsonb) AS a
        ), indicators AS (
          INSERT INTO complaint_indicators (complaint_id, indicator_id) SELECT complaint.id, unnest(${intArray(c.indicatorIds)}::int[]) FROM complaint
        ), organizations AS (
          INSERT INTO complaint_organizations (complaint_id, organization_id) SELECT complaint.id, unnest(${intArray(c.organizationIds)}::int[]) FROM complaint
        ), idempotency AS (
          INSERT INTO idempotency_keys (key, complaint_id, request_hash, receipt_sealed)
          SELECT ${c.idempotency?.key ?? null}::text, complaint.id, ${c.idempotency?.requestHash ?? null}::text, ${c.idempotency?.receiptSealed ?? null}::text
          FROM complaint WHERE ${c.idempotency?.key ?? null}::text IS NOT NULL
        )${
          n
            ? sql`, notified AS (
          INSERT INTO notifications (tipo, texto, complaint_id)
          SELECT 'denuncia', left(${n.before}::text || complaint.numerodemanda || ${n.after}::text, 500), complaint.id FROM complaint
          RETURNING id
        ), told AS (
          INSERT INTO notification_recipients (user_id, notification_id)
          SELECT rc.user_id, notified.id FROM notified, (${newComplaintRecipients(sql`${intArray(c.organizationIds)}::int[]`, sql`${n.actorId}::int`)}) AS rc
        )
        SELECT complaint.id, numerodemanda, status, created_at, notified.id AS notification_id${notify}`
            : sql`
        SELECT complaint.id, numerodemanda, status, created_at, NULL::int AS notification_id`
        }${pool ? sql`, set_config('synchronous_commit', 'off', true)` : sql``}
        FROM complaint${n ? sql`, notified` : sql``}`,
  );
  if (row && pool) await flushWal(pool);
  return row ? { id: row.id, numerodemanda: row.numerodemanda, status: row.status, createdAt: new Date(row.created_at), notificationId: row.notification_id } : null;
}

/** The sealed receipt codes are dropped after 24 h; the key itself stays, so a late retry still never creates a second complaint. */
export async function forgetOldSealedReceipts(db: DbOrTx): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ receiptSealed: null })
    .where(and(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`), sql`${idempotencyKeys.receiptSealed} IS NOT NULL`));
}

export async function replaceComplaintIndicators(tx: DbOrTx, complaintId: number, indicatorIds: number[]): Promise<void> {
  await tx.delete(complaintIndicators).where(eq(complaintIndicators.complaintId, complaintId));
  if (indicatorIds.length > 0) await tx.insert(complaintIndicators).values(indicatorIds.map((indicatorId) => ({ complaintId, indicatorId })));
}

export async function chosenOptionIdsOf(tx: DbOrTx, complaintId: number): Promise<number[]> {
  const rows = await tx.select({ ids: complaintAnswers.optionIds }).from(complaintAnswers).where(eq(complaintAnswers.complaintId, complaintId));
  return rows.flatMap((r) => r.ids ?? []);
}

export async function setScore(tx: DbOrTx, complaintId: number, score: number): Promise<boolean> {
  const rows = await tx
    .update(complaints)
    .set({ score, updatedAt: sql`now()` })
    .where(eq(complaints.id, complaintId))
    .returning({ id: complaints.id });
  return rows.length > 0;
}

export async function findForFollowUp(db: DbOrTx, numerodemanda: string) {
  const [row] = await db
    .select({
      numerodemanda: complaints.numerodemanda,
      status: complaints.status,
      createdAt: complaints.createdAt,
      receiptHash: complaints.receiptHash,
    })
    .from(complaints)
    .where(eq(complaints.numerodemanda, numerodemanda));
  return row ?? null;
}

/** Replaces an older receipt's argon2id hash by its keyed form, unless it changed meanwhile. */
export async function replaceReceiptHash(db: DbOrTx, numerodemanda: string, from: string, to: string): Promise<void> {
  await db
    .update(complaints)
    .set({ receiptHash: to })
    .where(and(eq(complaints.numerodemanda, numerodemanda), eq(complaints.receiptHash, from)));
}
