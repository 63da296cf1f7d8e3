/**
 * Makes `window.matchMedia` report `matches(query)` for every query (otherwise setup.ts's stand-in matches
 * none): a phone-wide screen, a system asking for reduced motion. Returns the undo.
 */
export function mediaMatching(matches: (query: string) => boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: matches(query) });
  return () => {
    window.matchMedia = original;
  };
}
