import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { cartStore } from '@/features/cart';
import type { Product } from '@/shared/api';
import { aUser, anAdmin, tokenExpiringIn } from '@/testing/auth-fixtures';
import { aProduct } from '@/testing/fixtures';
import { fillIn } from '@/testing/fill-in';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { currentPath, renderApp } from '@/testing/render-app';

const bone = aProduct({ _id: 'bone', id: 'bone', name: 'Chew Bone', price: 350, stock: 20 });
const leash = aProduct({ _id: 'leash', id: 'leash', name: 'Red Leash', price: 1200.5, stock: 20 });

function shopSays(...products: Product[]): ApiRoutes {
  return Object.fromEntries(
    products.map((product) => [`GET /api/products/${product._id}`, () => jsonResponse(product)]),
  );
}

const line = (name: string) => screen.getByRole('article', { name }).closest('li') as HTMLElement;
const summary = () => screen.getByRole('region', { name: 'Order Summary' });
/** A row of the order summary, by the start of its label. */
function rowOf(label: string): HTMLElement {
  const rows = [...summary().querySelectorAll<HTMLElement>('.cart-summary__row')];
  const row = rows.find((candidate) => candidate.querySelector('dt')?.textContent?.startsWith(label));
  if (!row) throw new Error(`No summary row ${label}`);
  return row;
}

async function openCart(routes: ApiRoutes = shopSays(bone, leash)) {
  const fetchMock = mockApi(routes);
  const app = renderApp('/cart');
  await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' });
  return { fetchMock, ...app };
}

describe('/cart', () => {
  beforeEach(() => {
    sessionStore.logOut();
    cartStore.clear();
  });

  it('shows an empty cart with a way to the products', async () => {
    await openCart();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse Products/ })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('lists the lines with their prices, and sums them: shipping Free, total = subtotal', async () => {
    cartStore.add(bone, 2);
    cartStore.add(leash);
    await openCart();

    expect(within(line('Chew Bone')).getByText('Rs 350.00 each')).toBeInTheDocument();
    expect(within(line('Chew Bone')).getByText('Rs 700.00')).toBeInTheDocument();
    expect(within(line('Chew Bone')).getByRole('spinbutton', { name: 'Quantity of Chew Bone' })).toHaveValue(
      '2',
    );
    expect(within(line('Red Leash')).getByText('Rs 1,200.50')).toBeInTheDocument();
    expect(rowOf('Subtotal')).toHaveTextContent('Subtotal (3 items)Rs 1,900.50');
    expect(rowOf('Shipping')).toHaveTextContent('ShippingFree');
    expect(rowOf('Total')).toHaveTextContent('TotalRs 1,900.50');
    expect(screen.getByRole('link', { name: /Continue Shopping/ })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Chew Bone' })).toHaveAttribute('href', '/products/bone');
  });

  it('changes quantities with -, + and the field, stops + at the limit of 5 and updates the header badge', async () => {
    cartStore.add(bone, 4);
    await openCart();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Cart (4 items)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Chew Bone' }));
    expect(cartStore.getItems()[0].quantity).toBe(5);
    expect(within(header).getByRole('link', { name: 'Cart (5 items)' })).toBeInTheDocument();
    expect(screen.queryByText('Maximum Limit Reached')).not.toBeInTheDocument();

    // At 5, + is disabled: no more clicks, no stack of warnings.
    const plus = screen.getByRole('button', { name: 'Increase quantity of Chew Bone' });
    expect(plus).toBeDisabled();
    await userEvent.click(plus);
    expect(screen.queryByText('Maximum Limit Reached')).not.toBeInTheDocument();
    expect(cartStore.getItems()[0].quantity).toBe(5);

    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Chew Bone' }));
    expect(cartStore.getItems()[0].quantity).toBe(4);

    await fillIn(screen.getByRole('spinbutton', { name: 'Quantity of Chew Bone' }), '2');
    expect(cartStore.getItems()[0].quantity).toBe(2);
    expect(rowOf('Total')).toHaveTextContent('Rs 700.00');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ id: 'bone', quantity: 2 }]);
  });

  it('Remove dims the row, then takes it out after 300 ms', async () => {
    cartStore.add(bone);
    cartStore.add(leash);
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Chew Bone from cart' }));

    expect(line('Chew Bone')).toHaveClass('cart-line--removing');
    expect(line('Chew Bone')).toHaveAttribute('aria-busy', 'true');
    expect(cartStore.getItems()).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Chew Bone' })).not.toBeInTheDocument());
    expect(cartStore.getItems().map((item) => item.id)).toEqual(['leash']);
    expect(rowOf('Total')).toHaveTextContent('Rs 1,200.50');
  });

  it('- at quantity 1 removes the line the same way, and the last one leaves the empty cart', async () => {
    cartStore.add(bone);
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Chew Bone' }));
    expect(line('Chew Bone')).toHaveClass('cart-line--removing');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(localStorage.getItem('cart')).toBe('[]');
  });

  it('refreshes prices from the shop when it opens', async () => {
    cartStore.add({ ...bone, price: 300 }, 2);
    const { fetchMock } = await openCart(shopSays({ ...bone, price: 400 }));
    await waitFor(() => expect(rowOf('Total')).toHaveTextContent('Rs 800.00'));
    expect(within(line('Chew Bone')).getByText('Rs 400.00 each')).toBeInTheDocument();
    expect(cartStore.getItems()[0].price).toBe(400);
    expect(callsTo(fetchMock, 'GET /api/products/bone')).toHaveLength(1);
  });

  it('marks a product that is gone (404) or out of stock, and will not check out until it is dealt with', async () => {
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
    cartStore.add(bone);
    cartStore.add(leash);
    await openCart({
      'GET /api/products/bone': () => errorResponse(404, 'Product not found', 'CATALOGUE.PRODUCT_NOT_FOUND'),
      'GET /api/products/leash': () => jsonResponse({ ...leash, stock: 0 }),
    });

    expect(await within(line('Chew Bone')).findByText('No longer available')).toBeInTheDocument();
    expect(await within(line('Red Leash')).findByText('Out of stock')).toBeInTheDocument();
    expect(
      within(summary()).getByText(
        'Some items cannot be ordered right now. Remove them or lower their quantity to check out.',
      ),
    ).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(proceed).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Chew Bone from cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Red Leash from cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('marks a line asking for more than is left, until its quantity is lowered', async () => {
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
    cartStore.add(bone, 3);
    await openCart(shopSays({ ...bone, stock: 2 }));
    expect(await within(line('Chew Bone')).findByText('Only 2 left in stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Chew Bone' }));
    expect(screen.queryByText('Only 2 left in stock')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it('keeps what it had when the shop cannot be asked', async () => {
    cartStore.add(bone);
    await openCart({ 'GET /api/products/bone': () => errorResponse(500, 'Internal error') });
    await waitFor(() =>
      expect(screen.queryByText('Checking current prices and stock...')).not.toBeInTheDocument(),
    );
    expect(within(line('Chew Bone')).queryByText('No longer available')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it('a visitor who proceeds is warned Login Required, then sent to /login after 2 s, to come back to checkout', async () => {
    cartStore.add(bone);
    const { router } = await openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));

    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to complete this action.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/cart');
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/checkout', search: '', hash: '' } });
  });

  it('a customer goes on to /checkout', async () => {
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
    cartStore.add(bone);
    const { router } = await openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(currentPath(router)).toBe('/checkout'));
  });

  it('offers an admin no checkout', async () => {
    sessionStore.logIn(anAdmin(), tokenExpiringIn(600));
    cartStore.add(bone);
    await openCart();
    expect(screen.getByRole('article', { name: 'Chew Bone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('shows a new customer the first-order discount the server says their order gets', async () => {
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
    cartStore.add({ ...bone, price: 3450 }, 2);
    await openCart({
      ...shopSays({ ...bone, price: 3450 }),
      'GET /api/orders/first-order-offer': () => jsonResponse({ enabled: true, percent: 10, eligible: true }),
    });
    await waitFor(() =>
      expect(rowOf('First order discount')).toHaveTextContent('First order discount (10%)- Rs 690.00'),
    );
    expect(rowOf('Subtotal')).toHaveTextContent('Rs 6,900.00');
    expect(rowOf('Total')).toHaveTextContent('TotalRs 6,210.00');
    expect(within(summary()).queryByText(/Sign up and get/)).not.toBeInTheDocument();
  });

  it('shows no discount line to a customer whose next order is not the first', async () => {
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
    cartStore.add(bone, 2);
    const { fetchMock } = await openCart({
      ...shopSays(bone),
      'GET /api/orders/first-order-offer': () =>
        jsonResponse({ enabled: true, percent: 10, eligible: false }),
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/orders/first-order-offer')).toHaveLength(1));
    expect(rowOf('Total')).toHaveTextContent('TotalRs 700.00');
    expect(within(summary()).queryByText(/First order discount/)).not.toBeInTheDocument();
  });

  it('invites a visitor to sign up for the offer instead of showing a discount', async () => {
    cartStore.add(bone, 2);
    await openCart({
      ...shopSays(bone),
      'GET /api/orders/first-order-offer': () =>
        jsonResponse({ enabled: true, percent: 10, eligible: false }),
    });
    const invitation = await within(summary()).findByRole('link', {
      name: 'Sign up and get 10% off your first order.',
    });
    expect(invitation).toHaveAttribute('href', '/signup');
    expect(within(summary()).queryByText(/First order discount/)).not.toBeInTheDocument();
    expect(rowOf('Total')).toHaveTextContent('TotalRs 700.00');
  });
});
