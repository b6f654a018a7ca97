import { z } from 'zod';
import { REMOTE_NAMES } from '../shell/remotes';
import {
  MAX_REPORTS_PER_BATCH,
  MAX_SCREEN_LOAD_MS,
  REPORT_KINDS,
  routePatternProblem,
  SESSION_KEY_PATTERN,
  VERSION_PATTERN,
} from './rules';

export * from './rules';

/** One thing that happened on one screen of one version of a remote. No message, no address, no user. */
export const releaseReportSchema = z
  .strictObject({
    remote: z.enum(REMOTE_NAMES, { error: 'módulo desconhecido' }),
    version: z.string({ error: 'obrigatória' }).regex(VERSION_PATTERN, 'versão inválida'),
    route: z
      .string({ error: 'obrigatória' })
      .superRefine((route, ctx) => {
        const problem = routePatternProblem(route);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    kind: z.enum(REPORT_KINDS, { error: `use ${REPORT_KINDS.join(', ')}` }),
    /** Screen loads only: from the navigation to the screen drawn (or its fallback), in milliseconds. */
    durationMs: z.number({ error: 'número de milissegundos' }).int('inteiro').min(0, 'não pode ser negativo').max(MAX_SCREEN_LOAD_MS, 'longo demais').optional(),
  })
  .superRefine((report, ctx) => {
    if (report.kind === 'screen-load' && report.durationMs === undefined) ctx.addIssue({ code: 'custom', path: ['durationMs'], message: 'obrigatório num screen-load' });
    if (report.kind !== 'screen-load' && report.durationMs !== undefined) ctx.addIssue({ code: 'custom', path: ['durationMs'], message: 'só num screen-load' });
  });
export type ReleaseReport = z.infer<typeof releaseReportSchema>;

export const releaseReportBatchSchema = z.strictObject({
  /**
   * The tab's random id (sessionStorage), never the user. Kept only for an anonymous visitor's batch: a
   * logged-in batch counts under its login session, which the server derives from the token (the client
   * cannot make one login look like many).
   */
  session: z.string({ error: 'obrigatória' }).regex(SESSION_KEY_PATTERN, 'identificador de aba inválido'),
  reports: z
    .array(releaseReportSchema, { error: 'lista obrigatória' })
    .min(1, 'ao menos um relato')
    .max(MAX_REPORTS_PER_BATCH, `no máximo ${MAX_REPORTS_PER_BATCH} por envio`),
});
export type ReleaseReportBatch = z.infer<typeof releaseReportBatchSchema>;

/**
 * One version's health since it went live. Sessions are login sessions: anonymous visitors' load failures
 * (the public complaint form) are counted in `loadFailures` but never in `sessions` or the rate, since
 * anyone can send them.
 */
export const versionHealthSchema = z.object({
  remote: z.string(),
  version: z.string(),
  /** Distinct login sessions that reported about this version. */
  sessions: z.number().int(),
  screenLoads: z.number().int(),
  /** Every load failure reported, anonymous visitors' included. */
  loadFailures: z.number().int(),
  /** Errors inside the remote and unhandled rejections. */
  errors: z.number().int(),
  /**
   * Per 1,000 of those sessions, how many had a load failure or an error (each session counts once, so
   * never above 1,000); null before the first one. The guard judges the same rate over a version's first sessions.
   */
  errorsPer1000: z.number().nullable(),
  /** 75th percentile of the screen load time, in milliseconds. */
  p75Ms: z.number().nullable(),
  firstReportAt: z.string().nullable(),
  lastReportAt: z.string().nullable(),
});
export type VersionHealth = z.infer<typeof versionHealthSchema>;

export const summaryQuerySchema = z.strictObject({
  remote: z.enum(REMOTE_NAMES, { error: 'módulo desconhecido' }).optional(),
});
export const summarySchema = z.array(versionHealthSchema);
