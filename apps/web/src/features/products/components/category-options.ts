import { PRODUCT_CATEGORIES } from '@kukur/contracts';

/** "All" is not a category but the absence of a category filter. */
export const ALL_CATEGORIES_OPTION = 'All';
export const CATEGORY_OPTIONS = [ALL_CATEGORIES_OPTION, ...PRODUCT_CATEGORIES] as const;
export type CategoryOption = (typeof CATEGORY_OPTIONS)[number];
