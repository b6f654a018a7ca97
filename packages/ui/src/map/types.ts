export interface LatLon {
  lat: number;
  lon: number;
}

/** Where the map should look; `seq` makes the same place count as a new request. */
export interface MapFocus extends LatLon {
  zoom: number;
  seq: number;
}
