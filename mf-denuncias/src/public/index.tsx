// Entry of the public standalone page (public.html, served at /denunciar). Built without Module Federation: it loads
// no shell code and none of the back office.
//
// This file is small on purpose. It asks for the questionnaire at once and, once the page's prerendered first view
// (prerender.tsx) has been painted, fetches the app's code: `first-view.tsx`, a file of its own named `first-view`
// (webpack.config.js's antd styles inline what that file renders).
import { prefetchQuestionnaire } from '../features/complaint-wizard/questionnaire-prefetch';
import { loadI18nEngine } from '@sisacte/ui/i18n/engine';
import { PUBLIC_PATHS } from '../paths';
import { reportLoadFailure } from './load-failure-report';

// The prerendered view and the questionnaire are the complaint form's: the follow-up page starts at once.
const onComplaintForm = location.pathname === PUBLIC_PATHS.denunciar;

// The questionnaire is asked for now, while the app's code is fetched: the app then renders panel 1 at once.
if (onComplaintForm) prefetchQuestionnaire();

/**
 * A page in another language than Portuguese (`?lang=es`, or picked earlier in this tab) asks for its catalogue and
 * i18next now, beside the app's code: the same files the app loads (same chunk names), so each is fetched once. The key and the
 * parameter are those of @sisacte/ui/i18n, written here so that this small file does not carry i18next.
 */
function pageLanguage(): string | null {
  let language = new URLSearchParams(location.search).get('lang');
  try {
    language ??= sessionStorage.getItem('sisacte.lang');
  } catch {
    // storage refused: the address decides
  }
  return language;
}

function prefetchCatalogue() {
  const language = pageLanguage();
  if (!language || language === 'pt') return;
  // the engine (@sisacte/ui/i18n fetches it with the first language other than Portuguese)
  void loadI18nEngine();
  if (language === 'es') void import(/* webpackChunkName: "lang-es" */ '../locales/es.json');
  else if (language === 'en') void import(/* webpackChunkName: "lang-en" */ '../locales/en.json');
  else if (language === 'fr') void import(/* webpackChunkName: "lang-fr" */ '../locales/fr.json');
  else if (language === 'ht') void import(/* webpackChunkName: "lang-ht" */ '../locales/ht.json');
}
prefetchCatalogue();

/**
 * Runs `start` once the prerendered view has been painted. Where the browser reports its largest paint, it waits for
 * that report: a phone shows the page first and fetches and runs the app's code after, so nothing the view does not
 * need is waited for, and the view is what the browser times the page by (replaced before the report, the browser
 * would drop it and time the page by the app's own render, a second later on a slow phone). Elsewhere it waits one
 * frame; never more than a second.
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

/** The app's file, fetched again on a failed try (a dropped connection), three tries in all. */
function loadApp(tries = 3): Promise<typeof import('./first-view')> {
  return import(/* webpackChunkName: "first-view" */ './first-view').catch((error: unknown) => {
    if (tries <= 1) throw error;
    return new Promise((resolve) => setTimeout(resolve, 1000)).then(() => loadApp(tries - 1));
  });
}

/** The failure's words in each language (the catalogues come with the app's code, which is what failed). */
const LOAD_FAILURE: Record<string, [string, string]> = {
  pt: ['Não foi possível carregar a página. Verifique sua conexão e ', 'tente de novo'],
  es: ['No se pudo cargar la página. Revise su conexión e ', 'intente de nuevo'],
  en: ['The page could not be loaded. Check your connection and ', 'try again'],
  fr: ['Impossible de charger la page. Vérifiez votre connexion et ', 'réessayez'],
  ht: ['Nou pa t kapab chaje paj la. Tcheke koneksyon ou epi ', 'eseye ankò'],
};

/**
 * Without its code the page cannot work: says so where the loading panel was (the page's header and footer, with
 * the emergency numbers, stay), with a link that loads the page again.
 */
function showLoadFailure() {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'margin:0;font-size:16px;line-height:1.5';
  const retry = document.createElement('a');
  retry.href = location.pathname + location.search;
  const [text, link] = LOAD_FAILURE[pageLanguage() ?? 'pt'] ?? LOAD_FAILURE.pt!;
  retry.textContent = link;
  retry.style.cssText = 'color:#1351b4;text-decoration:underline';
  message.append(text, retry, '.');
  const loading = document.querySelector('#root .ant-skeleton');
  if (loading) loading.replaceWith(message);
  else document.getElementById('root')?.replaceChildren(message);
}

afterFirstView(() => {
  loadApp().then(
    (app) => app.run(),
    () => {
      showLoadFailure();
      void reportLoadFailure();
    },
  );
});
