export { useScrolledPast } from './use-scrolled-past';
export { useInView } from './use-in-view';
