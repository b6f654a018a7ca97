import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { awaitPrefetchedQuestionnaire } from '../features/complaint-wizard/questionnaire-prefetch';
import { PublicApp } from './public-app';

/**
 * Renders the app over the page's prerendered first view, with the questionnaire if it has arrived (10 s at most).
 * The first render is a transition: React renders it in slices of a few milliseconds, so a slow phone still answers
 * a tap or a scroll on the prerendered view meanwhile, and the view is replaced in one commit at the end.
 */
export async function start() {
  await awaitPrefetchedQuestionnaire(10_000);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<PublicApp />));
}
