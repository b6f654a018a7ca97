import { useEffect, useState, type RefCallback } from 'react';

/** How far below (or above) the screen a panel starts loading: a little ahead of the scroll, not a screen ahead. */
const AHEAD = '100px';

/**
 * Whether the element has come near the screen (it stays true from then on), and the ref to put on it. A panel
 * below the fold asks for its data (and a section for its code) only when scrolled towards, so the first visit
 * loads what the screen shows. Without IntersectionObserver (old browsers, jsdom) it is near at once.
 */
export function useNearViewport(): [boolean, RefCallback<HTMLElement>] {
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!canObserve);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `${AHEAD} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return [near, setElement];
}
