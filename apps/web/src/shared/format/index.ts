export { formatPrice } from './price';
export { formatLongDate } from './date';
