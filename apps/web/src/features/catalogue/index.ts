export { FeaturedProducts } from './components/featured/featured-products';
export { ProductsPage } from './components/products/products-page';
export { SearchResultsPage } from './components/search/search-results-page';
export { VaccinationPage } from './components/vaccination/vaccination-page';
export { ProductDetailPage } from './components/detail/product-detail-page';
export type { AddToCartOutcome, CatalogueViewer } from './catalogue-viewer';
export type { Review, ProductSearchResult } from './api/catalogue-types';
export { cataloguePrefetch } from './prefetch';
