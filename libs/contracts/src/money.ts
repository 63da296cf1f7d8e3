/** Money is rupees as exact decimal text ('1450.50') or whole paisa; totals are never added as floats. */

/** '1450.50' -> 145050, without floating point. */
export function toPaisa(rupees: string): number {
  const [whole, fraction = ''] = rupees.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 145050 -> '1450.50'. */
export function fromPaisa(paisa: number): string {
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

/**
 * `percent` % of an amount in paisa, rounded to the nearest whole paisa with halves going up (in the
 * customer's favour when it is a discount). Integer arithmetic on paisa and hundredths of a percent, so
 * 10 % of Rs 6,900.00 is exactly Rs 690.00 and 10 % of Rs 0.05 is Rs 0.01. Accepts up to two decimals of
 * percent (12.5 %).
 */
export function percentOfPaisa(paisa: number, percent: number): number {
  if (!Number.isInteger(paisa) || paisa < 0) throw new RangeError('paisa must be a whole number >= 0');
  if (!(percent >= 0 && percent <= 100)) throw new RangeError('percent must be from 0 to 100');
  const basisPoints = Math.round(percent * 100);
  return Math.floor((paisa * basisPoints + 5_000) / 10_000);
}
