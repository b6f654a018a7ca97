import { api, normalise } from '@sisacte/api-client';
import { type ComplaintFollowUpRequest, type ComplaintFollowUpResponse, FOLLOW_UP_API } from '@sisacte/contracts/denuncias/follow-up';
import { acceptLanguageHeader, type PublicLanguage } from '@sisacte/ui/i18n';

/** POST /api/denuncias/acompanhamento (public): protocol + receipt code → the status only; messages in the page's language. */
export async function followUp(body: ComplaintFollowUpRequest, language: PublicLanguage = 'pt'): Promise<ComplaintFollowUpResponse> {
  try {
    return await api.post(FOLLOW_UP_API.lookup.replace(/^\//, ''), { json: body, headers: acceptLanguageHeader(language) }).json<ComplaintFollowUpResponse>();
  } catch (error) {
    throw await normalise(error);
  }
}
