export { useScrolledPast } from './use-scrolled-past';
export { useInView } from './use-in-view';
export { useCountdown, type Countdown } from './use-countdown';
export { useTimeout } from './use-timeout';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
export { SHOP_DESCRIPTION, SHOP_TITLE, usePageMeta, type PageMeta } from './use-page-meta';
export { useFocusMainOnNavigation } from './use-focus-main-on-navigation';
export { useScrollToTopOnNavigation } from './use-scroll-to-top-on-navigation';
export { useMediaQuery } from './use-media-query';
export {
  HydrationState,
  useDisabledUntilHydrated,
  useHydrated,
  useMountedWhileHydrating,
  useStoreAfterHydration,
} from './use-hydrated';
export { useOpenedOnce } from './use-opened-once';
