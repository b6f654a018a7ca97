import { Suspense, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Skeleton } from 'antd';

export interface MapRegionProps {
  ref: Ref<HTMLDivElement>;
  /** What a screen reader announces for the map. */
  label: string;
  height?: CSSProperties['height'];
  cursor?: CSSProperties['cursor'];
  testId?: string;
}

/** The box an OpenLayers map draws in: a focusable, labelled region with the maps' frame. */
export function MapRegion({ ref, label, height = 320, cursor, testId }: MapRegionProps) {
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      style={{ width: '100%', height, borderRadius: 8, overflow: 'hidden', border: '1px solid #d9d9d9', background: '#e8eef7', cursor }}
    />
  );
}

const mapPlaceholder = <Skeleton.Node active style={{ width: '100%', height: 320 }} />;

/** Where a lazily loaded map goes: a placeholder of its size until the map's settings (`config`) and code are there. */
export function MapSlot<C>({ config, children }: { config: C | null | undefined; children: (config: C) => ReactNode }) {
  return config ? <Suspense fallback={mapPlaceholder}>{children(config)}</Suspense> : mapPlaceholder;
}
