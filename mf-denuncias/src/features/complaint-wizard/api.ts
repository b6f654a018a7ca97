import { api, http, normalise } from '@sisacte/api-client';
import { type ComplaintCreate, type ComplaintCreateResponse, IDEMPOTENCY_HEADER } from '@sisacte/contracts/denuncias/complaints';
import { type Organization, ORGANIZATIONS_API } from '@sisacte/contracts/denuncias/organizations';
import { type QuestionCategory, QUESTIONS_API } from '@sisacte/contracts/denuncias/questions';
import { GEO_API, type GeoConfig, type GeoPlace } from '@sisacte/contracts/geo/geo';
import { acceptLanguageHeader, type PublicLanguage } from '@sisacte/ui/i18n';
import { questionnaireParams } from './questionnaire-prefetch';

/**
 * GET /api/questoes/list?lang= (public): the live questionnaire, one category per panel, in the page's language
 * (its texts not translated yet in Portuguese, marked `idioma: 'pt'`). The language goes in the address: the server
 * never takes it from Accept-Language, which a browser sends in its own language.
 */
export const listQuestionnaire = (language: PublicLanguage = 'pt') => http.get<QuestionCategory[]>(QUESTIONS_API.list, questionnaireParams(language));

/** GET /api/organizacoes/list: offered to a logged-in creator. */
export const listOrganizations = () => http.get<Organization[]>(ORGANIZATIONS_API.list);

/**
 * POST /api/denuncias-create?g_recaptcha_response=<ALTCHA solution>, with an Idempotency-Key
 * (one per draft) so that a retry after a network failure never files a second complaint, and the
 * page's language (Accept-Language): the server's messages come back in it.
 */
export async function createComplaint(body: ComplaintCreate, captcha: string, idempotencyKey: string, language: PublicLanguage = 'pt'): Promise<ComplaintCreateResponse> {
  try {
    return await api
      .post('api/denuncias-create', {
        json: body,
        searchParams: { g_recaptcha_response: captcha },
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey, ...acceptLanguageHeader(language) },
      })
      .json<ComplaintCreateResponse>();
  } catch (error) {
    throw await normalise(error);
  }
}

/** GET /api/geo/config: tiles and the map's centre and zooms (settings on the server). */
export const getGeoConfig = () => http.get<GeoConfig>(GEO_API.config);

/** GET /api/geo/search?q: places in Brazil only, through the server's geocoder adapter. */
export const searchPlaces = (q: string) => http.get<GeoPlace[]>(GEO_API.search, { q });
