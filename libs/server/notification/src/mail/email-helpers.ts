import {
  DEFAULT_LANGUAGE,
  digitsFor,
  formatCount,
  formatDateWithBs,
  formatRupees,
  formatTime,
  isLanguage,
  nepalDay,
  WEEKDAY_ABBREVIATIONS,
  WEEKDAYS_NE,
  weekdayOf,
} from '@kukur/contracts';
import type { Language } from '@kukur/contracts';
import type { HelperOptions } from 'handlebars';

/** The language an e-mail is being written in: the renderer puts it at the root of every context. */
function languageOf(options: HelperOptions): Language {
  const language: unknown = (options.data as { root?: { language?: unknown } } | undefined)?.root?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function formatted(helper: string, value: unknown, text: string | null): string {
  // A value the helper cannot write is a bug in the rule: fail the e-mail rather than send a blank.
  if (text === null) throw new Error(`{{${helper}}} cannot write ${JSON.stringify(value)}`);
  return text;
}

/**
 * Helpers that write values in the e-mail's language, the same in every template:
 * `{{rupees total}}` "Rs 1,25,000.00" / "रु १,२५,०००.००"; `{{dateWithBs appointmentDate}}` the AD date with the
 * BS date beside it (an instant is read on Nepal's clocks); `{{nepalTime appointmentTime}}` "14:30" / "१४:३०",
 * Nepal time; `{{number quantity}}` "1,250" / "१,२५०"; `{{digits year}}` "2026" / "२०२६" (no grouping).
 */
export const EMAIL_HELPERS = {
  rupees: (amount: unknown, options: HelperOptions) =>
    formatted(
      'rupees',
      amount,
      typeof amount === 'number' || typeof amount === 'string'
        ? formatRupees(amount, languageOf(options))
        : null,
    ),
  /** `weekday=true` starts with the day of the week, which helps plan an appointment. */
  dateWithBs: (value: unknown, options: HelperOptions) => {
    const language = languageOf(options);
    const date =
      typeof value === 'string' || value instanceof Date ? formatDateWithBs(value, language) : null;
    const day = date && options.hash?.weekday ? nepalDay(value as string | Date) : null;
    const weekday = day && (language === 'ne' ? WEEKDAYS_NE : WEEKDAY_ABBREVIATIONS)[weekdayOf(day)];
    return formatted('dateWithBs', value, weekday ? `${weekday}, ${date}` : date);
  },
  nepalTime: (value: unknown, options: HelperOptions) => {
    const clock = typeof value === 'string' || value instanceof Date ? formatTime(value) : null;
    return formatted('nepalTime', value, clock && digitsFor(clock, languageOf(options)));
  },
  number: (value: unknown, options: HelperOptions) =>
    formatted(
      'number',
      value,
      typeof value === 'number' && Number.isFinite(value) ? formatCount(value, languageOf(options)) : null,
    ),
  digits: (value: unknown, options: HelperOptions) =>
    formatted(
      'digits',
      value,
      typeof value === 'number' || typeof value === 'string'
        ? digitsFor(String(value), languageOf(options))
        : null,
    ),
};
