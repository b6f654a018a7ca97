import { MODELS_API, type ModelSummary } from '@sisacte/contracts/autodiagnostico/models';
import { get } from '../../shared/api-call';

/** The models a visitor can start a self-diagnosis with. */
export const startApi = {
  models: () => get<ModelSummary[]>(MODELS_API.list),
};
