import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getCartProductQueryOptions } from '../api/get-cart-product';
import type { ShopProductState } from '../cart-item';
import { cartStore } from '../cart-store';
import { useCartItems } from '../use-cart';

export interface CartRefresh {
  /** True while the shop is being asked about the cart's products. */
  refreshing: boolean;
}

/**
 * Asks the shop about every product in the cart once (when the page using it opens, and for products
 * added later) and takes its prices, stock and availability into the cart. A product the shop could
 * not be asked about (offline, server error) keeps what the cart had.
 */
export function useRefreshCart(): CartRefresh {
  const ids = useCartItems().map((item) => item.id);
  const { states, refreshing } = useQueries({
    queries: ids.map((id) => getCartProductQueryOptions(id)),
    combine: (results) => ({
      states: results.flatMap((result): ShopProductState[] => (result.data ? [result.data] : [])),
      refreshing: results.some((result) => result.isFetching),
    }),
  });

  useEffect(() => {
    if (states.length > 0) cartStore.updateFromShop(states);
  }, [states]);

  return { refreshing };
}
