import { type GeoPlace } from '@sisacte/contracts/geo/geo';
import { LOCAL_STAND_IN_PLACES } from './local-stand-in-places';
import type { Geocoder } from './provider';

/**
 * LOCAL STAND-IN of an address search service (GEOCODER=local, the default): it finds the places of
 * local-stand-in-places.ts by name only. Production sets GEOCODER=nominatim and GEOCODER_URL.
 */
export function createLocalStandInGeocoder(places: readonly GeoPlace[] = LOCAL_STAND_IN_PLACES): Geocoder {
  return {
    name: 'local-stand-in',
    search: async (q) => searchPlaces(places, q),
  };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Places whose name contains every word of `q` (accents and case ignored), at most 10. */
function searchPlaces(places: readonly GeoPlace[], q: string): GeoPlace[] {
  const words = fold(q)
    .split(/[\s,;-]+/)
    .filter((w) => w.length > 0 && w !== 'brasil');
  if (words.length === 0) return [];
  return places
    .filter((p) => {
      const haystack = fold(`${p.municipio} ${p.uf}`);
      return words.every((w) => haystack.includes(w));
    })
    .slice(0, 10);
}
