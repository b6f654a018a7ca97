import { GEO_API, geoConfigSchema, geoPlaceSchema, geoSearchQuerySchema } from '@sisacte/contracts/geo/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-schemas';
import { DEFAULT_GEO_CONFIG, type GeoConfig } from './config';
import { createGeocoder, type Geocoder } from './geocoder';
import { standInTile } from './tiles';

/** AppOptions.geo: settings (defaults: the local stand-ins), or for tests a geocoder in place of the configured one. */
export interface GeoOptions {
  config?: Partial<GeoConfig> | undefined;
  geocoder?: Geocoder;
}

const GEO_RATE_LIMITED_MESSAGE = 'Muitas buscas de endereço. Aguarde um minuto e tente novamente.';

const tileParams = z
  .object({
    z: z.coerce.number().int().min(0).max(22),
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine((p) => p.x < 2 ** p.z && p.y < 2 ** p.z, 'Tile fora do mapa');

/** Map support for the complaint wizard: configuration, address search (adapter) and stand-in tiles. All public. */
export const geoRoutes: FastifyPluginAsyncZod<GeoOptions> = async (app, opts) => {
  const tags = ['Mapa'];
  const config: GeoConfig = { ...DEFAULT_GEO_CONFIG, ...opts.config };
  const geocoder = opts.geocoder ?? createGeocoder(config);

  app.get(
    GEO_API.config,
    {
      schema: {
        tags,
        summary: 'Configuração do mapa: URL dos tiles, atribuição, centro [lat, lon] -15,-58, zoom 3 (reinício 3.5, local 7)',
        response: { 200: geoConfigSchema },
      },
    },
    async () => ({
      tileUrl: config.mapTileUrl,
      attribution: config.mapAttribution,
      center: [-15, -58] as [number, number],
      zoom: 3,
      resetZoom: 3.5,
      placeZoom: 7,
    }),
  );

  app.get(
    GEO_API.search,
    {
      config: {
        rateLimit: { max: config.searchesPerIp, timeWindow: 60_000, errorResponseBuilder: () => new HttpError(429, GEO_RATE_LIMITED_MESSAGE) },
      },
      schema: {
        tags,
        summary: `Busca de endereços restrita ao Brasil (adaptador: ${geocoder.name === 'nominatim' ? 'Nominatim' : 'lista local de demonstração'})`,
        querystring: geoSearchQuerySchema,
        response: { 200: z.array(geoPlaceSchema), ...errorResponses(400, 429, 502) },
      },
    },
    async (request) => geocoder.search(request.query.q),
  );

  app.get(
    GEO_API.tile,
    {
      schema: { tags, summary: 'Tile de demonstração (fundo claro com grade, sem dados cartográficos)', params: tileParams, hide: false },
    },
    async (_request, reply) => {
      reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400');
      return reply.send(standInTile());
    },
  );
};
