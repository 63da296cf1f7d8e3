import type { Locale } from 'antd/es/locale';

/** The calendar's words in Nepali; `locale` 'ne_NP' makes the pickers take dayjs's 'ne' month and day names. */
const calendar = {
  locale: 'ne_NP',
  yearFormat: 'YYYY',
  dayFormat: 'D',
  cellMeridiemFormat: 'A',
  monthBeforeYear: true,
  today: 'आज',
  now: 'अहिले',
  backToToday: 'आजमा फर्कनुहोस्',
  ok: 'ठीक छ',
  clear: 'हटाउनुहोस्',
  week: 'हप्ता',
  month: 'महिना',
  year: 'वर्ष',
  timeSelect: 'समय छान्नुहोस्',
  dateSelect: 'मिति छान्नुहोस्',
  weekSelect: 'हप्ता छान्नुहोस्',
  monthSelect: 'महिना छान्नुहोस्',
  yearSelect: 'वर्ष छान्नुहोस्',
  decadeSelect: 'दशक छान्नुहोस्',
  previousMonth: 'अघिल्लो महिना',
  nextMonth: 'अर्को महिना',
  previousYear: 'अघिल्लो वर्ष',
  nextYear: 'अर्को वर्ष',
  previousDecade: 'अघिल्लो दशक',
  nextDecade: 'अर्को दशक',
  previousCentury: 'अघिल्लो शताब्दी',
  nextCentury: 'अर्को शताब्दी',
};

const timePicker: NonNullable<Locale['TimePicker']> = {
  placeholder: 'समय छान्नुहोस्',
  rangePlaceholder: ['सुरु समय', 'अन्तिम समय'],
};

const datePicker: NonNullable<Locale['DatePicker']> = {
  lang: {
    placeholder: 'मिति छान्नुहोस्',
    yearPlaceholder: 'वर्ष छान्नुहोस्',
    quarterPlaceholder: 'त्रैमासिक छान्नुहोस्',
    monthPlaceholder: 'महिना छान्नुहोस्',
    weekPlaceholder: 'हप्ता छान्नुहोस्',
    rangePlaceholder: ['सुरु मिति', 'अन्तिम मिति'],
    rangeYearPlaceholder: ['सुरु वर्ष', 'अन्तिम वर्ष'],
    rangeQuarterPlaceholder: ['सुरु त्रैमासिक', 'अन्तिम त्रैमासिक'],
    rangeMonthPlaceholder: ['सुरु महिना', 'अन्तिम महिना'],
    rangeWeekPlaceholder: ['सुरु हप्ता', 'अन्तिम हप्ता'],
    ...calendar,
  },
  timePickerLocale: timePicker,
};

const pagination: NonNullable<Locale['Pagination']> = {
  items_per_page: '/ पृष्ठ',
  jump_to: 'जानुहोस्',
  jump_to_confirm: 'पक्का गर्नुहोस्',
  page: 'पृष्ठ',
  prev_page: 'अघिल्लो पृष्ठ',
  next_page: 'अर्को पृष्ठ',
  prev_5: 'अघिल्ला ५ पृष्ठ',
  next_5: 'अर्का ५ पृष्ठ',
  prev_3: 'अघिल्ला ३ पृष्ठ',
  next_3: 'अर्का ३ पृष्ठ',
  page_size: 'पृष्ठको आकार',
};

/**
 * antd's ne_NP with its pickers, calendar and pagination in Nepali: antd ships those parts of ne_NP in English
 * (they are en_US's), so a Nepali reader's date picker said "Today" and "Su Mo Tu".
 */
export function withNepaliPickers(nepali: Locale): Locale {
  return {
    ...nepali,
    DatePicker: datePicker,
    Calendar: datePicker,
    TimePicker: timePicker,
    Pagination: pagination,
  };
}
