import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { currentPublicLanguage } from '@sisacte/ui/i18n';
import { awaitPrefetchedQuestionnaire } from '../features/complaint-wizard/questionnaire-prefetch';
import { denunciasI18n } from '../i18n';
import { PublicApp } from './public-app';

/**
 * Renders the app over the page's prerendered first view, with the questionnaire if it has arrived (10 s at most) and
 * in the page's language.
 * The first render is a transition: React renders it in slices of a few milliseconds, so a slow phone still answers
 * a tap or a scroll on the prerendered view meanwhile, and the view is replaced in one commit at the end.
 */
export async function start() {
  // The page's language is current before the first render (its catalogue is usually here already: index.tsx asks
  // for it at once), so a page in Spanish never shows the app in Portuguese first.
  const language = denunciasI18n.load(currentPublicLanguage()).catch(() => undefined);
  await Promise.all([awaitPrefetchedQuestionnaire(10_000), language]);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<PublicApp />));
}
