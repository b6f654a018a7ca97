// The health check's public surface.
export { healthRoutes } from './routes';
