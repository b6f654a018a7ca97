import { http } from '@sisacte/api-client';
import { type ChainCheck } from '@sisacte/contracts/audit/trail';
import { TRAIL_API } from '@sisacte/contracts/audit/trail-rules';

/** POST /api/trilha/verificar: the whole chain checked (the trail's list, users and XLSX: `trailApi` of @sisacte/ui/trail). */
export const verifyTrail = () => http.post<ChainCheck>(TRAIL_API.verify);
