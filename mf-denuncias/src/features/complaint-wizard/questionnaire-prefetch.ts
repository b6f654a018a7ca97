import { QUESTIONS_API } from '@sisacte/contracts/denuncias/questions-api';

/*
 * The public page asks for the questionnaire as its entry runs, while the app's code is still to be evaluated,
 * and renders the app once it is here: its first render is then panel 1, not a loading state rendered again a
 * moment later (a whole render less on a slow phone; the prerendered view stands in meanwhile). Anything short
 * of a good answer leaves the questionnaire to useQuestionnaire, which fetches it, with its errors and retry.
 */

let early: Promise<unknown> | null = null;
let ready: unknown = null;

/** Starts fetching the questionnaire (same origin only: a configured API elsewhere is left to the app). */
export function prefetchQuestionnaire(): void {
  const config = (globalThis as { __SISACTE_CONFIG__?: { apiBaseUrl?: string } }).__SISACTE_CONFIG__;
  if (config?.apiBaseUrl || typeof fetch !== 'function') return;
  early = fetch(QUESTIONS_API.list, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
}

/** Waits (at most `ms`) for the prefetched questionnaire, and keeps it for the app's first render. */
export async function awaitPrefetchedQuestionnaire(ms: number): Promise<void> {
  if (!early) return;
  const data = await Promise.race([early, new Promise((resolve) => setTimeout(() => resolve(null), ms))]);
  early = null;
  ready = Array.isArray(data) ? data : null;
}

/** The prefetched questionnaire, once: the first render takes it, a later one fetches its own. */
export function takePrefetchedQuestionnaire(): unknown[] | null {
  const data = ready as unknown[] | null;
  ready = null;
  return data;
}
