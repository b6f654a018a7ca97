import { geoConfigSchema, geoPlaceSchema, geoSearchQuerySchema, type GeoPlace } from '@sisacte/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-schemas';
import { searchLocalPlaces } from './local-places';
import { standInTile } from './tiles';

export interface GeoOptions {
  geocoder: 'local' | 'nominatim';
  geocoderUrl: string | undefined;
  mapTileUrl: string;
  mapAttribution: string;
  searchesPerIp: number;
  /** For tests: the fetch used by the nominatim adapter. */
  fetchImpl?: typeof fetch;
}

export const GEO_UNAVAILABLE_MESSAGE = 'A busca de endereços está indisponível no momento. Marque o local no mapa.';
export const GEO_RATE_LIMITED_MESSAGE = 'Muitas buscas de endereço. Aguarde um minuto e tente novamente.';
const USER_AGENT = 'SisActe/0.1 (denuncias; busca de endereco)';

interface NominatimResult {
  display_name?: string;
  lat?: string;
  lon?: string;
  address?: Record<string, string | undefined>;
}

/** Nominatim-compatible search restricted to Brazil (countrycodes=br). */
export async function searchNominatim(opts: GeoOptions, q: string): Promise<GeoPlace[]> {
  const url = new URL('search', opts.geocoderUrl!.endsWith('/') ? opts.geocoderUrl : `${opts.geocoderUrl}/`);
  url.search = new URLSearchParams({ q, format: 'jsonv2', countrycodes: 'br', addressdetails: '1', limit: '10', 'accept-language': 'pt-BR' }).toString();
  let results: NominatimResult[];
  try {
    const response = await (opts.fetchImpl ?? fetch)(url, { headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    results = (await response.json()) as NominatimResult[];
  } catch {
    throw new HttpError(502, GEO_UNAVAILABLE_MESSAGE);
  }
  if (!Array.isArray(results)) throw new HttpError(502, GEO_UNAVAILABLE_MESSAGE);
  return results
    .map((r) => {
      const iso = r.address?.['ISO3166-2-lvl4'];
      return {
        nome: r.display_name ?? '',
        lat: Number(r.lat),
        lon: Number(r.lon),
        uf: iso?.startsWith('BR-') ? iso.slice(3) : null,
        municipio: r.address?.city ?? r.address?.town ?? r.address?.village ?? r.address?.municipality ?? null,
      };
    })
    .filter((p) => p.nome && Number.isFinite(p.lat) && Number.isFinite(p.lon));
}

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

  app.get(
    '/api/geo/config',
    {
      schema: {
        tags,
        summary: 'Configuração do mapa: URL dos tiles, atribuição, centro [lat, lon] -15,-58, zoom 3 (reinício 3.5, local 7)',
        response: { 200: geoConfigSchema },
      },
    },
    async () => ({
      tileUrl: opts.mapTileUrl,
      attribution: opts.mapAttribution,
      center: [-15, -58] as [number, number],
      zoom: 3,
      resetZoom: 3.5,
      placeZoom: 7,
    }),
  );

  app.get(
    '/api/geo/search',
    {
      config: {
        rateLimit: { max: opts.searchesPerIp, timeWindow: 60_000, errorResponseBuilder: () => new HttpError(429, GEO_RATE_LIMITED_MESSAGE) },
      },
      schema: {
        tags,
        summary: `Busca de endereços restrita ao Brasil (adaptador: ${opts.geocoder === 'local' ? 'lista local de demonstração' : 'Nominatim'})`,
        querystring: geoSearchQuerySchema,
        response: { 200: z.array(geoPlaceSchema), ...errorResponses(400, 429, 502) },
      },
    },
    async (request) => (opts.geocoder === 'nominatim' ? searchNominatim(opts, request.query.q) : searchLocalPlaces(request.query.q)),
  );

  app.get(
    '/api/geo/tiles/:z/:x/:y.png',
    {
      schema: { tags, summary: 'Tile de demonstração (fundo claro com grade, sem dados cartográficos)', params: tileParams, hide: false },
    },
    async (_request, reply) => {
      reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400');
      return reply.send(standInTile());
    },
  );
};
