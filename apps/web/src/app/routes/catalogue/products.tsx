import { useAddToCart } from '@/features/cart';
import { ProductsPage } from '@/features/catalogue';

/** /products: the product listing, adding to the cart feature's cart. */
export function ProductsRoute() {
  const addToCart = useAddToCart();
  return <ProductsPage onAddToCart={addToCart} />;
}
