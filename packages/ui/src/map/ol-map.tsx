import { useEffect, useRef } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import Translate from 'ol/interaction/Translate';
import { fromLonLat, toLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { type GeoConfig } from '@sisacte/contracts/geo/geo';
import { useShownLanguage } from '../i18n/shown-language';
import { portugueseControls, relabelControls } from './ol-base';
import { injectOlStyles } from './ol-styles';
import type { LatLon, MapFocus } from './types';
import { MapRegion } from './map-region';

interface OlMapViewProps {
  config: GeoConfig;
  point: LatLon | null;
  onPointChange: (point: LatLon) => void;
  focus: MapFocus | null;
  /** Receives a function that reads the current centre (for the keyboard 'mark the centre' button). */
  onReady?: (api: { center: () => LatLon }) => void;
  label: string;
}

const markerStyle = new Style({
  image: new Circle({ radius: 10, fill: new Fill({ color: '#e52207' }), stroke: new Stroke({ color: '#fff', width: 3 }) }),
});

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** OpenLayers map (loaded only when the map panel opens): click or drag the marker to place the establishment. */
export default function OlMapView({ config, point, onPointChange, focus, onReady, label }: OlMapViewProps) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const marker = useRef(new Feature<Point>());
  const onChange = useRef(onPointChange);
  onChange.current = onPointChange;

  useEffect(() => {
    injectOlStyles();
    const feature = marker.current;
    feature.setStyle(markerStyle);
    const markers = new VectorSource<Feature<Point>>({ features: [feature] });
    const [lat, lon] = config.center;
    const instance = new OlMap({
      target: target.current!,
      controls: portugueseControls(),
      layers: [
        new TileLayer({ source: new XYZ({ url: config.tileUrl, attributions: config.attribution, crossOrigin: 'anonymous' }) }),
        new VectorLayer({ source: markers }),
      ],
      view: new View({ center: fromLonLat([lon, lat]), zoom: config.zoom }),
    });
    const emit = (coordinate: number[]) => {
      const [x, y] = toLonLat(coordinate);
      onChange.current({ lat: round(y!), lon: round(x!) });
    };
    instance.on('singleclick', (e) => emit(e.coordinate));
    const drag = new Translate({ layers: (layer) => layer.getSource() === markers });
    drag.on('translateend', () => {
      const geometry = feature.getGeometry();
      if (geometry) emit(geometry.getCoordinates());
    });
    instance.addInteraction(drag);
    map.current = instance;
    onReady?.({
      center: () => {
        const [x, y] = toLonLat(instance.getView().getCenter() ?? fromLonLat([lon, lat]));
        return { lat: round(y!), lon: round(x!) };
      },
    });
    return () => {
      instance.setTarget(undefined);
      map.current = null;
    };
    // The map is created once; config changes are not expected while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config]);

  // a language picked while the map is open renames its buttons
  const language = useShownLanguage();
  useEffect(() => {
    if (map.current) relabelControls(map.current, language);
  }, [language]);

  useEffect(() => {
    marker.current.setGeometry(point ? new Point(fromLonLat([point.lon, point.lat])) : undefined);
  }, [point]);

  useEffect(() => {
    if (!focus || !map.current) return;
    map.current.getView().animate({ center: fromLonLat([focus.lon, focus.lat]), zoom: focus.zoom, duration: 400 });
  }, [focus]);

  return (
    <MapRegion ref={target} label={label} />
  );
}
