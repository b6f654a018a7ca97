export * from './auth';
export * from './localization';
