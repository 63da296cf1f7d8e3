import { formatRupees } from '@kukur/contracts';
import { useCallback } from 'react';
import { useLanguage } from './use-language';

/**
 * Formats rupees for the reader: "Rs 1,25,000.00" in English (the spec's prices), "रु १,२५,०००.००" in Nepali.
 * Inputs keep Latin digits; this is for reading only.
 */
export function useMoney(): (amount: number | string) => string {
  const language = useLanguage();
  return useCallback((amount) => formatRupees(amount, language) ?? String(amount), [language]);
}
