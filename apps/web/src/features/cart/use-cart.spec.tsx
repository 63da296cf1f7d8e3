import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationState } from '@/shared/hooks';
import { aProduct } from '@/testing/fixtures';
import { cartStore } from './cart-store';
import { useCartCount } from './use-cart';

function CartBadge() {
  return <span>Cart ({useCartCount()})</span>;
}

describe('the cart on a server-rendered page', () => {
  const container = document.createElement('div');
  afterEach(() => {
    cartStore.clear();
    container.remove();
  });

  it('hydrates from the empty cart the server rendered, then shows the stored one', async () => {
    cartStore.add(aProduct({ _id: 'bone', id: 'bone', name: 'Chew Bone' }), 2);
    const page = (
      <HydrationState hydrating>
        <CartBadge />
      </HydrationState>
    );
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('Cart (0)');

    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Cart (2)');

    // Still following the store.
    await act(async () => cartStore.add(aProduct({ _id: 'ball', id: 'ball', name: 'Ball' })));
    expect(container.textContent).toBe('Cart (3)');
    act(() => root!.unmount());
  });
});
