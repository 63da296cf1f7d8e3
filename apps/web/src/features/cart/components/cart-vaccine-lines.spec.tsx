import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const bone = aProduct({ _id: 'bone', id: 'bone', name: 'Chew Bone', price: 350, stock: 20 });

// A cart saved by an older version of the shop, which let vaccines in: the cart restores it at start.
vi.hoisted(() => {
  const line = (id: string, name: string, kind: string, price: number) => ({
    id,
    _id: id,
    name,
    kind,
    price,
    quantity: 1,
  });
  window.localStorage.setItem(
    'cart',
    JSON.stringify([
      line('bone', 'Chew Bone', 'product', 350),
      line('rabies', 'Anti-Rabies', 'vaccine', 1000),
    ]),
  );
});

describe('/cart with a vaccine saved by an older cart', () => {
  it('shows the vaccine apart with the way to book it, and leaves it out of the order', async () => {
    mockApi({ 'GET /api/products/bone': () => jsonResponse(bone) });
    renderApp('/cart');
    const vaccines = await screen.findByRole('region', { name: 'Vaccines to book instead' });
    expect(within(vaccines).getByText('Anti-Rabies')).toBeInTheDocument();
    expect(
      within(vaccines).getByRole('link', { name: 'Book an appointment for Anti-Rabies instead' }),
    ).toHaveAttribute('href', '/vaccination/rabies');

    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Subtotal (1 item)Rs 350.00');
    expect(within(summary).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();

    await userEvent.click(within(vaccines).getByRole('button', { name: 'Remove Anti-Rabies from cart' }));
    expect(screen.queryByRole('region', { name: 'Vaccines to book instead' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });
});
