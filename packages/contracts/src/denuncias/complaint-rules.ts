// The path, statuses, languages, messages and bounds of the public complaints, without zod (complaints.ts re-exports
// them with the schemas): the staff's lists and tags need only these.

export const COMPLAINTS_API = {
  /** Public: POST ?g_recaptcha_response=<ALTCHA solution>. */
  create: '/api/denuncias-create',
} as const;

export const COMPLAINT_ERROR_TITLE = 'Houve um erro!';
export const COMPLAINT_ERROR_CLOSE = 'Fechar';
export const COMPLAINT_RATE_LIMITED_MESSAGE = 'Muitas denúncias enviadas deste endereço. Aguarde alguns minutos e tente novamente.';

export const COMPLAINT_STATUSES = ['Protocolada', 'Encaminhada para Fiscalização', 'Fiscalizada'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
/** Badge colour per status (info, danger, success). */
export const COMPLAINT_STATUS_BADGE: Record<ComplaintStatus, 'info' | 'danger' | 'success'> = {
  Protocolada: 'info',
  'Encaminhada para Fiscalização': 'danger',
  Fiscalizada: 'success',
};

/**
 * The languages a complaint can be filed in (those of the public pages), each named in its own words: staff read
 * 'Idioma: Español' on the profile and filter the list by it, to route it to someone who speaks it.
 */
export const COMPLAINT_LANGUAGES = ['pt', 'es', 'en', 'fr', 'ht'] as const;
export type ComplaintLanguage = (typeof COMPLAINT_LANGUAGES)[number];
export const COMPLAINT_LANGUAGE_NAMES: Record<ComplaintLanguage, string> = {
  pt: 'Português',
  es: 'Español',
  en: 'English',
  fr: 'Français',
  ht: 'Kreyòl ayisyen',
};
export const COMPLAINT_LANGUAGE_MESSAGE = 'Idioma deve ser pt, es, en, fr ou ht';

/** Rough bounding box of Brazil, for the establishment's point. */
export const BRAZIL_BOUNDS = { minLat: -34.0, maxLat: 5.5, minLon: -74.1, maxLon: -28.6 } as const;
