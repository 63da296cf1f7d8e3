/** Product categories a customer can filter the shop by (storefront spec, home page buttons). */
export const PRODUCT_CATEGORIES = [
  'Food',
  'Toys',
  'Supplements',
  'Accessories',
  'Belts',
  'Wet Foods',
  'Cage',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Vaccine categories of the vaccination catalogue. */
export const VACCINE_CATEGORIES = ['Core Vaccine', 'Non-Core Vaccine', 'Seasonal Vaccines'] as const;
export type VaccineCategory = (typeof VACCINE_CATEGORIES)[number];

export const ALL_CATEGORIES = [...PRODUCT_CATEGORIES, ...VACCINE_CATEGORIES] as const;
export type Category = (typeof ALL_CATEGORIES)[number];

export const PRODUCT_KINDS = ['product', 'vaccine'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export function isCategory(value: string): value is Category {
  return (ALL_CATEGORIES as readonly string[]).includes(value);
}

export const DEFAULT_CARD_RATING = 3;
export const DEFAULT_DETAIL_RATING = 4;
export const TOP_RATED_THRESHOLD = 4.5;
export const LOW_STOCK_THRESHOLD = 10;
export const SIMILAR_PRODUCTS_LIMIT = 6;
export const MIN_QUANTITY_PER_PRODUCT = 1;
export const MAX_QUANTITY_PER_PRODUCT = 5;

/** Percent off, rounded, as the spec defines it; null when there is no real discount. */
export function percentOff(price: number, oldPrice: number | null | undefined): number | null {
  if (oldPrice == null || oldPrice <= 0 || oldPrice <= price) return null;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}
