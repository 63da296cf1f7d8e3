import { DEFAULT_PAGE_SIZE } from '@kukur/contracts';
import type { ProductListFilters, ProductSearchParams } from '../api/catalogue-keys';

/** The page number in a listing's address (1 when missing or not a positive whole number). */
export function pageOf(params: URLSearchParams): number {
  const parsed = Number(params.get('page'));
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}

/** What /products asks the server for: "all" means the dog products; vaccines only when their category is chosen. */
export function productsListingSearch(
  chosenCategory: string | undefined,
  search: string,
  page: number,
): ProductSearchParams {
  return {
    ...(chosenCategory ? { category: chosenCategory } : { kind: 'product' }),
    text: search,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** What /vaccination asks the server for: the vaccines, of the chosen category when there is one. */
export function vaccinationListingSearch(
  chosenCategory: string | undefined,
  search: string,
  page: number,
): ProductSearchParams {
  return { kind: 'vaccine', category: chosenCategory, text: search, page, pageSize: DEFAULT_PAGE_SIZE };
}

/** The home page's featured products: every dog product (the page shows the first few). */
export function featuredProductsFilters(category: string | undefined): ProductListFilters {
  return category ? { category, kind: 'product' } : { kind: 'product' };
}
