import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/** True unless a HydrationState says the tree is (still) the server's HTML. */
const HydratedContext = createContext(true);

/**
 * Around a tree that hydrates the server's HTML (and around the server's render of it): false there until
 * hydration has finished, then true, set as a transition. What the browser shows differently from the server
 * (the stored session and cart, media queries, live buttons) re-renders then, yielding to the browser every few
 * milliseconds. React would otherwise re-render every such part in one synchronous pass right after hydration
 * (a store read through useSyncExternalStore whose server value differs), a long task on a phone.
 */
export function HydrationState({
  hydrating,
  onHydrated,
  children,
}: {
  hydrating: boolean;
  /** Called once hydration has finished, before the rest follows. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (hydrated) return;
    onHydrated?.();
    startTransition(() => setHydrated(true));
  }, [hydrated, onHydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while the page is still the server's HTML (on the server and during hydration), true once the app runs
 * it; true at once on a page the browser renders itself.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * True for a component whose first render was part of the server's HTML (on the server and while hydrating):
 * what it showed then is on screen already. Fixed at mount, unlike useHydrated.
 */
export function useMountedWhileHydrating(): boolean {
  const [mountedWhileHydrating] = useState(!useHydrated());
  return mountedWhileHydrating;
}

/**
 * A store read through useSyncExternalStore, giving the server's value (`serverSnapshot`) until hydration has
 * finished, then the store's: the switch comes with HydrationState's transition, not as React's synchronous
 * re-render after hydration.
 */
export function useStoreAfterHydration<T>(
  subscribe: (onChange: () => void) => () => void,
  snapshot: () => T,
  serverSnapshot: () => T,
): T {
  return useSyncExternalStore(subscribe, useHydrated() ? snapshot : serverSnapshot, serverSnapshot);
}

/**
 * Props for an action button the server renders: `aria-disabled` while the page is still the server's HTML,
 * where a tap would do nothing, so the button says so rather than drop it (and a robot waits for it).
 */
export function useDisabledUntilHydrated(): { 'aria-disabled'?: true } {
  return useHydrated() ? {} : { 'aria-disabled': true };
}
