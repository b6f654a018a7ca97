export { api, http, toSearchParams, normalise, API_BASE_URL, type SearchParams } from './client';
export { ApiError, toApiError, NETWORK_ERROR_MESSAGE } from './errors';
export { openPdf, saveFile } from './downloads';
