import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import {
  complaintAnswers,
  complaintIndicators,
  complaintOrganizations,
  complaints,
  idempotencyKeys,
  indicators,
  optionIndicators,
  organizations,
} from '../../../db/schema';
import type { CheckedAnswer } from './validation';

/** The complaint's city must lie in its state: the shared place lookup. */
export { findCityInUf } from '../../shared/lookups/repository';

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

/** Next counter of `year`; the counter row stays locked until the transaction ends, so numbers never repeat. */
export async function nextProtocolCounter(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`INSERT INTO complaint_protocol_counters (year, last_value) VALUES (${year}, 1)
        ON CONFLICT (year) DO UPDATE SET last_value = complaint_protocol_counters.last_value + 1
        RETURNING last_value`,
  );
  return Number(row!.last_value);
}

export interface ComplaintWrite {
  numerodemanda: string;
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
  receiptHash: string;
}

export async function insertComplaint(tx: DbOrTx, data: ComplaintWrite): Promise<{ id: number; createdAt: Date; status: string }> {
  const [row] = await tx
    .insert(complaints)
    .values(data)
    .returning({ id: complaints.id, createdAt: complaints.createdAt, status: complaints.status });
  return row!;
}

export async function insertAnswers(tx: DbOrTx, complaintId: number, answers: CheckedAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  await tx.insert(complaintAnswers).values(
    answers.map((a) => ({ complaintId, questionId: a.questionId, resposta: a.resposta, optionIds: a.optionIds })),
  );
}

export async function replaceComplaintIndicators(tx: DbOrTx, complaintId: number, indicatorIds: number[]): Promise<void> {
  await tx.delete(complaintIndicators).where(eq(complaintIndicators.complaintId, complaintId));
  if (indicatorIds.length > 0) await tx.insert(complaintIndicators).values(indicatorIds.map((indicatorId) => ({ complaintId, indicatorId })));
}

export async function insertComplaintOrganizations(tx: DbOrTx, complaintId: number, organizationIds: number[]): Promise<void> {
  if (organizationIds.length > 0) {
    await tx.insert(complaintOrganizations).values(organizationIds.map((organizationId) => ({ complaintId, organizationId })));
  }
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

export interface IdempotencyHit {
  requestHash: string;
  receiptSealed: string | null;
  complaintId: number;
  numerodemanda: string;
  status: string;
  createdAt: Date;
}

export async function findIdempotencyKey(db: DbOrTx, key: string): Promise<IdempotencyHit | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      receiptSealed: idempotencyKeys.receiptSealed,
      complaintId: complaints.id,
      numerodemanda: complaints.numerodemanda,
      status: complaints.status,
      createdAt: complaints.createdAt,
    })
    .from(idempotencyKeys)
    .innerJoin(complaints, eq(complaints.id, idempotencyKeys.complaintId))
    .where(eq(idempotencyKeys.key, key));
  return row ?? null;
}

/** The sealed receipt codes are dropped after 24 h; the key itself stays, so a late retry still never creates a second complaint. */
export async function insertIdempotencyKey(tx: DbOrTx, key: string, complaintId: number, requestHash: string, receiptSealed: string): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ receiptSealed: null })
    .where(and(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`), sql`${idempotencyKeys.receiptSealed} IS NOT NULL`));
  await tx.insert(idempotencyKeys).values({ key, complaintId, requestHash, receiptSealed });
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
