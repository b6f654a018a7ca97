// The places and CNAE module's public surface: its routes and the CNAE look-ups other modules use.
export { cnaeByCode, searchCnae } from './repository';
export { localizationRoutes, type LocalizationOptions } from './routes';
