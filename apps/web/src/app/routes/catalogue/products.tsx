import { useShopperAddToCart } from '../use-shopper-cart';
import { ProductsPage } from '@/features/catalogue';

/** /products: the product listing, adding to the cart feature's cart. */
export function ProductsRoute() {
  const addToCart = useShopperAddToCart();
  return <ProductsPage onAddToCart={addToCart} />;
}
