export * from './auth';
export * from './localization';
export * from './acolhimento';
export * from './denuncias';
