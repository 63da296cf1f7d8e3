import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationState } from '@/shared/hooks';
import { aProduct } from '@/testing/fixtures';
import { hydrate, serverHtml } from '@/testing/server-html';
import { cartStore } from './cart-store';
import { useCartCount } from './use-cart';

function CartBadge() {
  return <span>Cart ({useCartCount()})</span>;
}

describe('the cart on a server-rendered page', () => {
  afterEach(() => cartStore.clear());

  it('hydrates from the empty cart the server rendered, then shows the stored one', async () => {
    cartStore.add(aProduct({ _id: 'bone', id: 'bone', name: 'Chew Bone' }), 2);
    const page = (
      <HydrationState hydrating>
        <CartBadge />
      </HydrationState>
    );
    const container = serverHtml(page);
    expect(container.textContent).toBe('Cart (0)');

    const { errors, remove } = await hydrate(container, page);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Cart (2)');

    // Still following the store.
    await act(async () => cartStore.add(aProduct({ _id: 'ball', id: 'ball', name: 'Ball' })));
    expect(container.textContent).toBe('Cart (3)');
    remove();
  });
});
