import { useSyncExternalStore, type ReactNode } from 'react';
import { onPageTexts, pageTexts, type PageTexts } from './page-texts';
import { ShownLanguageContext } from './shown-language';
import { portugueseUiT, UiTextContext } from './ui-text';

// (the language list, languages.ts, stays out: staff screens carry this with their error boundary)
const PORTUGUESE: PageTexts = { language: 'pt', t: portugueseUiT };

/**
 * The kit's texts for what draws outside the page's PublicLanguageProvider (a remote's fallback: a React root of its
 * own, or an error boundary above the remote's provider): in the language the page shows, following its changes;
 * Portuguese on a staff screen.
 */
export function PageLanguageTexts({ children }: { children: ReactNode }) {
  const { language, t } = useSyncExternalStore(onPageTexts, pageTexts, pageTexts) ?? PORTUGUESE;
  return (
    <ShownLanguageContext.Provider value={language}>
      <UiTextContext.Provider value={t}>{children}</UiTextContext.Provider>
    </ShownLanguageContext.Provider>
  );
}
