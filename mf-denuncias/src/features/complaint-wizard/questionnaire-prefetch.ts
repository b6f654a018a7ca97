import { QUESTIONS_API } from '@sisacte/contracts/denuncias/questions-api';

/*
 * The public page asks for the questionnaire as its entry runs, while the app's code is still to be evaluated,
 * and renders the app once it is here: its first render is then panel 1, not a loading state rendered again a
 * moment later (a whole render less on a slow phone; the prerendered view stands in meanwhile). Anything short
 * of a good answer, or an answer in another language than the one the app renders in, leaves the questionnaire to
 * useQuestionnaire, which fetches it, with its errors and retry.
 */

// The public pages' languages and where the page keeps its own (@sisacte/ui/i18n's languageFrom), written here:
// this file runs in the page's small entry, before the app's code (and i18next) is fetched.
const LANGUAGES: readonly string[] = ['pt', 'es', 'en', 'fr', 'ht'];
const LANGUAGE_PARAM = 'lang';
const LANGUAGE_STORAGE_KEY = 'sisacte.lang';

/** The page's language before the app runs: the address's `?lang`, else the one picked earlier in this tab, else Portuguese. */
export function entryLanguage(): string {
  const fromAddress = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
  if (fromAddress && LANGUAGES.includes(fromAddress)) return fromAddress;
  let remembered: string | null = null;
  try {
    remembered = sessionStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage refused: the address decides
  }
  return remembered && LANGUAGES.includes(remembered) ? remembered : 'pt';
}

/**
 * The questionnaire's search parameters in `language`: `?lang=es`; none in Portuguese (the server's default), so
 * the address most visitors load stays the one it always was.
 */
export function questionnaireParams(language: string): { lang: string } | undefined {
  return language === 'pt' ? undefined : { lang: language };
}

let early: { language: string; answer: Promise<unknown> } | null = null;
let ready: { language: string; data: unknown[] } | null = null;

/** Starts fetching the questionnaire in the page's language (same origin only: a configured API elsewhere is left to the app). */
export function prefetchQuestionnaire(language: string = entryLanguage()): void {
  const config = (globalThis as { __SISACTE_CONFIG__?: { apiBaseUrl?: string } }).__SISACTE_CONFIG__;
  if (config?.apiBaseUrl || typeof fetch !== 'function') return;
  const params = questionnaireParams(language);
  const url = params ? `${QUESTIONS_API.list}?${new URLSearchParams(params).toString()}` : QUESTIONS_API.list;
  const answer = fetch(url, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  early = { language, answer };
}

/** Waits (at most `ms`) for the prefetched questionnaire, and keeps it for the app's first render. */
export async function awaitPrefetchedQuestionnaire(ms: number): Promise<void> {
  if (!early) return;
  const { language, answer } = early;
  const data = await Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve(null), ms))]);
  early = null;
  ready = Array.isArray(data) ? { language, data } : null;
}

/**
 * The prefetched questionnaire, once, when it is in `language` (the one the app renders in): the first render takes
 * it, a later one (or one in another language, e.g. a catalogue that did not arrive) fetches its own.
 */
export function takePrefetchedQuestionnaire(language: string): unknown[] | null {
  const taken = ready;
  ready = null;
  return taken?.language === language ? taken.data : null;
}
