// The map's paths, without zod (geo.ts re-exports them with the schemas).

/** The complaint map: tile source, starting view and the address search (Brazil only). */
export const GEO_API = {
  config: '/api/geo/config',
  search: '/api/geo/search', // ?q
  /** The local stand-in tiles (no map data). */
  tile: '/api/geo/tiles/:z/:x/:y.png',
} as const;
