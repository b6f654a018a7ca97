// Release health's public surface: its routes and settings, and the registry's writer for the release tools.
export { releaseHealthRoutes, purgeReleaseHealth, type ReleaseHealthOptions } from './routes';
export { RELEASE_HEALTH_DEFAULTS, guardVariable, parseGuard, type ReleaseHealthConfig } from './config';
