import { z } from 'zod';

// The paths, fixed lists and messages (no zod) are in geo-rules.ts; re-exported here, so both import paths work.
export * from './geo-rules';

/** GET /api/geo/config. `center` is [latitude, longitude] (Brazil: -15, -58); OpenLayers wants [lon, lat]. */
export const geoConfigSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  center: z.tuple([z.number(), z.number()]),
  zoom: z.number(),
  resetZoom: z.number(),
  placeZoom: z.number(),
});
export type GeoConfig = z.infer<typeof geoConfigSchema>;

export const geoSearchQuerySchema = z.object({
  q: z.string({ error: 'Informe o endereço' }).trim().min(3, 'Digite ao menos 3 caracteres').max(200, 'Endereço muito longo'),
});
/** GET /api/geo/search?q: places in Brazil, best first (at most 10). */
export const geoPlaceSchema = z.object({
  nome: z.string(),
  lat: z.number(),
  lon: z.number(),
  uf: z.string().nullable(),
  municipio: z.string().nullable(),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;
