export { api, http, normalise, API_BASE_URL, type SearchParams } from './client';
export { ApiError, toApiError } from './errors';
export { openInNewWindow, openPdf, saveDownload, saveFile, type Download } from './downloads';
