// The operations module's public surface: its routes (operations and teams).
export { operacoesRoutes } from './routes';
