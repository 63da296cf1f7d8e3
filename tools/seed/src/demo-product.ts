import type { Category, ProductKind } from '@kukur/contracts';

/**
 * One item of the demo catalogue: a shop product or a vaccine.
 * Money is kept as a rupee string with exactly two decimals, never as a float.
 */
export interface DemoProduct {
  /** Unique kebab-case key; also the image file name without `.svg`. */
  slug: string;
  name: string;
  /** One to three realistic sentences. */
  description: string;
  /** The name in Nepali (Devanagari), for most of the catalogue. */
  nameNe?: string;
  descriptionNe?: string;
  category: Category;
  kind: ProductKind;
  /** Rupees with exactly two decimals, e.g. '1450.00'. */
  price: string;
  /** Set only when on sale; always higher than `price`. */
  oldPrice?: string;
  /** Integer >= 0 (for vaccines: doses the centres hold). */
  stock: number;
  /** 3.0 to 5.0, one decimal. */
  rating: number;
  reviewCount: number;
  isNew: boolean;
  isBestSeller: boolean;
  details: string[];
  /** Food and supplements: ingredients; toys and accessories: materials; vaccines: components or antigens. */
  ingredients: string[];
  recommendedFor: string[];
  /** File name in tools/seed/images (see `demoImagesDir`). */
  image: string;
  // Vaccine-only fields; left undefined for products.
  isRecommended?: boolean;
  isCoreVaccine?: boolean;
  schedule?: string;
  timing?: string;
  frequency?: string;
  petAge?: string;
  followUp?: string;
  /** Days after this dose when the next dose or booster is due. */
  nextDoseAfterDays?: number;
}
