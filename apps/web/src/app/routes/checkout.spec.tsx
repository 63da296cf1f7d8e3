import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDERING_MESSAGES } from '@kukur/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { cartStore } from '@/features/cart';
import type { Product, User } from '@/shared/api';
import { expectAlert } from '@/testing/alerts';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { fillIn } from '@/testing/fill-in';
import { aProduct } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { anOrder, anOrderItem } from '@/testing/order-fixtures';
import { currentPath, renderApp } from '@/testing/render-app';

const bone = aProduct({ _id: 'bone', id: 'bone', name: 'Chew Bone', price: 350, stock: 20 });
const leash = aProduct({ _id: 'leash', id: 'leash', name: 'Red Leash', price: 1200.5, stock: 20 });
const sita = aUser({ phoneNumber: '9812345678', city: 'Lalitpur', colony: 'Jhamsikhel' });
const placed = anOrder({
  items: [
    anOrderItem({ productId: 'bone', name: 'Chew Bone', price: 350, quantity: 2 }),
    anOrderItem({ productId: 'leash', name: 'Red Leash', price: 1200.5, quantity: 1 }),
  ],
});
const PLACE = 'POST /api/orders';

function shopSays(...products: Product[]): ApiRoutes {
  return Object.fromEntries(
    products.map((product) => [`GET /api/products/${product._id}`, () => jsonResponse(product)]),
  );
}

function openCheckout(routes: ApiRoutes = {}, user: User | null = sita) {
  if (user) sessionStore.logIn(user, tokenExpiringIn(600));
  const fetchMock = mockApi({
    ...shopSays(bone, leash),
    [PLACE]: () => jsonResponse(placed, 201),
    ...routes,
  });
  const app = renderApp('/checkout');
  return { fetchMock, ...app };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = () => userEvent.click(screen.getByRole('button', { name: /Next/ }));
const placeOrder = () => userEvent.click(screen.getByRole('button', { name: /Place Order/ }));
const summary = () => screen.getByRole('region', { name: 'Order Summary' });

/** Steps 1 and 2 with what is already filled in (the pre-filled profile), to the Review step. */
async function toReview() {
  await stepHeading('Step 1 of 3: Contact Information');
  await next();
  await stepHeading('Step 2 of 3: Delivery Address');
  await next();
  await stepHeading('Step 3 of 3: Review Your Order');
}

describe('/checkout', () => {
  beforeEach(() => {
    sessionStore.logOut();
    cartStore.clear();
    cartStore.add(bone, 2);
    cartStore.add(leash);
  });

  it('is for logged-in users: a visitor is sent to /login, to come back here', async () => {
    const { router } = openCheckout({}, null);
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/checkout', search: '', hash: '' } });
  });

  it('shows the three steps with links back to home and cart, pre-filled from the profile', async () => {
    openCheckout();
    await stepHeading('Step 1 of 3: Contact Information');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Checkout progress' });
    for (const step of ['Contact', 'Address', 'Review'])
      expect(within(progress).getByText(step)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(breadcrumb).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: /Back to Cart/ })).toHaveAttribute('href', '/cart');

    expect(screen.getByLabelText('Full Name')).toHaveValue('Sita Sharma');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9812345678');
    await next();
    await stepHeading('Step 2 of 3: Delivery Address');
    expect(screen.getByRole('radio', { name: 'Lalitpur' })).toBeChecked();
    expect(screen.getByLabelText('Colony / Area')).toHaveValue('Jhamsikhel');
  });

  describe('step 1: contact', () => {
    it('needs a name and a phone', async () => {
      openCheckout();
      await stepHeading('Step 1 of 3: Contact Information');
      await userEvent.clear(screen.getByLabelText('Full Name'));
      await next();
      await expectAlert('Please fill out all required contact information.');
      expect(screen.getByRole('heading', { name: /^Step 1 of 3/ })).toBeInTheDocument();

      await fillIn(screen.getByLabelText('Full Name'), 'Sita Sharma');
      await userEvent.clear(screen.getByLabelText('Phone Number'));
      await next();
      await expectAlert('Please fill out all required contact information.');
    });

    it('needs exactly 10 digits', async () => {
      openCheckout();
      await stepHeading('Step 1 of 3: Contact Information');
      await fillIn(screen.getByLabelText('Phone Number'), '98123');
      await next();
      await expectAlert('Phone number must be exactly 10 digits and contain only numbers');
      expect(screen.getByRole('heading', { name: /^Step 1 of 3/ })).toBeInTheDocument();
    });

    it('takes only digits, up to 10, and says so when it refuses a key', async () => {
      openCheckout();
      await stepHeading('Step 1 of 3: Contact Information');
      const phone = screen.getByLabelText('Phone Number');
      await userEvent.clear(phone);
      await userEvent.type(phone, '98a');
      expect(phone).toHaveValue('98');
      expect(
        screen.getByText('Phone number must contain only numbers and be up to 10 digits'),
      ).toBeInTheDocument();
      await userEvent.type(phone, '0000000099');
      expect(phone).toHaveValue('9800000000');
      expect(phone).toHaveAccessibleDescription(
        'Phone number must contain only numbers and be up to 10 digits',
      );
    });
  });

  describe('step 2: address', () => {
    it('needs a city and a colony; Back keeps what was typed', async () => {
      openCheckout({}, aUser());
      await stepHeading('Step 1 of 3: Contact Information');
      await fillIn(screen.getByLabelText('Phone Number'), '9800000000');
      await next();
      await stepHeading('Step 2 of 3: Delivery Address');
      for (const city of ['Kathmandu', 'Bhaktapur', 'Lalitpur']) {
        expect(screen.getByRole('radio', { name: city })).not.toBeChecked();
      }

      await fillIn(screen.getByLabelText('Colony / Area'), 'Baneshwor');
      await next();
      await expectAlert('Please fill out your complete delivery address.');

      await userEvent.click(screen.getByRole('radio', { name: 'Bhaktapur' }));
      await userEvent.clear(screen.getByLabelText('Colony / Area'));
      await next();
      await expectAlert('Please fill out your complete delivery address.');

      await userEvent.click(screen.getByRole('button', { name: /Back/ }));
      await stepHeading('Step 1 of 3: Contact Information');
      expect(screen.getByLabelText('Phone Number')).toHaveValue('9800000000');
      await next();
      expect(screen.getByRole('radio', { name: 'Bhaktapur' })).toBeChecked();
    });
  });

  describe('step 3: review', () => {
    it('shows the details with Edit links, shipping Free and total = subtotal', async () => {
      openCheckout();
      await stepHeading('Step 1 of 3: Contact Information');
      await next();
      await fillIn(await screen.findByLabelText('Order Notes (optional)'), 'Call before coming');
      await next();
      await stepHeading('Step 3 of 3: Review Your Order');

      const contact = screen.getByRole('region', { name: 'Contact' });
      expect(contact).toHaveTextContent('Sita Sharma');
      expect(contact).toHaveTextContent('9812345678');
      const address = screen.getByRole('region', { name: 'Delivery Address' });
      expect(address).toHaveTextContent('Jhamsikhel');
      expect(address).toHaveTextContent('Lalitpur');
      expect(screen.getByRole('region', { name: 'Order Notes' })).toHaveTextContent('Call before coming');

      expect(within(summary()).getByText('2 × Chew Bone')).toBeInTheDocument();
      expect(within(summary()).getByText('Subtotal').nextElementSibling).toHaveTextContent('Rs 1,900.50');
      expect(within(summary()).getByText('Shipping').nextElementSibling).toHaveTextContent('Free');
      expect(within(summary()).getByText('Total').nextElementSibling).toHaveTextContent('Rs 1,900.50');

      await userEvent.click(screen.getByRole('button', { name: 'Edit delivery address' }));
      await stepHeading('Step 2 of 3: Delivery Address');
      await next();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit contact information' }));
      await stepHeading('Step 1 of 3: Contact Information');
    });

    it('places the order, empties the cart and goes to /payment with the order', async () => {
      const { fetchMock, router } = openCheckout();
      await stepHeading('Step 1 of 3: Contact Information');
      await next();
      await fillIn(await screen.findByLabelText('Order Notes (optional)'), '  Call before coming ');
      await next();
      await placeOrder();

      await waitFor(() => expect(currentPath(router)).toBe('/payment'));
      expect(router.state.location.state).toEqual({ order: placed });
      expect(cartStore.getItems()).toEqual([]);
      expect(localStorage.getItem('cart')).toBeNull();
      const [request] = callsTo(fetchMock, PLACE);
      expect(request.headers.get('Authorization')).toMatch(/^Bearer /);
      expect(await request.json()).toEqual({
        customer: {
          name: 'Sita Sharma',
          phoneNumber: '9812345678',
          city: 'Lalitpur',
          colony: 'Jhamsikhel',
          orderNotes: 'Call before coming',
        },
        products: [
          { productId: 'bone', quantity: 2 },
          { productId: 'leash', quantity: 1 },
        ],
        userEmail: 'sita@example.com',
      });
    });
  });

  describe('saved delivery details and the first-order discount', () => {
    const newcomer = aUser({ id: 'user-new', _id: 'user-new', phoneNumber: null, city: null, colony: null });
    const SAVE = 'PUT /api/user/users/user-new/delivery-details';

    it('offers to save what a customer with nothing saved typed, and saves it after the order', async () => {
      const savedUser = { ...newcomer, phoneNumber: '9801234567', city: 'Bhaktapur', colony: 'Suryabinayak' };
      const { fetchMock, router } = openCheckout({ [SAVE]: () => jsonResponse(savedUser) }, newcomer);
      await stepHeading('Step 1 of 3: Contact Information');
      expect(screen.getByLabelText('Phone Number')).toHaveValue('');
      await fillIn(screen.getByLabelText('Phone Number'), '9801234567');
      await next();
      await stepHeading('Step 2 of 3: Delivery Address');
      await userEvent.click(screen.getByRole('radio', { name: 'Bhaktapur' }));
      await fillIn(screen.getByLabelText('Colony / Area'), ' Suryabinayak ');
      await next();
      await stepHeading('Step 3 of 3: Review Your Order');
      expect(screen.getByRole('checkbox', { name: 'Save these details for next time' })).toBeChecked();
      await placeOrder();

      await waitFor(() => expect(currentPath(router)).toBe('/payment'));
      await waitFor(() => expect(callsTo(fetchMock, SAVE)).toHaveLength(1));
      expect(await callsTo(fetchMock, SAVE)[0]!.json()).toEqual({
        phoneNumber: '9801234567',
        city: 'Bhaktapur',
        colony: 'Suryabinayak',
      });
      await waitFor(() => expect(sessionStore.getState().user).toMatchObject({ colony: 'Suryabinayak' }));
    });

    it('saves nothing when the box is unticked, nor by default for details already saved', async () => {
      const { fetchMock, router } = openCheckout({}, newcomer);
      await stepHeading('Step 1 of 3: Contact Information');
      await fillIn(screen.getByLabelText('Phone Number'), '9801234567');
      await next();
      await stepHeading('Step 2 of 3: Delivery Address');
      await userEvent.click(screen.getByRole('radio', { name: 'Bhaktapur' }));
      await fillIn(screen.getByLabelText('Colony / Area'), 'Suryabinayak');
      await next();
      await userEvent.click(
        await screen.findByRole('checkbox', { name: 'Save these details for next time' }),
      );
      await placeOrder();
      await waitFor(() => expect(currentPath(router)).toBe('/payment'));
      expect(callsTo(fetchMock, SAVE)).toHaveLength(0);
    });

    it('shows the discount the server says the first order gets, and the total after it', async () => {
      openCheckout({
        'GET /api/orders/first-order-offer': () =>
          jsonResponse({ enabled: true, percent: 10, eligible: true }),
      });
      await stepHeading('Step 1 of 3: Contact Information');
      const discount = await within(summary()).findByText('First order discount (10%)');
      expect(discount.nextElementSibling).toHaveTextContent('- Rs 190.05');
      expect(within(summary()).getByText('Subtotal').nextElementSibling).toHaveTextContent('Rs 1,900.50');
      expect(within(summary()).getByText('Total').nextElementSibling).toHaveTextContent('Rs 1,710.45');
    });
  });

  describe('place order: the checks before sending', () => {
    it('refuses an empty cart', async () => {
      const { fetchMock } = openCheckout();
      await toReview();
      cartStore.clear();
      await placeOrder();
      await expectAlert('Your cart is empty. Add items to place an order.');
      expect(callsTo(fetchMock, PLACE)).toHaveLength(0);
    });

    it('refuses a zero total', async () => {
      cartStore.clear();
      cartStore.add({ ...bone, price: 0 });
      const { fetchMock } = openCheckout(shopSays({ ...bone, price: 0 }));
      await toReview();
      await placeOrder();
      await expectAlert('Order total cannot be zero');
      expect(callsTo(fetchMock, PLACE)).toHaveLength(0);
    });

    it('needs the user e-mail', async () => {
      const { fetchMock } = openCheckout({}, { ...sita, email: '' });
      await toReview();
      await placeOrder();
      await expectAlert('Valid user email not available. Please log out and log in again.');
      expect(callsTo(fetchMock, PLACE)).toHaveLength(0);
    });

    it('will not order a product the shop no longer has', async () => {
      const { fetchMock } = openCheckout(shopSays(bone, { ...leash, stock: 0 }));
      await toReview();
      expect(await within(summary()).findByText('(Out of stock)')).toBeInTheDocument();
      await placeOrder();
      await expectAlert(
        'Some items in your cart cannot be ordered right now. Please update your cart first.',
      );
      expect(callsTo(fetchMock, PLACE)).toHaveLength(0);
    });
  });

  describe('place order: the error catalogue', () => {
    async function placeWith(answer: () => Response | Promise<Response>) {
      const app = openCheckout({ [PLACE]: answer });
      await toReview();
      await placeOrder();
      return app;
    }

    it('lists missing fields', async () => {
      const { router } = await placeWith(() =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Missing required fields: phoneNumber, colony',
            code: 'COMMON.VALIDATION_FAILED',
            fields: ['customer.phoneNumber', 'customer.colony'],
            missingFields: ['phoneNumber', 'colony'],
          },
          400,
        ),
      );
      await expectAlert('Missing fields: phoneNumber, colony');
      expect(currentPath(router)).toBe('/checkout');
      expect(cartStore.getItems()).toHaveLength(2);
    });

    it('shows the server message after Error:', async () => {
      await placeWith(() =>
        errorResponse(403, 'You can only place orders for your own account.', 'ORDERING.EMAIL_MISMATCH'),
      );
      await expectAlert('Error: You can only place orders for your own account.');
    });

    it('shows the ceiling on unpaid orders (429) and keeps the cart', async () => {
      const message = ORDERING_MESSAGES.tooManyUnpaidOrders(5, 60);
      const { router } = await placeWith(() =>
        errorResponse(429, message, 'ORDERING.TOO_MANY_UNPAID_ORDERS'),
      );
      await expectAlert(`Error: ${message}`);
      expect(currentPath(router)).toBe('/checkout');
      expect(cartStore.getItems()).toHaveLength(2);
    });

    it('marks the lines an out-of-stock answer names', async () => {
      await placeWith(() =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Sorry, Chew Bone is out of stock or not available in that quantity.',
            code: 'ORDERING.OUT_OF_STOCK',
            products: [{ productId: 'bone', name: 'Chew Bone', available: 1 }],
          },
          409,
        ),
      );
      await expectAlert('Error: Sorry, Chew Bone is out of stock or not available in that quantity.');
      expect(within(summary()).getByText('(Only 1 left in stock)')).toBeInTheDocument();
      expect(cartStore.getItems().find((item) => item.id === 'bone')).toMatchObject({
        stock: 1,
        quantity: 2,
      });
    });

    it('marks the products the shop no longer sells', async () => {
      await placeWith(() =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'A product in your cart is no longer sold.',
            code: 'ORDERING.PRODUCT_UNAVAILABLE',
            productIds: ['leash'],
          },
          409,
        ),
      );
      await expectAlert('Error: A product in your cart is no longer sold.');
      expect(within(summary()).getByText('(No longer available)')).toBeInTheDocument();
      expect(cartStore.getItems().find((item) => item.id === 'leash')?.gone).toBe(true);
    });

    it('says so when the server does not answer', async () => {
      await placeWith(() => Promise.reject(new TypeError('Failed to fetch')));
      await expectAlert('An error occurred while placing your order. Please try again.');
      expect(cartStore.getItems()).toHaveLength(2);
    });

    it('falls back to the generic text, with the status, for an answer without a message', async () => {
      await placeWith(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
      await expectAlert('Failed to place the order. Please try again.');
      await expectAlert('Status 502');
    });

    it('treats any success other than 200/201 as a failure', async () => {
      const { router } = await placeWith(() => jsonResponse(placed, 202));
      await expectAlert('Failed to place the order. Please try again.');
      expect(currentPath(router)).toBe('/checkout');
      expect(cartStore.getItems()).toHaveLength(2);
    });
  });
});
