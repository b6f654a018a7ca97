import { http } from '@sisacte/api-client';
import type { ComplaintFollowUpRequest, ComplaintFollowUpResponse } from '@sisacte/contracts';

/** POST /api/denuncias/acompanhamento (public): protocol + receipt code → the status only. */
export const followUp = (body: ComplaintFollowUpRequest) => http.post<ComplaintFollowUpResponse>('/api/denuncias/acompanhamento', body);
