import { PRODUCT_CATEGORIES, VACCINE_CATEGORIES } from '@kukur/contracts';

/** "All" is not a category but the absence of a category filter. */
export const ALL_CATEGORIES_OPTION = 'All';
/** The product listing's buttons: All and the dog-product categories. */
export const CATEGORY_OPTIONS = [ALL_CATEGORIES_OPTION, ...PRODUCT_CATEGORIES] as const;
export type CategoryOption = (typeof CATEGORY_OPTIONS)[number];

/** The vaccine catalogue's "all" button is called Vaccination (services spec). */
export const ALL_VACCINES_OPTION = 'Vaccination';
export const VACCINE_CATEGORY_OPTIONS = [ALL_VACCINES_OPTION, ...VACCINE_CATEGORIES] as const;
