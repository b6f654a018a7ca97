import { lazy, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import AimOutlined from '@ant-design/icons/AimOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { type GeoConfig, type GeoPlace } from '@sisacte/contracts/geo/geo';
import type { LatLon, MapFocus } from './types';
import { MapAddressSearch } from './map-address-search';
import { MapSlot } from './map-region';
import { useUiT } from '../i18n/ui-text';

// OpenLayers is heavy: it is fetched only when the map panel opens.
const OlMapView = lazy(() => import('./ol-map'));

interface EstablishmentMapProps {
  point: LatLon | null;
  onChange: (point: LatLon | null) => void;
  loadConfig: () => Promise<GeoConfig>;
  search: (q: string) => Promise<GeoPlace[]>;
  /** A place chosen elsewhere (the city picker) to look at, without placing the marker. */
  lookAt?: string | null;
}

/**
 * Places the establishment on an OpenLayers map: click or drag the marker, or search an address
 * (Brazil only, through the server's geocoder). The server's map settings give the centre and
 * zooms (by default centre -15,-58 at zoom 3; 'Ver o Brasil todo' 3.5; a chosen place 7).
 */
export function EstablishmentMap({ point, onChange, loadConfig, search, lookAt }: EstablishmentMapProps) {
  const [config, setConfig] = useState<GeoConfig | null>(null);
  const [configError, setConfigError] = useState(false);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const mapApi = useRef<{ center: () => LatLon } | null>(null);
  const seq = useRef(0);
  const t = useUiT();

  useEffect(() => {
    loadConfig().then(setConfig, () => setConfigError(true));
  }, [loadConfig]);

  const look = (place: LatLon, zoom: number) => setFocus({ ...place, zoom, seq: ++seq.current });

  // Initially: the marker's place (restored draft) or the configured centre.
  useEffect(() => {
    if (config && point) look(point, config.placeZoom);
    // only once the config arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config]);

  // The city picked in the form: look at it (the marker stays where the person put it).
  useEffect(() => {
    if (!config || !lookAt || lookAt.trim().length < 3) return;
    let cancelled = false;
    search(lookAt)
      .then((places) => {
        const first = places[0];
        if (!cancelled && first) look({ lat: first.lat, lon: first.lon }, config.placeZoom);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [config, lookAt, search]);

  function choose(place: GeoPlace) {
    const p = { lat: place.lat, lon: place.lon };
    onChange(p);
    if (config) look(p, config.placeZoom);
  }

  if (configError) {
    return <Alert type="warning" showIcon title={t('map.loadFailed')} />;
  }

  return (
    <Flex vertical gap={12}>
      <MapAddressSearch search={search} onChoose={choose} />
      <MapSlot config={config}>
        {(settings) => (
          <OlMapView
            config={settings}
            point={point}
            onPointChange={onChange}
            focus={focus}
            onReady={(api) => (mapApi.current = api)}
            label={t('map.regionLabel')}
          />
        )}
      </MapSlot>
      <Flex gap={8} wrap align="center">
        <Button icon={<AimOutlined />} disabled={!config} onClick={() => mapApi.current && onChange(mapApi.current.center())}>
          {t('map.markCenter')}
        </Button>
        <Button
          icon={<GlobalOutlined />}
          disabled={!config}
          onClick={() => config && look({ lat: config.center[0], lon: config.center[1] }, config.resetZoom)}
        >
          {t('map.showBrazil')}
        </Button>
        {point && (
          <Button type="text" danger onClick={() => onChange(null)}>
            {t('map.removeMarker')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary" aria-live="polite" data-testid="map-point">
        {point
          ? t('map.marked', { lat: point.lat.toFixed(5), lon: point.lon.toFixed(5) })
          : t('map.noneMarked')}
      </Typography.Text>
    </Flex>
  );
}
