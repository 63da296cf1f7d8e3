export { useScrolledPast } from './use-scrolled-past';
export { useInView } from './use-in-view';
export { useCountdown, type Countdown } from './use-countdown';
export { useTimeout } from './use-timeout';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
