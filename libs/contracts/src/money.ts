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
