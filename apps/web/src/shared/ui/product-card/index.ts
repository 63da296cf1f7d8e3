export { ProductCard, type ProductCardProps } from './product-card';
export { ProductImage, type ProductImageProps } from './product-image';
export { ProductBadges, type ProductBadgesProps } from './product-badges';
export { ProductPrice, type ProductPriceProps } from './product-price';
