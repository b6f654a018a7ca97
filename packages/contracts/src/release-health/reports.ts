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
    remote: z.enum(REMOTE_NAMES, { error: 'remote: módulo desconhecido' }),
    version: z.string({ error: 'version: obrigatória' }).regex(VERSION_PATTERN, 'version: versão inválida'),
    route: z
      .string({ error: 'route: obrigatória' })
      .superRefine((route, ctx) => {
        const problem = routePatternProblem(route);
        if (problem) ctx.addIssue({ code: 'custom', message: `route: ${problem}` });
      }),
    kind: z.enum(REPORT_KINDS, { error: `kind: use ${REPORT_KINDS.join(', ')}` }),
    /** Screen loads only: from the navigation to the screen drawn (or its fallback), in milliseconds. */
    durationMs: z.number().int('durationMs: inteiro').min(0, 'durationMs: não pode ser negativo').max(MAX_SCREEN_LOAD_MS, 'durationMs: longo demais').optional(),
  })
  .superRefine((report, ctx) => {
    if (report.kind === 'screen-load' && report.durationMs === undefined) ctx.addIssue({ code: 'custom', message: 'durationMs: obrigatório num screen-load' });
    if (report.kind !== 'screen-load' && report.durationMs !== undefined) ctx.addIssue({ code: 'custom', message: 'durationMs: só num screen-load' });
  });
export type ReleaseReport = z.infer<typeof releaseReportSchema>;

export const releaseReportBatchSchema = z.strictObject({
  /** The tab's random id (sessionStorage), never the user. */
  session: z.string({ error: 'session: obrigatória' }).regex(SESSION_KEY_PATTERN, 'session: identificador de aba inválido'),
  reports: z
    .array(releaseReportSchema, { error: 'reports: lista obrigatória' })
    .min(1, 'reports: ao menos um relato')
    .max(MAX_REPORTS_PER_BATCH, `reports: no máximo ${MAX_REPORTS_PER_BATCH} por envio`),
});
export type ReleaseReportBatch = z.infer<typeof releaseReportBatchSchema>;

/** One version's health since it went live. Rates are null before its first screen load. */
export const versionHealthSchema = z.object({
  remote: z.string(),
  version: z.string(),
  /** Distinct tabs that reported. */
  sessions: z.number().int(),
  screenLoads: z.number().int(),
  loadFailures: z.number().int(),
  /** Errors inside the remote and unhandled rejections. */
  errors: z.number().int(),
  errorsPer1000: z.number().nullable(),
  /** 75th percentile of the screen load time, in milliseconds. */
  p75Ms: z.number().nullable(),
  firstReportAt: z.string().nullable(),
  lastReportAt: z.string().nullable(),
});
export type VersionHealth = z.infer<typeof versionHealthSchema>;

export const summaryQuerySchema = z.strictObject({
  remote: z.enum(REMOTE_NAMES, { error: 'remote: módulo desconhecido' }).optional(),
});
export const summarySchema = z.array(versionHealthSchema);
