import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { cartStore } from './cart-store';
import { useAddToCart } from './use-add-to-cart';
import { useCartCount } from './use-cart';

const product = aProduct({ _id: 'bone', id: 'bone', name: 'Chew Bone' });

function AddButton() {
  const addToCart = useAddToCart();
  const count = useCartCount();
  return (
    <button type="button" onClick={() => addToCart(product)}>
      Add ({count})
    </button>
  );
}

describe('useAddToCart', () => {
  beforeEach(() => cartStore.clear());

  it('toasts Product Added with the product name in quotes', async () => {
    renderWithProviders(<AddButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Add (0)' }));
    expect(await screen.findByText('Product Added')).toBeInTheDocument();
    expect(screen.getByText('"Chew Bone" has been added to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add (1)' })).toBeInTheDocument();
  });

  it('warns Maximum Limit Reached on the sixth item', async () => {
    cartStore.add(product, 5);
    renderWithProviders(<AddButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Add (5)' }));
    expect(await screen.findByText('Maximum Limit Reached')).toBeInTheDocument();
    expect(screen.getByText('You can only add up to 5 of Chew Bone.')).toBeInTheDocument();
    expect(screen.queryByText('Product Added')).not.toBeInTheDocument();
    expect(cartStore.getItems()[0].quantity).toBe(5);
  });
});
