import { useEffect } from 'react';

/** The tab's title while the screen is shown (a public page: in its language); the one before comes back after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
