import { lazy, type ComponentType } from 'react';

/** What replaces each part whose code could not be fetched, so that drawing it again fetches again. */
const failed = new Set<() => void>();

/** Called when a part's code could not be fetched: `replace` runs at the next `retryFailedLoads`. */
export function replaceOnRetry(replace: () => void): void {
  failed.add(replace);
}

/** Before a 'Tentar novamente' draws again: every part whose fetch failed fetches its code anew. */
export function retryFailedLoads(): void {
  for (const replace of failed) replace();
  failed.clear();
}

/**
 * React.lazy for a screen or part whose code is fetched when it is first drawn, that can be tried again: React.lazy
 * alone keeps a failed fetch (a phone losing its connection) until the page is reloaded, so the error boundary's
 * 'Tentar novamente' would show the same failure. After `retryFailedLoads` the next draw fetches the code again.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        replaceOnRetry(() => (Current = make()));
        throw error;
      }),
    );
  let Current = make();
  function RetryableLazy(props: P) {
    const Part = Current;
    return <Part {...props} />;
  }
  return RetryableLazy;
}
