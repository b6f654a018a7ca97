/**
 * The few rules of ol/ol.css that the map needs (the build has no CSS loader): viewport,
 * zoom buttons and attribution, with visible focus for keyboard users.
 */
const OL_CSS = `
.ol-viewport, .ol-unselectable { user-select: none; -webkit-tap-highlight-color: transparent; }
.ol-viewport canvas { all: unset; }
.ol-viewport { touch-action: pan-x pan-y; }
.ol-hidden { display: none; }
.ol-control { position: absolute; background: rgba(255,255,255,.8); border-radius: 6px; padding: 2px; }
.ol-control button { display: block; margin: 1px; padding: 0; color: #fff; font-size: 1.2em; font-weight: bold;
  text-decoration: none; text-align: center; height: 2em; width: 2em; line-height: .4em; background: #1351b4;
  border: none; border-radius: 4px; cursor: pointer; }
.ol-control button:focus-visible { outline: 3px solid #ffbe2e; outline-offset: 1px; }
.ol-zoom { top: .5em; left: .5em; }
.ol-attribution { right: .5em; bottom: .5em; display: flex; flex-flow: row-reverse; align-items: center; max-width: calc(100% - 1.3em); }
.ol-attribution ul { margin: 0; padding: 1px .5em; color: #333; font-size: 12px; list-style: none; }
.ol-attribution li { display: inline; }
.ol-attribution a { color: #0c326f; }
.ol-attribution.ol-collapsed ul { display: none; }
.ol-attribution:not(.ol-collapsed) { background: rgba(255,255,255,.9); }
`;

let injected = false;

export function injectOlStyles(): void {
  if (injected || typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.dataset.ol = '';
  style.textContent = OL_CSS;
  document.head.appendChild(style);
  injected = true;
}
