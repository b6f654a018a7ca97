import { type Block, type Evaluation, type EvaluationCreate, type EvaluationCreated, EVALUATIONS_API } from '@sisacte/contracts/autodiagnostico/evaluations';
import { MODELS_API, type ModelDetail } from '@sisacte/contracts/autodiagnostico/models';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { IDEMPOTENCY_HEADER } from '@sisacte/contracts/common/idempotency';
import type { CnaeOption } from '@sisacte/contracts/localization/cnae';
import { call, evaluationSidebar, get, newKey } from '../../shared/api-call';

/** The preparation's calls: the model, the CNAE search, the evaluation created or read, where it goes on. */
export const preparationApi = {
  model: (id: number) => get<ModelDetail>(fillPath(MODELS_API.one, { id })),
  cnae: (name: string) => get<CnaeOption[]>(EVALUATIONS_API.cnae, null, { name }),
  /** The creation retries once, with the same Idempotency-Key, only when the answer never arrived. */
  create: (body: EvaluationCreate) =>
    call<EvaluationCreated>(EVALUATIONS_API.create, {
      method: 'post',
      json: body,
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
      retry: { limit: 1, methods: ['post'], statusCodes: [], afterStatusCodes: [] },
    }),
  evaluation: (id: number, code: string) => get<Evaluation>(fillPath(EVALUATIONS_API.one, { id }), code),
  firstBlock: (id: number, code: string) => get<Block>(fillPath(EVALUATIONS_API.firstBlock, { id }), code),
  sidebar: evaluationSidebar,
};
