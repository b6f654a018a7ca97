import { Suspense, lazy, useEffect, useState } from 'react';
import { Alert, Skeleton } from 'antd';
import { type GeoConfig } from '@sisacte/contracts/geo/geo';
import { useNearViewport } from '../near-viewport';
import { loadGeoConfig } from './geo-config';
import type { MapPoint } from './ol-points-map';

export type { MapPoint } from './ol-points-map';

const OlPointsMap = lazy(() => import('./ol-points-map'));

export interface PointsMapProps {
  points: MapPoint[];
  onOpen?: (id: number) => void;
  cluster?: boolean;
  height?: number;
  label: string;
  /**
   * While true the map does not start loading even if on screen: for a map below content that is still
   * loading (a table without its rows yet), which would otherwise be on screen for a moment.
   */
  hold?: boolean;
}

/**
 * Complaints' points on an OpenLayers map (the list's map and the profile's small one). OpenLayers,
 * the map's settings and its tiles are fetched only when the map comes near the screen: below a
 * list's table on a laptop, a first visit that never scrolls there costs ~100 KB of gzipped code
 * and a dozen tile requests less (issue 9); a person scrolling down finds it drawn or drawing.
 */
export function PointsMap({ points, onOpen, cluster = false, height = 320, label, hold = false }: PointsMapProps) {
  const [seen, ref] = useNearViewport({ margin: '300px', hold });
  const near = seen && !hold;
  const [config, setConfig] = useState<GeoConfig | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (near) loadGeoConfig().then(setConfig, () => setFailed(true));
  }, [near]);
  if (failed) return <Alert type="warning" showIcon title="O mapa não pôde ser carregado agora." />;
  const skeleton = <Skeleton.Node active style={{ width: '100%', height }} />;
  return (
    <div ref={ref}>
      {config ? (
        <Suspense fallback={skeleton}>
          <OlPointsMap config={config} points={points} onOpen={onOpen} cluster={cluster} height={height} label={label} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}
