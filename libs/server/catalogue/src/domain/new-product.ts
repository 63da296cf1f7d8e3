import type { Category, ProductKind } from '@kukur/contracts';

/** Everything needed to put a product on the shelf (money as exact decimal strings). */
export interface NewProduct {
  slug: string;
  name: string;
  description: string;
  /** The Nepali name and description (Devanagari), when there are any. */
  nameNe?: string | null;
  descriptionNe?: string | null;
  category: Category;
  kind: ProductKind;
  price: string;
  oldPrice?: string | null;
  stock: number;
  rating?: number | null;
  reviewCount?: number;
  isNew?: boolean;
  isBestSeller?: boolean;
  image?: string | null;
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
  nextDoseAfterDays?: number | null;
  /** Reviews that come with it (demo data); they set its rating and review count. */
  reviews?: { userName: string; text: string; rating: number; createdAt: Date }[];
}
