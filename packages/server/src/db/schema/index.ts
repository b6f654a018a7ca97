export * from './auth';
export * from './localization';
export * from './acolhimento';
export * from './denuncias';
export * from './requests';
export * from './rate-limits';
export * from './autodiagnostico';
