/**
 * The rest of antd's static styles on a page built with `staticAntdStyles` (see
 * packages/mf-build/src/antd-static-styles.js): the page inlines the styles of its first files and names the
 * file with all of antd's in `<meta name="sisacte-later-styles">`. `loadLaterStyles()` adds that file once, just
 * after the inlined styles (so the page's own styles still come after antd's), and resolves when it has loaded;
 * on a page without the meta (the shell, tests) it resolves at once. A failed load resolves too: what waits for
 * it (a panel) then shows with the first styles only, usable, instead of not at all; the next call tries again.
 */
let later: Promise<void> | undefined;

export function loadLaterStyles(): Promise<void> {
  if (later) return later;
  const href = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="sisacte-later-styles"]')?.content;
  if (!href) return (later = Promise.resolve());
  later = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      later = undefined;
      resolve();
    };
    const first = document.querySelector('style[data-antd-static]');
    if (first) first.after(link);
    else document.head.prepend(link);
  });
  return later;
}

interface WebpackRequire {
  f?: Record<string, (chunkId: string | number, promises: Promise<unknown>[]) => void>;
}
declare const __webpack_require__: WebpackRequire | undefined;

/**
 * Every file the page fetches later (a panel, a dialog, the calendar) waits for the rest of antd's styles, so no
 * component shows unstyled: a handler of webpack's chunk loading. The rest also starts loading at the user's first
 * touch, key or focus (a toast or a notification, whose styles are not among the first, answers one). Call once in
 * the page's entry.
 */
export function laterFilesWaitForStyles(): void {
  if (typeof __webpack_require__ === 'undefined' || !__webpack_require__.f) return;
  const onFirstInteraction = () => {
    for (const type of ['pointerdown', 'keydown', 'focusin'] as const) window.removeEventListener(type, onFirstInteraction, true);
    void loadLaterStyles();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) window.addEventListener(type, onFirstInteraction, true);
  __webpack_require__.f.sisacteLaterStyles = (_chunkId, promises) => {
    promises.push(loadLaterStyles());
  };
}
