/** A price filter in Rs. */
export interface PriceRange {
  min: number;
  max: number;
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The spec's price filter rule: both ends coerced to non-negative numbers, swapped when reversed. */
export function normalizePriceRange(min: number, max: number): PriceRange {
  const low = nonNegative(min);
  const high = nonNegative(max);
  return low <= high ? { min: low, max: high } : { min: high, max: low };
}
