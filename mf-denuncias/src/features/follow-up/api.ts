import { http } from '@sisacte/api-client';
import { type ComplaintFollowUpRequest, type ComplaintFollowUpResponse, FOLLOW_UP_API } from '@sisacte/contracts/denuncias/follow-up';

/** POST /api/denuncias/acompanhamento (public): protocol + receipt code → the status only. */
export const followUp = (body: ComplaintFollowUpRequest) => http.post<ComplaintFollowUpResponse>(FOLLOW_UP_API.lookup, body);
