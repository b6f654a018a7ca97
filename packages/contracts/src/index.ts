export * from './roles';
export * from './page';
export * from './auth';
export * from './users';
export * from './routes';
export * from './menu';
export * from './welcomed';
export * from './denuncias';
