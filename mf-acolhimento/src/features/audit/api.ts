import { http } from '@sisacte/api-client';
import { TRAIL_API, type ChainCheck } from '@sisacte/contracts/audit/trail';

/** POST /api/trilha/verificar: the whole chain checked (the trail's list, users and XLSX: `trailApi` of @sisacte/ui/trail). */
export const verifyTrail = () => http.post<ChainCheck>(TRAIL_API.verify);
