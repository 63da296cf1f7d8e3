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
/** A vaccine's next dose or booster is at most five years after the last. */
export const MAX_NEXT_DOSE_AFTER_DAYS = 1825;
export const SIMILAR_PRODUCTS_LIMIT = 6;
export const MIN_QUANTITY_PER_PRODUCT = 1;
export const MAX_QUANTITY_PER_PRODUCT = 5;

/** Percent off, rounded, as the spec defines it; null when there is no real discount. */
export function percentOff(price: number, oldPrice: number | null | undefined): number | null {
  if (oldPrice == null || oldPrice <= 0 || oldPrice <= price) return null;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** The kind a category belongs to: the vaccine categories are vaccines, every other one a dog product. */
export function kindOfCategory(category: Category): ProductKind {
  return (VACCINE_CATEGORIES as readonly string[]).includes(category) ? 'vaccine' : 'product';
}

/** Orders of the search results (services spec: search results page). */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_TEXT_MAX_LENGTH = 100;

export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** Review posts (new or edits) one account may make in REVIEW_RATE_WINDOW_SECONDS. */
export const REVIEW_RATE_LIMIT = 10;
export const REVIEW_RATE_WINDOW_SECONDS = 60 * 60;

/** The pixel widths every uploaded product image is stored at, as `<name>-large.webp` and `<name>-small.webp`. */
export const PRODUCT_IMAGE_WIDTHS = { large: 800, small: 400 } as const;
export type ProductImageSize = keyof typeof PRODUCT_IMAGE_WIDTHS;

/** Where an uploaded product image of one size is stored (the storage turns this key into its URL). */
export function productImageKey(name: string, size: ProductImageSize): string {
  return `products/${name}-${size}.webp`;
}

/**
 * The `srcset` of a product image: both stored sizes for an uploaded image (its URL ends in `-large.webp`),
 * undefined for any other picture (a demo SVG, an external URL), which has one size only.
 */
export function productImageSrcSet(url: string): string | undefined {
  const match = /^(.*)-large\.webp$/.exec(url);
  if (!match) return undefined;
  return `${match[1]}-small.webp ${PRODUCT_IMAGE_WIDTHS.small}w, ${url} ${PRODUCT_IMAGE_WIDTHS.large}w`;
}

/** How wide a product page shows its photo: the srcset's `sizes` (the page's <img> and the server's preload). */
export const PRODUCT_PAGE_IMAGE_SIZES = '(max-width: 900px) 100vw, 560px';

/** Product images: the bytes must really be one of these formats, at most 5 MB. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
