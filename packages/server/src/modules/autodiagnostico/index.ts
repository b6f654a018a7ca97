// The self-diagnosis module's public surface: its routes and their settings.
export { AUTODIAGNOSTICO_DEFAULTS, type AutodiagnosticoConfig } from './config';
export { autodiagnosticoRoutes, type AutodiagnosticoOptions } from './routes';
export { WRONG_CODES_LIMITED_MESSAGE } from './evaluations/code-guard';
// For the seeds (the published models).
export { anyModelTranslated, insertModelVersion, modelCodeExists, modelTexts, setModelTranslations, type TranslatedTable } from './models/repository';
