import { lazy, type ComponentType } from 'react';
import { replaceOnRetry } from '@sisacte/ui';

// Only panel 1 comes with the page: the place panel (its selects and the map's loader), the
// question panels (radios, checkboxes), the captcha box and the receipt are fetched in the
// background as soon as the user starts on panel 1 (preloadLaterPanels), so the page's first load
// stays small and 'Próximo' does not wait for them.

/**
 * A component whose code is fetched on demand. Once fetched (by `preload` or a first render) it is
 * rendered directly: React.lazy alone would suspend once more on its first render, and the panel
 * would flash a skeleton (and lose a keyboard user's next Tab) even though its code is here. A fetch that fails
 * (a phone losing its connection) reaches the nearest RetryBoundary (@sisacte/ui); its 'Tentar de novo' fetches
 * again (React.lazy keeps a failure for good, so the failed one is replaced then, and only then).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const makeLazy = () =>
    lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          replaceOnRetry(() => (Lazy = makeLazy()));
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();
  function OnDemand(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(OnDemand, { preload });
}

export const PanelPlace = onDemand(() => import('./panel-place').then((m) => m.PanelPlace));
export const PanelQuestions = onDemand(() => import('./panel-questions').then((m) => m.PanelQuestions));
// React 19 passes `ref` as a prop, so the captcha's handle reaches AltchaBox through the wrapper.
export const AltchaBox = onDemand(() => import('../../shared/captcha/altcha-box').then((m) => m.AltchaBox as ComponentType<Parameters<typeof m.AltchaBox>[0]>));
export const ComplaintReceipt = onDemand(() => import('./complaint-receipt').then((m) => m.ComplaintReceipt));
export const OrganizationsSelect = onDemand(() => import('./organizations-select').then((m) => m.OrganizationsSelect));

let started = false;
/** Fetches the later panels' code (once), when the browser is next idle. */
export function preloadLaterPanels(): void {
  if (started) return;
  started = true;
  const run = () =>
    void Promise.all([PanelPlace.preload(), PanelQuestions.preload(), AltchaBox.preload(), ComplaintReceipt.preload()]).catch(() => {
      // A failed prefetch is tried again when the panel is opened.
      started = false;
    });
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
