import { http } from '@sisacte/api-client';
import { AGGREGATES_API, type Aggregates } from '@sisacte/contracts/autodiagnostico/aggregates';
import { MODELS_API, type ModelSummary } from '@sisacte/contracts/autodiagnostico/models';

/** A model version as staff list it: its evaluations, and the languages it is translated into. */
export type StaffModel = ModelSummary & { avaliacoes: number; finalizadas: number; created_at: string; idiomas: string[] };

/** Staff (Autodiagnostico): every model version, the import of a new one, the anonymous aggregates. */
export const modelsApi = {
  list: () => http.get<StaffModel[]>(MODELS_API.staffList),
  import: (json: unknown) => http.create<ModelSummary>(MODELS_API.import, json),
  aggregates: (modeloId: number) => http.get<Aggregates>(AGGREGATES_API.list, { modelo_id: modeloId }),
};
