export { api, http, normalise, API_BASE_URL, type SearchParams } from './client';
export { ApiError, toApiError } from './errors';
export { openPdf, saveFile } from './downloads';
