import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { RetryBoundary } from './retry-boundary';

export interface LazyPartProps<P extends object> {
  /** The part's module (its code is fetched when the part is first drawn). */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** Shown while the code is fetched. */
  fallback: ReactNode;
  /** What the part is, for the warning: 'a lista de operações'. */
  label: string;
  /** Told when the part failed (e.g. to release what waited for it). */
  onFailed?: () => void;
}

/**
 * A part of a screen whose code is fetched when it is first drawn (a calendar, a table below the fold). A fetch
 * that fails (a lost connection) shows a warning with 'Tentar de novo' in its place, and the rest of the screen
 * stays; trying again fetches the code again (React.lazy alone would keep the failure until a reload).
 */
export function LazyPart<P extends object>({ load, props, fallback, label, onFailed }: LazyPartProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // a new lazy component for each attempt: the failed one keeps its rejected promise
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Part = useMemo(() => lazy(load), [attempt]);
  return (
    <RetryBoundary key={attempt} title={`Não foi possível carregar ${label} agora.`} onFailed={onFailed} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </RetryBoundary>
  );
}
