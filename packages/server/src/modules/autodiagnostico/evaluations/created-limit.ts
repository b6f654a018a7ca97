import type { SharedLimits } from '../../../plugins/limits-repository';
import { addressAllowance, type AddressAllowance } from '../../shared/limits/address-allowance';

/**
 * Evaluations started per client address in a sliding window, counted like accepted complaints:
 * a create takes one unit before it is checked and gives it back when nothing was stored (bad data,
 * an Idempotency-Key replay). In memory on PGlite; shared by every instance on PostgreSQL.
 */
export type CreatedEvaluationLimit = AddressAllowance;

const SCOPE = 'autodiag-evaluations-created';

export function createCreatedEvaluationLimit(shared: SharedLimits | null, options: { max: number; windowMs: number }): CreatedEvaluationLimit {
  return addressAllowance(shared, SCOPE, options);
}
