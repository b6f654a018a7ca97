import { z } from 'zod';
import { labelledId } from '../common/ids';
import { riskCountsShape } from './models';

/** Staff (Autodiagnostico): anonymous aggregates of finished evaluations; no name, city or id of an evaluation. */
export const AGGREGATES_API = { list: '/api/autodiagnostico-admin/agregados' } as const;

/** Groups with fewer finished evaluations than this are left out, so that no business can be recognised. */
export const AGGREGATE_MIN_EVALUATIONS = 3;

export const aggregatesQuerySchema = z.object({ modelo_id: z.coerce.number({ error: 'modelo_id inválido' }).pipe(labelledId('modelo_id')) });

export const aggregatesSchema = z.object({
  modelo_id: z.number().int(),
  avaliacoes_finalizadas: z.number().int(),
  /** Answers of each risk per block (empty below the minimum of evaluations). */
  blocos: z.array(z.object({ id: z.number().int(), titulo: z.string(), ordem: z.number().int(), ...riskCountsShape })),
  /** Per CNAE section (A–U), only sections with at least the minimum of evaluations. */
  secoes_cnae: z.array(z.object({ secao: z.string(), avaliacoes: z.number().int(), ...riskCountsShape })),
});
export type Aggregates = z.infer<typeof aggregatesSchema>;
