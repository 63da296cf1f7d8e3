import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the page is still the server's HTML (on the server and during hydration), true once the app runs
 * it; true at once on a page the browser renders itself. React re-renders the hydrated tree with `true`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * Props for an action button the server renders: `aria-disabled` while the page is still the server's HTML,
 * where a tap would do nothing, so the button says so rather than drop it (and a robot waits for it).
 */
export function useDisabledUntilHydrated(): { 'aria-disabled'?: true } {
  return useHydrated() ? {} : { 'aria-disabled': true };
}
