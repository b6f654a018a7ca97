import { createRoot } from 'react-dom/client';
import { awaitPrefetchedQuestionnaire } from '../features/complaint-wizard/questionnaire-prefetch';
import { PublicApp } from './public-app';

/** Renders the app over the page's prerendered first view, with the questionnaire if it has arrived (10 s at most). */
export async function start() {
  await awaitPrefetchedQuestionnaire(10_000);
  createRoot(document.getElementById('root')!).render(<PublicApp />);
}
