import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { anonymisations, archiveRequests, complaintAnswers, complaintExtras, complaintHistory, complaints, notifications, questions } from '../../db/schema';

/*
 * The retention of closed complaints: a complaint archived or marked Fiscalizada whose last change is
 * older than the retention keeps what the statistics count (status, score, indicators, state, city,
 * dates, the establishment) and loses what people wrote in it: the text answers, the complements,
 * the archive requests' texts, its files (deleted by the caller, before this) and the names those
 * texts left in its history and notifications.
 */

/** Texts that stand where a removed one was (bound as parameters: the SQL stays ASCII). */
const REMOVED = {
  answer: 'Resposta removida pela retenção',
  extraTitle: 'Complemento',
  extraText: 'Texto removido pela retenção',
  requestTitle: 'Pedido',
  requestText: 'Justificativa removida pela retenção',
  fileLine: 'Arquivo (nome removido pela retenção)',
  extraLine: 'Complemento (título removido pela retenção)',
  requestLine: 'Pedido (título removido pela retenção)',
};

/** Closed complaints past `days` without any change, not yet anonymised, oldest first, at most `limit`. */
export async function closedComplaintsPast(db: DbOrTx, days: number, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT c.id FROM ${complaints} c
        WHERE (c.arquivada OR c.status = 'Fiscalizada') AND c.updated_at < now() - make_interval(days => ${days}::int)
          AND NOT EXISTS (SELECT 1 FROM ${anonymisations} a WHERE a.record_type = 'denuncia' AND a.record_id = c.id)
        ORDER BY c.updated_at, c.id LIMIT ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Locks complaint `id` when it still qualifies (closed, untouched for `days`, not anonymised); false otherwise. */
export async function lockClosedComplaint(tx: DbOrTx, id: number, days: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT c.id FROM ${complaints} c
        WHERE c.id = ${id} AND (c.arquivada OR c.status = 'Fiscalizada') AND c.updated_at < now() - make_interval(days => ${days}::int)
          AND NOT EXISTS (SELECT 1 FROM ${anonymisations} a WHERE a.record_type = 'denuncia' AND a.record_id = c.id)
        FOR UPDATE OF c`,
  );
  return rows.length > 0;
}

/** Removes the texts of complaint `id` (its files are already gone) and marks it anonymised by the retention. */
export async function anonymiseComplaintTexts(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(
    sql`UPDATE ${complaintAnswers} a SET resposta = ${REMOVED.answer}
        FROM ${questions} q WHERE q.id = a.question_id AND q.tipo = 1 AND a.complaint_id = ${id}`,
  );
  await tx.update(complaintExtras).set({ titulo: REMOVED.extraTitle, texto: REMOVED.extraText }).where(eq(complaintExtras.complaintId, id));
  await tx.update(archiveRequests).set({ titulo: REMOVED.requestTitle, justificativa: REMOVED.requestText }).where(eq(archiveRequests.complaintId, id));
  await tx
    .update(complaintHistory)
    .set({
      changes: [],
      descricao: sql`CASE ${complaintHistory.action} WHEN 'arquivo' THEN ${REMOVED.fileLine} WHEN 'extra' THEN ${REMOVED.extraLine} WHEN 'pedido' THEN ${REMOVED.requestLine} ELSE ${complaintHistory.descricao} END`,
    })
    .where(eq(complaintHistory.complaintId, id));
  await tx.delete(notifications).where(eq(notifications.complaintId, id));
  await tx.insert(anonymisations).values({ recordType: 'denuncia', recordId: id, reason: 'retencao' });
}

/** Whether complaint `id` was anonymised. */
export async function complaintAnonymised(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: anonymisations.recordId })
    .from(anonymisations)
    .where(and(eq(anonymisations.recordType, 'denuncia'), eq(anonymisations.recordId, id)));
  return rows.length > 0;
}
