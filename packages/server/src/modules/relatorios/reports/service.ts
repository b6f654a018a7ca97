import { REPORT_MESSAGES, type Report, type ReportSaveParsed } from '@sisacte/contracts/relatorios/reports';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import * as repo from './repository';

export async function requireReport(db: DbOrTx, id: number): Promise<Report> {
  const found = await repo.findReport(db, id);
  if (!found) throw notFound(REPORT_MESSAGES.NOT_FOUND);
  return found;
}

/** Creates the report (no id) or rewrites it whole (with id); answers the id. */
export async function saveReport(db: Database, authorId: number, input: ReportSaveParsed): Promise<{ id: number }> {
  if (input.id === undefined) return { id: await repo.insertReport(db, input, authorId) };
  const id = input.id;
  return withTransaction(db, async (tx) => {
    if (!(await repo.updateReport(tx, id, input))) throw notFound(REPORT_MESSAGES.NOT_FOUND);
    return { id };
  });
}

export async function deleteReport(db: DbOrTx, id: number): Promise<void> {
  if (!(await repo.deleteReport(db, id))) throw notFound(REPORT_MESSAGES.NOT_FOUND);
}
