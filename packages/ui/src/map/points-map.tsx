import { Suspense, lazy, useEffect, useState } from 'react';
import { Alert, Skeleton } from 'antd';
import { type GeoConfig } from '@sisacte/contracts/geo/geo';
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
}

/** Complaints' points on an OpenLayers map, loaded on demand (the list's map and the profile's small one). */
export function PointsMap({ points, onOpen, cluster = false, height = 320, label }: PointsMapProps) {
  const [config, setConfig] = useState<GeoConfig | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadGeoConfig().then(setConfig, () => setFailed(true));
  }, []);
  if (failed) return <Alert type="warning" showIcon title="O mapa não pôde ser carregado agora." />;
  const skeleton = <Skeleton.Node active style={{ width: '100%', height }} />;
  if (!config) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <OlPointsMap config={config} points={points} onOpen={onOpen} cluster={cluster} height={height} label={label} />
    </Suspense>
  );
}
