// The map support's public surface: its routes and settings.
export { DEFAULT_GEO_CONFIG, defaultMapAttribution, LOCAL_TILE_URL, type GeoConfig } from './config';
export { geoRoutes, type GeoOptions } from './routes';
