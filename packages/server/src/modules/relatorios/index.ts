// The inspection reports module's public surface: its routes (reports and the auditor proxy).
export { relatoriosRoutes, type RelatoriosOptions } from './routes';
