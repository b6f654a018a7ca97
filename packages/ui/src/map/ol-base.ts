import OlMap from 'ol/Map';
import View from 'ol/View';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import type BaseLayer from 'ol/layer/Base';
import { defaults as defaultControls } from 'ol/control/defaults';
import { fromLonLat } from 'ol/proj';
import { type GeoConfig } from '@sisacte/contracts/geo/geo';
import { matchLanguage, type PublicLanguage } from '../i18n/languages';
import { injectOlStyles } from './ol-styles';

/** The map controls' names per language: zoom in, zoom out, the map's credits. */
const CONTROL_LABELS: Record<PublicLanguage, { zoomIn: string; zoomOut: string; credits: string }> = {
  pt: { zoomIn: 'Aproximar', zoomOut: 'Afastar', credits: 'Créditos do mapa' },
  es: { zoomIn: 'Acercar', zoomOut: 'Alejar', credits: 'Créditos del mapa' },
  en: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', credits: 'Map credits' },
  fr: { zoomIn: 'Zoom avant', zoomOut: 'Zoom arrière', credits: 'Crédits de la carte' },
  ht: { zoomIn: 'Rapwoche', zoomOut: 'Elwaye', credits: 'Kredi kat la' },
};

/**
 * The page's language, as its `<html lang>` says: public pages set it from their language (PublicLanguageProvider);
 * the back office stays Portuguese.
 */
function pageLanguage(): PublicLanguage {
  return (typeof document !== 'undefined' && matchLanguage(document.documentElement.lang)) || 'pt';
}

/**
 * OpenLayers' controls in the page's language (Portuguese in the back office). The zoom buttons show + and −, and
 * the credits button an i; a screen reader would read those symbols (OpenLayers' tip is only a title), so each
 * button is named by an aria-label: 'Aproximar', 'Afastar', 'Créditos do mapa' (in Spanish 'Acercar'…).
 */
export function localizedControls(language: PublicLanguage = pageLanguage()) {
  const labels = CONTROL_LABELS[language];
  const controls = defaultControls({
    zoomOptions: { zoomInTipLabel: labels.zoomIn, zoomOutTipLabel: labels.zoomOut, zoomInLabel: '+', zoomOutLabel: '−' },
    attributionOptions: { tipLabel: labels.credits, collapsible: true, collapsed: true, label: 'i' },
    rotate: false,
  });
  for (const control of controls.getArray()) {
    const element = (control as unknown as { element: HTMLElement }).element;
    for (const button of element.querySelectorAll('button')) if (button.title) button.setAttribute('aria-label', button.title);
  }
  return controls;
}

/** Renames a map's controls when the page changes language while it is open (the map itself is kept). */
export function relabelControls(map: OlMap, language: PublicLanguage): void {
  const labels = CONTROL_LABELS[language];
  const viewport = map.getViewport();
  if (!viewport) return;
  const name = (selector: string, text: string) => {
    for (const button of viewport.querySelectorAll<HTMLButtonElement>(selector)) {
      button.title = text;
      button.setAttribute('aria-label', text);
    }
  };
  name('button.ol-zoom-in', labels.zoomIn);
  name('button.ol-zoom-out', labels.zoomOut);
  name('.ol-attribution button', labels.credits);
}

/** The controls in the page's language: the name stays for the maps that call it (Portuguese in the back office). */
export const portugueseControls = () => localizedControls();

/** An OpenLayers map with the configured tiles, control labels in the page's language and the configured view, plus `layers` on top. */
export function createBaseMap(target: HTMLElement, config: GeoConfig, layers: BaseLayer[], view?: { lat: number; lon: number; zoom: number }): OlMap {
  injectOlStyles();
  const [lat, lon] = config.center;
  return new OlMap({
    target,
    controls: localizedControls(),
    layers: [new TileLayer({ source: new XYZ({ url: config.tileUrl, attributions: config.attribution, crossOrigin: 'anonymous' }) }), ...layers],
    view: new View({ center: fromLonLat([view?.lon ?? lon, view?.lat ?? lat]), zoom: view?.zoom ?? config.zoom }),
  });
}

export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
