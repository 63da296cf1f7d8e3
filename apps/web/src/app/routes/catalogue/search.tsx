import { useSearchParams } from 'react-router-dom';
import { useShopperAddToCart } from '../use-shopper-cart';
import { SearchResultsPage } from '@/features/catalogue';

/** /search?search={text}: a new text (from the header) starts a fresh page without the old filters. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const term = (params.get('search') ?? '').trim();
  const addToCart = useShopperAddToCart();
  return <SearchResultsPage key={term} term={term} onAddToCart={addToCart} />;
}
