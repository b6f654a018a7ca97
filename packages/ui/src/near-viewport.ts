import { useEffect, useState, type RefCallback } from 'react';

export interface NearViewportOptions {
  /** How far beyond the screen the element counts as near (IntersectionObserver's rootMargin); default a little ahead of the scroll, '100px 0px'. */
  margin?: string;
  /** While true the element is not watched (e.g. the table above it is still loading and would push it down). */
  hold?: boolean;
}

/**
 * Whether the element has come near the screen (it stays true from then on), and the ref to put on it. What
 * lies below the fold (a dashboard's panel, a list's map or table) asks for its data and its code only when
 * scrolled towards, so a first visit loads what the screen shows. Without IntersectionObserver (old browsers,
 * jsdom) it is near at once.
 */
export function useNearViewport({ margin = '100px 0px', hold = false }: NearViewportOptions = {}): [boolean, RefCallback<HTMLElement>] {
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!canObserve);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (near || hold || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, hold, element, margin]);
  return [near, setElement];
}
