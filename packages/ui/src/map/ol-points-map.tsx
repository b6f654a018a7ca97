import { useEffect, useRef } from 'react';
import type OlMap from 'ol/Map';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Cluster from 'ol/source/Cluster';
import Feature, { type FeatureLike } from 'ol/Feature';
import Point from 'ol/geom/Point';
import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import { type GeoConfig } from '@sisacte/contracts/geo/geo';
import { createBaseMap } from './ol-base';
import { MapRegion } from './map-region';

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  /** Shown as the point's title (protocol). */
  title: string;
}

export interface OlPointsMapProps {
  config: GeoConfig;
  points: MapPoint[];
  /** A click on a single point. */
  onOpen?: (id: number) => void;
  /** Group near points (the list's map); off for one point (the profile). */
  cluster: boolean;
  height: number;
  label: string;
}

const pointStyle = new Style({
  image: new Circle({ radius: 8, fill: new Fill({ color: '#e52207' }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
});
const clusterStyles = new Map<number, Style>();
function styleOf(feature: FeatureLike): Style {
  const members = (feature.get('features') as Feature[] | undefined) ?? [feature];
  const n = members.length;
  if (n === 1) return pointStyle;
  let style = clusterStyles.get(n);
  if (!style) {
    style = new Style({
      image: new Circle({ radius: Math.min(24, 12 + Math.log2(n) * 2), fill: new Fill({ color: '#1351b4' }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
      text: new Text({ text: String(n), fill: new Fill({ color: '#fff' }), font: 'bold 12px sans-serif' }),
    });
    clusterStyles.set(n, style);
  }
  return style;
}

/** Complaints on a map: clustered when many (a click on a group zooms in), a click on a point opens it. */
export default function OlPointsMap({ config, points, onOpen, cluster, height, label }: OlPointsMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const source = useRef(new VectorSource<Feature<Point>>());
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    const vectors = source.current;
    const layerSource = cluster ? new Cluster({ distance: 40, minDistance: 16, source: vectors }) : vectors;
    const layer = new VectorLayer({ source: layerSource, style: styleOf });
    const instance = createBaseMap(target.current!, config, [layer]);
    instance.on('singleclick', (e) => {
      const hit = instance.forEachFeatureAtPixel(e.pixel, (f) => f, { layerFilter: (l) => l === layer, hitTolerance: 4 });
      if (!hit) return;
      const members = (hit.get('features') as Feature<Point>[] | undefined) ?? [hit as Feature<Point>];
      if (members.length === 1) {
        const id = members[0]!.get('id') as number;
        open.current?.(id);
        return;
      }
      const extent = boundingExtent(members.map((m) => m.getGeometry()!.getCoordinates()));
      instance.getView().fit(extent, { padding: [48, 48, 48, 48], maxZoom: 14, duration: 300 });
    });
    instance.on('pointermove', (e) => {
      const over = instance.hasFeatureAtPixel(e.pixel, { layerFilter: (l) => l === layer, hitTolerance: 4 });
      const element = instance.getTargetElement();
      if (element) element.style.cursor = over ? 'pointer' : '';
    });
    map.current = instance;
    return () => {
      instance.setTarget(undefined);
      map.current = null;
    };
    // created once per config
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config]);

  useEffect(() => {
    const vectors = source.current;
    vectors.clear();
    const features = points.map((p) => {
      const f = new Feature(new Point(fromLonLat([p.lng, p.lat])));
      f.set('id', p.id);
      f.set('title', p.title);
      return f;
    });
    vectors.addFeatures(features);
    const view = map.current?.getView();
    if (!view || features.length === 0) return;
    try {
      if (features.length === 1) view.setCenter(features[0]!.getGeometry()!.getCoordinates());
      if (features.length === 1) view.setZoom(config.placeZoom);
      else view.fit(vectors.getExtent()!, { padding: [32, 32, 32, 32], maxZoom: 12 });
    } catch {
      // no size yet
    }
  }, [points, config]);

  return (
    <MapRegion ref={target} label={label} height={height} />
  );
}
