import { lazy, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import BorderOuterOutlined from '@ant-design/icons/BorderOuterOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { type GeoConfig } from '@sisacte/contracts/geo/geo';
import { encodeArea, parseArea, type LatLng } from '@sisacte/contracts/denuncias/complaint-list';
import { loadGeoConfig } from './geo-config';
import { MapSlot } from './map-region';

// OpenLayers is heavy: fetched only when the area filter is shown.
const OlAreaMap = lazy(() => import('./ol-area-map'));

export interface AreaFilterMapProps {
  /** The area as the address keeps it ('lat,lng;…', closed), or ''. */
  value: string;
  onChange: (area: string) => void;
}

/**
 * The map area filter: draw a polygon (click the vertices, double-click to close), drag its vertices
 * to edit it, or take the visible part of the map; 'Limpar área' removes it. Only complaints whose
 * establishment lies inside are listed once the filters are applied.
 */
export function AreaFilterMap({ value, onChange }: AreaFilterMapProps) {
  const [config, setConfig] = useState<GeoConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const [drawing, setDrawing] = useState(!value);
  const [error, setError] = useState<string | null>(null);
  const mapApi = useRef<{ viewRing: () => LatLng[] } | null>(null);

  useEffect(() => {
    loadGeoConfig().then(setConfig, () => setFailed(true));
  }, []);

  const parsed = value ? parseArea(value) : null;
  const ring = parsed && 'ring' in parsed ? parsed.ring : null;

  function take(next: LatLng[]) {
    const area = encodeArea(next);
    const checked = parseArea(area);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setDrawing(false);
    onChange(area);
  }

  if (failed) return <Alert type="warning" showIcon title="O mapa não pôde ser carregado agora; os demais filtros funcionam." />;

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" id="area-help">
        {drawing
          ? 'Clique no mapa para marcar os vértices da área; clique duas vezes (ou no primeiro vértice) para fechar.'
          : 'Arraste os vértices para ajustar a área, ou desenhe outra.'}
      </Typography.Text>
      <MapSlot config={config}>
        {(settings) => (
          <OlAreaMap
            config={settings}
            value={ring}
            onChange={take}
            drawing={drawing}
            onReady={(api) => (mapApi.current = api)}
            label="Mapa para desenhar a área do filtro. Use + ou − para aproximar e as setas para mover."
          />
        )}
      </MapSlot>
      <Flex gap={8} wrap align="center">
        <Button icon={<EditOutlined />} aria-pressed={drawing} disabled={!config} onClick={() => setDrawing((d) => !d)}>
          {drawing ? 'Parar de desenhar' : 'Desenhar nova área'}
        </Button>
        <Button icon={<BorderOuterOutlined />} disabled={!config} onClick={() => mapApi.current && take(mapApi.current.viewRing())}>
          Usar a área visível do mapa
        </Button>
        {value && (
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => {
              setError(null);
              setDrawing(true);
              onChange('');
            }}
          >
            Limpar área
          </Button>
        )}
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
      <Typography.Text aria-live="polite" data-testid="area-status">
        {ring ? `Área com ${ring.length - 1} vértices desenhada.` : 'Nenhuma área desenhada.'}
      </Typography.Text>
    </Flex>
  );
}
