export { FeaturedProducts } from './components/featured-products';
export { productKeys, type ProductFilters } from './api/product-keys';
export { getProductsQueryOptions, useProducts } from './api/get-products';
export { getProductQueryOptions, useProduct } from './api/get-product';
