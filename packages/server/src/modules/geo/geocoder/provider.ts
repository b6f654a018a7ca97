import { type GeoPlace } from '@sisacte/contracts/geo/geo';
import { HttpError } from '../../../lib/http-errors';

/** An address search restricted to Brazil, behind configuration (external services are adapters). */
export interface Geocoder {
  readonly name: string;
  /** Places matching the free text `q`, best first, at most 10; throws GeocoderUnavailableError when the service cannot answer. */
  search(q: string): Promise<GeoPlace[]>;
}

const GEO_UNAVAILABLE_MESSAGE = 'A busca de endereços está indisponível no momento. Marque o local no mapa.';

/** The service failed or answered nonsense: a 502 that tells the complainant to mark the place on the map instead. */
export class GeocoderUnavailableError extends HttpError {
  override name = 'GeocoderUnavailableError';

  constructor() {
    super(502, GEO_UNAVAILABLE_MESSAGE);
  }
}
