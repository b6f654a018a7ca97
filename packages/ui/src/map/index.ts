/**
 * The OpenLayers maps of the staff and public screens (`@sisacte/ui/map`, a subpath of its own so
 * that an app which draws no map never bundles OpenLayers): each component loads `ol` lazily, only
 * when it is on screen, with the tile source and attribution of GET /api/geo/config.
 * - `EstablishmentMap`: one point, placed by a click or dragged, with an address search.
 * - `AreaFilterMap`: draw, edit and clear a polygon (the `area` filter of the complaint lists).
 * - `PointsMap`: many points, clustered when asked, each opening its record.
 */
export { EstablishmentMap } from './establishment-map';
export { AreaFilterMap, type AreaFilterMapProps } from './area-filter-map';
export { PointsMap, type PointsMapProps, type MapPoint } from './points-map';
export { MapAddressSearch } from './map-address-search';
export { loadGeoConfig } from './geo-config';
export type { LatLon, MapFocus } from './types';
