import type { Language } from '../language';

const DEVANAGARI_DIGITS = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'] as const;

/** '1,25,000.00' -> '१,२५,०००.००': Latin digits as Devanagari ones, everything else as it is. */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!);
}

/** Digits the way a reader of `language` reads them (inputs keep Latin digits: do not use this for them). */
export function digitsFor(text: string, language: Language): string {
  return language === 'ne' ? toDevanagariDigits(text) : text;
}

/** Whole digits grouped the South Asian way: 125000 -> '1,25,000', 12345678 -> '1,23,45,678'. */
export function groupLakh(wholeDigits: string): string {
  if (wholeDigits.length <= 3) return wholeDigits;
  const lastThree = wholeDigits.slice(-3);
  const rest = wholeDigits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}`;
}

/** A whole count for reading: '1,25,000' in English, '१,२५,०००' in Nepali. */
export function formatCount(value: number, language: Language): string {
  const sign = value < 0 ? '-' : '';
  return digitsFor(sign + groupLakh(String(Math.trunc(Math.abs(value)))), language);
}
