/**
 * Starts watching the page for `text`; the function it gives says whether the text appeared at any moment
 * since (a success dialog that closes by itself can be gone by the time the test looks).
 */
export function watchFor(text: string): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent?.includes(text) ?? false;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}
