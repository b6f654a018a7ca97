import { createLocalStandInGeocoder } from './local-stand-in';
import { createNominatimGeocoder } from './nominatim';
import type { Geocoder } from './provider';

export * from './provider';

export type GeocoderName = 'local' | 'nominatim';

export interface GeocoderSettings {
  /** `local`: the stand-in list of this repo; `nominatim`: a Nominatim-compatible service at `geocoderUrl`. */
  geocoder: GeocoderName;
  geocoderUrl?: string | undefined;
}

/** The configured address search. */
export function createGeocoder(settings: GeocoderSettings): Geocoder {
  if (settings.geocoder === 'nominatim') {
    if (!settings.geocoderUrl) throw new Error('GEOCODER_URL is required when GEOCODER=nominatim.');
    return createNominatimGeocoder({ baseUrl: settings.geocoderUrl });
  }
  return createLocalStandInGeocoder();
}
