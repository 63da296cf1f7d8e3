import NepaliDate from 'nepali-date-converter';
import { formatDate, nepalDay, type DateInput } from '../date-format';
import type { Language } from '../language';
import { toDevanagariDigits } from './digits';

/**
 * Bikram Sambat (BS), the calendar Nepal lives by (issue 16): appointments and order dates are talked about in
 * it, so the shop writes it beside the usual (AD) date. The month lengths of BS are not a formula but published
 * tables; nepali-date-converter carries them (BS 2000-2090, AD 1943-2034).
 */
export interface BsDate {
  year: number;
  /** 1 (Baisakh) ... 12 (Chaitra). */
  month: number;
  day: number;
}

export const BS_MONTHS: Record<Language, readonly string[]> = {
  en: [
    'Baisakh',
    'Jestha',
    'Asar',
    'Shrawan',
    'Bhadra',
    'Asoj',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
};

export const AD_MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
] as const;

export const WEEKDAYS_NE = ['आइतबार', 'सोमबार', 'मंगलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'] as const;

/** The AD calendar day YYYY-MM-DD as a Date at local noon: the converter reads local date parts. */
function localNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
}

/** The BS date of a day (YYYY-MM-DD stays that day; an instant is read on Nepal's clocks); null outside the tables. */
export function toBikramSambat(value: DateInput | null | undefined): BsDate | null {
  if (value === null || value === undefined || value === '') return null;
  const day = nepalDay(value);
  if (!day) return null;
  try {
    const bs = new NepaliDate(localNoon(day)).getBS();
    // Outside its tables the converter answers nonsense rather than failing: keep only what converts back.
    return adDayOf(bs.year, bs.month, bs.date) === day
      ? { year: bs.year, month: bs.month + 1, day: bs.date }
      : null;
  } catch {
    return null;
  }
}

function adDayOf(year: number, monthIndex: number, date: number): string {
  const ad = new NepaliDate(year, monthIndex, date).getAD();
  return `${ad.year}-${String(ad.month + 1).padStart(2, '0')}-${String(ad.date).padStart(2, '0')}`;
}

/** The AD day (YYYY-MM-DD) of a BS date; null when that BS date does not exist (Mangsir 31 of a 30-day year). */
export function fromBikramSambat({ year, month, day }: BsDate): string | null {
  try {
    const iso = adDayOf(year, month - 1, day);
    const back = toBikramSambat(iso);
    return back && back.year === year && back.month === month && back.day === day ? iso : null;
  } catch {
    return null;
  }
}

/** "8 Mangsir 2083 BS" in English, "वि.सं. २०८३ मंसिर ८" in Nepali; null for nothing or outside the tables. */
export function formatBsDate(value: DateInput | null | undefined, language: Language = 'en'): string | null {
  const bs = toBikramSambat(value);
  if (!bs) return null;
  const month = BS_MONTHS[language][bs.month - 1];
  return language === 'ne'
    ? `वि.सं. ${toDevanagariDigits(String(bs.year))} ${month} ${toDevanagariDigits(String(bs.day))}`
    : `${bs.day} ${month} ${bs.year} BS`;
}

/** The usual (AD) date in the reader's language: "24 Nov 2026", "२४ नोभेम्बर २०२६". */
export function formatAdDate(value: DateInput | null | undefined, language: Language = 'en'): string | null {
  if (language === 'en') return formatDate(value);
  if (value === null || value === undefined || value === '') return null;
  const day = nepalDay(value);
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return toDevanagariDigits(`${date} ${AD_MONTHS_NE[month - 1]} ${year}`);
}

/**
 * The AD date with the BS date beside it: "24 Nov 2026 (8 Mangsir 2083 BS)",
 * "२४ नोभेम्बर २०२६ (वि.सं. २०८३ मंसिर ८)"; only the AD date where the tables end.
 */
export function formatDateWithBs(
  value: DateInput | null | undefined,
  language: Language = 'en',
): string | null {
  const ad = formatAdDate(value, language);
  if (!ad) return null;
  const bs = formatBsDate(value, language);
  return bs ? `${ad} (${bs})` : ad;
}
