import type { SharedLimits } from '../../../lib/shared-limits';
import { type AcceptedComplaintLimit, createAcceptedComplaintLimit } from '../../denuncias/complaints/accepted-limit';

/**
 * Evaluations started per client address in a sliding window, counted like accepted complaints:
 * a create takes one unit before it is checked and gives it back when nothing was stored (bad data,
 * an Idempotency-Key replay). In memory on PGlite; shared by every instance on PostgreSQL.
 */
export type CreatedEvaluationLimit = AcceptedComplaintLimit;

const SCOPE = 'autodiag-evaluations-created';

export function createCreatedEvaluationLimit(shared: SharedLimits | null, options: { max: number; windowMs: number }): CreatedEvaluationLimit {
  if (!shared) return createAcceptedComplaintLimit(options);
  return {
    take: (address) => shared.recordIfUnder(SCOPE, address, options.windowMs, options.max),
    giveBack: (address) => shared.removeLatest(SCOPE, address),
  };
}
