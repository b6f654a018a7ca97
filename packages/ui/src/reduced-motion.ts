import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const prefersReducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * Whether the person asked their system for less motion (WCAG 2.3.3); follows a change made while the
 * page is open. Dialogs, drawers and notifications then appear and leave without animating.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(QUERY);
    const follow = () => setReduced(query.matches);
    follow();
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, []);
  return reduced;
}
