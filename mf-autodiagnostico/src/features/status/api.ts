import { type EvaluationStatus, EVALUATIONS_API } from '@sisacte/contracts/autodiagnostico/evaluations';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { get } from '../../shared/api-call';

/** The evaluation's status: answers and risks so far. */
export const statusApi = {
  status: (id: number, code: string) => get<EvaluationStatus>(fillPath(EVALUATIONS_API.status, { id }), code),
};
