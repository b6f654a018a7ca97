import { useEffect, useRef } from 'react';
import type OlMap from 'ol/Map';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Feature from 'ol/Feature';
import Polygon from 'ol/geom/Polygon';
import Draw from 'ol/interaction/Draw';
import Modify from 'ol/interaction/Modify';
import { fromLonLat, toLonLat } from 'ol/proj';
import { Fill, Stroke, Style } from 'ol/style';
import { type GeoConfig } from '@sisacte/contracts/geo/geo';
import { type LatLng } from '@sisacte/contracts/denuncias/complaint-list';
import { createBaseMap, round6 } from './ol-base';
import { MapRegion } from './map-region';

export interface OlAreaMapProps {
  config: GeoConfig;
  /** The polygon (closed ring) or null. */
  value: LatLng[] | null;
  /** A polygon drawn or with a vertex moved (closed ring). */
  onChange: (ring: LatLng[]) => void;
  /** Whether a click draws a new polygon (else the drawn one's vertices can be dragged). */
  drawing: boolean;
  onReady?: (api: { viewRing: () => LatLng[] }) => void;
  label: string;
}

const areaStyle = new Style({ fill: new Fill({ color: 'rgba(19, 81, 180, 0.15)' }), stroke: new Stroke({ color: '#1351b4', width: 3 }) });

const toRing = (polygon: Polygon): LatLng[] =>
  (polygon.getCoordinates()[0] ?? []).map((c) => {
    const [lng, lat] = toLonLat(c);
    return { lat: round6(lat!), lng: round6(lng!) };
  });

const sameRing = (a: LatLng[], b: LatLng[]) => a.length === b.length && a.every((v, i) => v.lat === b[i]!.lat && v.lng === b[i]!.lng);

/** The area filter's map: click to add vertices, double-click (or click the first vertex) to close; drag a vertex to edit. */
export default function OlAreaMap({ config, value, onChange, drawing, onReady, label }: OlAreaMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const source = useRef(new VectorSource<Feature<Polygon>>());
  const draw = useRef<Draw | null>(null);
  const emitted = useRef<LatLng[] | null>(null);
  const emit = useRef(onChange);
  emit.current = onChange;

  useEffect(() => {
    const vectors = source.current;
    const instance = createBaseMap(target.current!, config, [new VectorLayer({ source: vectors, style: areaStyle })]);
    const send = (feature: Feature<Polygon>) => {
      const geometry = feature.getGeometry();
      if (!geometry) return;
      const ring = toRing(geometry);
      emitted.current = ring;
      emit.current(ring);
    };
    const drawer = new Draw({ source: vectors, type: 'Polygon', style: areaStyle });
    drawer.on('drawstart', () => vectors.clear());
    drawer.on('drawend', (e) => send(e.feature as Feature<Polygon>));
    const modify = new Modify({ source: vectors });
    modify.on('modifyend', (e) => {
      const feature = e.features.item(0) as Feature<Polygon> | undefined;
      if (feature) send(feature);
    });
    instance.addInteraction(modify);
    instance.addInteraction(drawer);
    draw.current = drawer;
    map.current = instance;
    onReady?.({
      viewRing: () => {
        const [minX, minY, maxX, maxY] = instance.getView().calculateExtent(instance.getSize());
        const corners = [
          [minX!, minY!],
          [maxX!, minY!],
          [maxX!, maxY!],
          [minX!, maxY!],
          [minX!, minY!],
        ];
        return corners.map((c) => {
          const [lng, lat] = toLonLat(c);
          return { lat: round6(Math.max(-90, Math.min(90, lat!))), lng: round6(Math.max(-180, Math.min(180, lng!))) };
        });
      },
    });
    return () => {
      instance.setTarget(undefined);
      map.current = null;
    };
    // created once per config
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config]);

  useEffect(() => {
    draw.current?.setActive(drawing);
    if (!drawing) draw.current?.abortDrawing();
  }, [drawing]);

  // The value from outside (the address, 'Limpar', the visible-area button): show it unless it is what was just drawn.
  useEffect(() => {
    const vectors = source.current;
    if (value && emitted.current && sameRing(value, emitted.current)) return;
    vectors.clear();
    emitted.current = value;
    if (!value) return;
    const polygon = new Polygon([value.map((v) => fromLonLat([v.lng, v.lat]))]);
    vectors.addFeature(new Feature(polygon));
    try {
      map.current?.getView().fit(polygon, { padding: [24, 24, 24, 24], maxZoom: 12 });
    } catch {
      // a map without a size yet (hidden): the polygon is there, the view stays
    }
  }, [value]);

  return (
    <MapRegion ref={target} label={label} testId="area-map" cursor={drawing ? 'crosshair' : 'default'} />
  );
}
