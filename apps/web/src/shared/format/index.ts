export { formatPrice } from './price';
export {
  DATE_PICKER_FORMAT,
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  formatNepalDateTime,
  formatTime,
  NEPAL_TIME_NOTE,
} from './date';
