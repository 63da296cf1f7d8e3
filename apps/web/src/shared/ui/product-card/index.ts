export { ProductCard, type ProductCardProps } from './product-card';
