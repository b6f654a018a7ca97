import type { GeocoderName } from './geocoder';

/** Map support of the complaint wizard: address search (geocoder adapter), map tiles and the public search limit. */
export interface GeoConfig {
  /** `local` (a stand-in list of Brazilian places) or `nominatim` (geocoderUrl). */
  geocoder: GeocoderName;
  geocoderUrl: string | undefined;
  /** XYZ tile URL template for the map; default: the local stand-in tiles of this server. */
  mapTileUrl: string;
  mapAttribution: string;
  /** Address searches per IP address per minute. */
  searchesPerIp: number;
}

export const LOCAL_TILE_URL = '/api/geo/tiles/{z}/{x}/{y}.png';

/** The attribution shown under the map when none is configured: the stand-in tiles have no map data to credit. */
export function defaultMapAttribution(mapTileUrl: string): string {
  return mapTileUrl === LOCAL_TILE_URL ? 'Mapa de demonstração (sem dados cartográficos)' : '© colaboradores do OpenStreetMap';
}

/** The settings when nothing is configured: the local stand-ins, 30 searches per minute. */
export const DEFAULT_GEO_CONFIG: Readonly<GeoConfig> = {
  geocoder: 'local',
  geocoderUrl: undefined,
  mapTileUrl: LOCAL_TILE_URL,
  mapAttribution: defaultMapAttribution(LOCAL_TILE_URL),
  searchesPerIp: 30,
};
