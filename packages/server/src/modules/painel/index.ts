// The dashboard's public surface: its routes.
export { painelRoutes } from './routes';
