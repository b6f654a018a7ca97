/*
 * The access trail's public surface: what the app and the other modules use to write the trail, the
 * routes that read and check it, and the retention's registry. One export a line, so that others can
 * add theirs.
 */

/** The trail's routes and the hourly retention (registered by the app). */
export { auditRoutes, TRAIL_READERS, type AuditOptions } from './routes';
/** Writing entries: in a write's transaction, after a read, around a write. */
export { actorOf, SYSTEM_ACTOR, traceRead, traceReadAs, traceWrite, tracedWrite, type TrailActor, type TrailFact, type TrailSubject } from './trail';
/** An export's filter as an entry keeps it (identifying values withheld). */
export { filterDetails } from './details';
/** The chain check (the admin screen's button and `pnpm audit:verify`). */
export { checkChain } from './verify';
/** The anchor outside the database: the head the server logs, checked by `pnpm audit:verify --head`. */
export { checkKnownHeads, headsInText, parseKnownHead, type AnchorBreak, type KnownHead } from './anchor';
/** The kinds of record the retention anonymises; a module registers its own. */
export { registerRetentionJob, runRetention, type RetentionContext, type RetentionJob } from './retention';
export { loadRetentionConfig, RETENTION_DEFAULTS, type RetentionConfig } from './config';
