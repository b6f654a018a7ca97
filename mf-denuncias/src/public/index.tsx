// Entry of the public standalone page (public.html, served at /denunciar). Built without Module
// Federation: it loads no shell code and none of the back office.
import { laterFilesWaitForStyles } from '@sisacte/ui';
import { prefetchQuestionnaire } from '../features/complaint-wizard/questionnaire-prefetch';
import { PUBLIC_PATHS } from '../paths';

// The prerendered view and the questionnaire are the complaint form's: the follow-up page starts at once.
const onComplaintForm = location.pathname === PUBLIC_PATHS.denunciar;

// The questionnaire is asked for now, while the app's code waits: the app renders panel 1 at once.
if (onComplaintForm) prefetchQuestionnaire();

// antd's styles are static CSS here (webpack.config.js, staticAntdStyles): the page holds its first panel's, and
// every file fetched later waits for the rest.
laterFilesWaitForStyles();

/**
 * The page's HTML already holds its first view (prerender.tsx). The app's code, in this same file, is evaluated
 * only once that view has been painted, so a slow phone shows the page while it works. Where the browser reports
 * its largest paint, the app waits for that report: replacing the view before it would make the browser drop it
 * and time the page by the app's own render, a second later on a slow phone. Elsewhere it waits one frame; never
 * more than a second.
 */
function afterFirstView(start: () => void) {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(start, 0);
  };
  if (!onComplaintForm || document.visibilityState !== 'visible') return go();
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver(go);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else requestAnimationFrame(go);
  setTimeout(go, 1000);
}

afterFirstView(() => void import(/* webpackMode: "eager" */ './start').then((m) => m.start()));
