import { useAddToCart } from '@/features/cart';
import { VaccinationPage } from '@/features/catalogue';

/** /vaccination: the vaccine catalogue, adding to the cart feature's cart. */
export function VaccinationRoute() {
  const addToCart = useAddToCart();
  return <VaccinationPage onAddToCart={addToCart} />;
}
