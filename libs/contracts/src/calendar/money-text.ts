import type { Language } from '../language';
import { digitsFor, groupLakh } from './digits';

/** The rupee sign as each language writes it before an amount. */
export const RUPEE_PREFIX: Record<Language, string> = { en: 'Rs', ne: 'रु' };

function paisaOf(amount: number | string): number | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? Math.round(amount * 100) : null;
  const match = /^\s*(-?)(\d+)(?:\.(\d{1,2}))?\s*$/.exec(amount);
  if (!match) return null;
  const paisa = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -paisa : paisa;
}

/**
 * An amount of rupees (a number, or exact decimal text like '125000.5') for reading, with lakh grouping:
 * 'Rs 1,25,000.50' in English, 'रु १,२५,०००.५०' in Nepali. Null for what is not an amount.
 */
export function formatRupees(amount: number | string, language: Language = 'en'): string | null {
  const paisa = paisaOf(amount);
  if (paisa === null) return null;
  const absolute = Math.abs(paisa);
  const whole = groupLakh(String(Math.floor(absolute / 100)));
  const text = `${paisa < 0 ? '-' : ''}${whole}.${String(absolute % 100).padStart(2, '0')}`;
  return `${RUPEE_PREFIX[language]} ${digitsFor(text, language)}`;
}
