import type { Category } from '@kukur/contracts';

/** What an admin decides about a product (the rest, such as ratings, the shop works out itself). */
export interface ProductDetails {
  name: string;
  description: string;
  /** The Nepali name and description (Devanagari); none when the shop has not written them. */
  nameNe?: string | null;
  descriptionNe?: string | null;
  category: Category;
  /** Rupees; at most two decimals. */
  price: number;
  oldPrice?: number | null;
  stock?: number;
  image?: string | null;
  isNew?: boolean;
  isBestSeller?: boolean;
  details?: string[];
  ingredients?: string[];
  recommendedFor?: string[];
  isRecommended?: boolean;
  isCoreVaccine?: boolean;
  schedule?: string | null;
  timing?: string | null;
  frequency?: string | null;
  petAge?: string | null;
  followUp?: string | null;
  /** Vaccines: days after a dose when the next dose or booster is due (none when there is no follow-up dose). */
  nextDoseAfterDays?: number | null;
}
