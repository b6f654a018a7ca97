import { lazy, type ComponentProps, type ComponentType } from 'react';

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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        replaceOnRetry(() => (Current = make()));
        throw error;
      }),
    ) as unknown as ComponentType<ComponentProps<T>>;
  let Current = make();
  function RetryableLazy(props: ComponentProps<T>) {
    const Part = Current;
    return <Part {...props} />;
  }
  return RetryableLazy;
}
