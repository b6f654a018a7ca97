import { useEffect } from 'react';

/**
 * The tab's title while the screen is shown (a public page: in its language), and with `description` the page's
 * `<meta name="description">` (what a search result shows); the ones before come back after.
 */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
  useEffect(() => {
    const meta = description === undefined ? null : document.querySelector('meta[name="description"]');
    if (!meta) return;
    const before = meta.getAttribute('content');
    meta.setAttribute('content', description!);
    return () => {
      if (before === null) meta.removeAttribute('content');
      else meta.setAttribute('content', before);
    };
  }, [description]);
}
