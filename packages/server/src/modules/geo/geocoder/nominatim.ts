import { type GeoPlace } from '@sisacte/contracts/geo/geo';
import { GeocoderUnavailableError, type Geocoder } from './provider';

const NOMINATIM_TIMEOUT_MS = 5000;
const USER_AGENT = 'SisActe/0.1 (denuncias; busca de endereco)';

export interface NominatimOptions {
  /** Service root (GEOCODER_URL); the request is `${baseUrl}/search?…`. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface NominatimResult {
  display_name?: string;
  lat?: string;
  lon?: string;
  address?: Record<string, string | undefined>;
}

/** A Nominatim-compatible search service, asked for places in Brazil only (countrycodes=br). */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const root = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? NOMINATIM_TIMEOUT_MS;

  return {
    name: 'nominatim',
    async search(q) {
      const url = new URL('search', root);
      url.search = new URLSearchParams({ q, format: 'jsonv2', countrycodes: 'br', addressdetails: '1', limit: '10', 'accept-language': 'pt-BR' }).toString();
      let results: NominatimResult[];
      try {
        const response = await doFetch(url, { headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
        results = (await response.json()) as NominatimResult[];
      } catch {
        throw new GeocoderUnavailableError();
      }
      if (!Array.isArray(results)) throw new GeocoderUnavailableError();
      return results.map(toPlace).filter((p) => p.nome && Number.isFinite(p.lat) && Number.isFinite(p.lon));
    },
  };
}

function toPlace(r: NominatimResult): GeoPlace {
  const iso = r.address?.['ISO3166-2-lvl4'];
  return {
    nome: r.display_name ?? '',
    lat: Number(r.lat),
    lon: Number(r.lon),
    uf: iso?.startsWith('BR-') ? iso.slice(3) : null,
    municipio: r.address?.city ?? r.address?.town ?? r.address?.village ?? r.address?.municipality ?? null,
  };
}
