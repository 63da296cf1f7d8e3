/**
 * The shop's one way of writing dates (issue 14), shared with the e-mails: "23 Nov 2026", "23 Nov 2026, 14:30"
 * (24-hour, Nepal time whatever the device's zone and locale), "Tue, 1 Dec 2026" for an appointment's day.
 */
export {
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  formatNepalDateTime,
  formatTime,
  NEPAL_TIME_NOTE,
} from '@kukur/contracts';

/** The same day format in antd's DatePicker (dayjs tokens): "23 Nov 2026". */
export const DATE_PICKER_FORMAT = 'D MMM YYYY';
