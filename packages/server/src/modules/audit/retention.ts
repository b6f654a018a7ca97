import type { FastifyBaseLogger } from 'fastify';
import { withTransaction, type Database } from '../../db/client';
import type { RetentionConfig } from './config';
import { anonymiseComplaintTexts, closedComplaintsPast, lockClosedComplaint } from './retention-repository';
import { SYSTEM_ACTOR, traceWrite } from './trail';

/*
 * The retention: an hourly look for the records kept past their time, each anonymised in a
 * transaction of its own with its trail entry (by the system). Each module registers the kind of
 * record it owns (case management: people without activity); the closed complaints are this
 * module's own.
 */

/** What a retention job gets: the database, the files (to delete a record's), the log. */
export interface RetentionContext {
  db: Database;
  files: { removeAllOf(db: Database, entity: string, codid: number): Promise<void> };
  log: FastifyBaseLogger;
}

export interface RetentionJob {
  /** 'cadastros', 'denuncias' (the log names it). */
  name: string;
  /** Its retention in days; null: off. */
  days(config: RetentionConfig): number | null;
  /** Anonymises at most `limit` records past `days`; answers how many. */
  run(ctx: RetentionContext, days: number, limit: number): Promise<number>;
}

const jobs = new Map<string, RetentionJob>();

/** Registers (or replaces) a kind of record the retention anonymises; called once by its module, at load. */
export function registerRetentionJob(job: RetentionJob): void {
  jobs.set(job.name, job);
}

/** Runs every job that is on; answers how many records each anonymised. A job's failure is logged and the others still run. */
export async function runRetention(ctx: RetentionContext, config: RetentionConfig): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const job of jobs.values()) {
    const days = job.days(config);
    if (days === null) continue;
    try {
      done[job.name] = await job.run(ctx, days, config.batch);
    } catch (error) {
      ctx.log.warn({ err: error, job: job.name }, 'retention job failed');
    }
  }
  return done;
}

/** Closed complaints past their retention: texts removed, files deleted, counts kept. */
export const closedComplaintsRetention: RetentionJob = {
  name: 'denuncias',
  days: (config) => config.closedComplaintsDays,
  async run(ctx, days, limit) {
    let count = 0;
    for (const id of await closedComplaintsPast(ctx.db, days, limit)) {
      const anonymised = await withTransaction(ctx.db, async (tx) => {
        if (!(await lockClosedComplaint(tx, id, days))) return false;
        await ctx.files.removeAllOf(tx, 'denuncia', id);
        await anonymiseComplaintTexts(tx, id);
        await traceWrite(tx, SYSTEM_ACTOR, {
          action: 'anonymise',
          record: { type: 'denuncia', id },
          subject: { type: 'denuncia', id },
          details: { motivo: 'retenção', prazo_dias: days },
        });
        return true;
      });
      if (anonymised) count += 1;
    }
    return count;
  },
};
registerRetentionJob(closedComplaintsRetention);
