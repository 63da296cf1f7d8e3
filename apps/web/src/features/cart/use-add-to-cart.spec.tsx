import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appI18n } from '@/shared/i18n';
import { aProduct } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { cartStore } from './cart-store';
import { useAddToCart } from './use-add-to-cart';
import { useCartCount } from './use-cart';

const product = aProduct({ _id: 'bone', id: 'bone', name: 'Chew Bone' });
const rabies = aProduct({ _id: 'rabies', id: 'rabies', name: 'Anti-Rabies', kind: 'vaccine' });

function AddButton({ item = product }: { item?: typeof product }) {
  const addToCart = useAddToCart();
  const count = useCartCount();
  return (
    <button type="button" onClick={() => addToCart(item)}>
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

  it('says it in words on a page whose cart texts have not arrived yet (a tap right after the page loaded)', async () => {
    appI18n.removeResourceBundle('en', 'cart');
    renderWithProviders(<AddButton />);
    // At once, before the texts' chunk has come.
    fireEvent.click(screen.getByRole('button', { name: 'Add (0)' }));
    expect(await screen.findByText('"Chew Bone" has been added to your cart.')).toBeInTheDocument();
    expect(screen.queryByText('added')).not.toBeInTheDocument();
    expect(appI18n.hasResourceBundle('en', 'cart')).toBe(true);
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

  it('refuses a vaccine with the way to book it at a centre instead', async () => {
    renderWithProviders(<AddButton item={rabies} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add (0)' }));
    expect(await screen.findByText('Vaccines are booked, not shipped')).toBeInTheDocument();
    expect(
      screen.getByText(/"Anti-Rabies" is given by our vets at a vaccination centre/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Product Added')).not.toBeInTheDocument();
    expect(cartStore.getItems()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Book an appointment' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vaccination/rabies'));
  });
});
