import { http } from '@sisacte/api-client';
import { GEO_API, type GeoConfig } from '@sisacte/contracts/geo/geo';

let pending: Promise<GeoConfig> | null = null;

/** GET /api/geo/config once per page (tiles through the configured adapter, centre and zooms); a failure is asked again next time. */
export function loadGeoConfig(): Promise<GeoConfig> {
  pending ??= http.get<GeoConfig>(GEO_API.config).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
