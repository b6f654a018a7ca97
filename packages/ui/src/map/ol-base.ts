import OlMap from 'ol/Map';
import View from 'ol/View';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import type BaseLayer from 'ol/layer/Base';
import { defaults as defaultControls } from 'ol/control/defaults';
import { fromLonLat } from 'ol/proj';
import { type GeoConfig } from '@sisacte/contracts/geo/geo';
import { injectOlStyles } from './ol-styles';

/**
 * OpenLayers' controls in Portuguese. The zoom buttons show + and −, and the credits button an i;
 * a screen reader would read those symbols (OpenLayers' tip is only a title), so each button is
 * named by an aria-label: 'Aproximar', 'Afastar', 'Créditos do mapa'.
 */
export function portugueseControls() {
  const controls = defaultControls({
    zoomOptions: { zoomInTipLabel: 'Aproximar', zoomOutTipLabel: 'Afastar', zoomInLabel: '+', zoomOutLabel: '−' },
    attributionOptions: { tipLabel: 'Créditos do mapa', collapsible: true, collapsed: true, label: 'i' },
    rotate: false,
  });
  for (const control of controls.getArray()) {
    const element = (control as unknown as { element: HTMLElement }).element;
    for (const button of element.querySelectorAll('button')) if (button.title) button.setAttribute('aria-label', button.title);
  }
  return controls;
}

/** An OpenLayers map with the configured tiles, Portuguese control labels and the configured view, plus `layers` on top. */
export function createBaseMap(target: HTMLElement, config: GeoConfig, layers: BaseLayer[], view?: { lat: number; lon: number; zoom: number }): OlMap {
  injectOlStyles();
  const [lat, lon] = config.center;
  return new OlMap({
    target,
    controls: portugueseControls(),
    layers: [new TileLayer({ source: new XYZ({ url: config.tileUrl, attributions: config.attribution, crossOrigin: 'anonymous' }) }), ...layers],
    view: new View({ center: fromLonLat([view?.lon ?? lon, view?.lat ?? lat]), zoom: view?.zoom ?? config.zoom }),
  });
}

export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
