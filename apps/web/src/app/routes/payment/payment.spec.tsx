import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth';
import { leaveForKhalti } from '@/features/payment/utils/leave-for-khalti';
import { expectAlert } from '@/testing/alerts';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { anOrder, anOrderItem } from '@/testing/order-fixtures';
import { currentPath, renderApp } from '@/testing/render-app';

vi.mock('@/features/payment/utils/leave-for-khalti', () => ({ leaveForKhalti: vi.fn() }));

const order = anOrder({
  id: '5b7e2c1a-8d4f-4e6a-9b3c-1234abcd5678',
  items: [
    anOrderItem({ productId: 'bone', name: 'Chew Bone', price: 350, quantity: 2 }),
    anOrderItem({ productId: 'leash', name: 'Red Leash', price: 1200.5, quantity: 1 }),
  ],
});
const ORDER = `GET /api/orders/${order.id}`;
const LATEST = 'GET /api/orders/latest';
const INITIATE = 'POST /api/payments/initiate-payment';
const COD = `PUT /api/orders/${order.id}/payment`;
const PAYMENT_URL = 'http://localhost:9090/?pidx=bZQLD9wRVWo4CdESSfuSsB';

function openPayment(routes: ApiRoutes = {}, state: unknown = { order }) {
  const fetchMock = mockApi({
    [ORDER]: () => jsonResponse(order),
    [INITIATE]: () =>
      jsonResponse({
        pidx: 'bZQLD9wRVWo4CdESSfuSsB',
        payment_url: PAYMENT_URL,
        expires_at: '2026-11-20T11:15:00.000Z',
        amount: 190050,
        orderId: order.id,
      }),
    ...routes,
  });
  return { fetchMock, ...renderApp('/payment', state) };
}

const payButton = () => screen.findByRole('button', { name: /Pay Rs 1,900.50 with Khalti/ });
const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const chooseCashOnDelivery = () => userEvent.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));

describe('/payment', () => {
  beforeEach(() => {
    vi.mocked(leaveForKhalti).mockReset();
    sessionStore.logOut();
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
  });

  it('is for logged-in users: a visitor is sent to /login, to come back here', async () => {
    sessionStore.logOut();
    const { router } = openPayment();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/payment', search: '', hash: '' } });
  });

  it('sums up the order: lines, subtotal, shipping Free and the total in Rs, and where it goes', async () => {
    openPayment();
    await payButton();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    const card = summary();
    expect(within(card).getByText('Order #ABCD5678')).toBeInTheDocument();
    expect(within(card).getByText('2 × Chew Bone').nextSibling).toHaveTextContent('Rs 700.00');
    expect(within(card).getByText('1 × Red Leash').nextSibling).toHaveTextContent('Rs 1,200.50');
    expect(within(card).getByText('Subtotal').nextSibling).toHaveTextContent('Rs 1,900.50');
    expect(within(card).getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(within(card).getByText('Total').nextSibling).toHaveTextContent('Rs 1,900.50');
    const delivery = within(card).getByRole('region', { name: 'Deliver To' });
    expect(delivery).toHaveTextContent('Sita Sharma');
    expect(delivery).toHaveTextContent('Baneshwor, Kathmandu');
  });

  it('puts "Order Summary" and the order reference on separate lines', async () => {
    openPayment();
    await payButton();
    const card = summary();
    const heading = within(card).getByRole('heading', { level: 2, name: 'Order Summary' });
    const reference = within(card).getByText('Order #ABCD5678');
    expect(heading).toHaveTextContent(/^Order Summary$/);
    expect(reference.tagName).toBe('P');
    expect(heading.contains(reference)).toBe(false);
    expect(heading.nextElementSibling).toBe(reference);
  });

  it('shows the first-order discount the order got, and asks Khalti for the discounted total', async () => {
    const discounted = { ...order, subtotal: 1900.5, discount: 190.05, discountPercent: 10, total: 1710.45 };
    openPayment({ [ORDER]: () => jsonResponse(discounted) }, { order: discounted });
    await screen.findByRole('button', { name: /Pay Rs 1,710.45 with Khalti/ });
    const card = summary();
    expect(within(card).getByText('Subtotal').nextSibling).toHaveTextContent('Rs 1,900.50');
    expect(within(card).getByText('First order discount (10%)').nextSibling).toHaveTextContent('- Rs 190.05');
    expect(within(card).getByText('Total').nextSibling).toHaveTextContent('Rs 1,710.45');
  });

  it('offers Khalti (chosen) and Cash on Delivery, each saying what happens next', async () => {
    openPayment();
    await payButton();
    const methods = screen.getByRole('radiogroup', { name: 'Payment Method' });
    const khalti = within(methods).getByRole('radio', { name: 'Khalti' });
    const cash = within(methods).getByRole('radio', { name: 'Cash on Delivery' });
    expect(khalti).toBeChecked();
    expect(cash).not.toBeChecked();
    expect(khalti).toHaveAccessibleDescription(/Khalti’s page/);
    expect(cash).toHaveAccessibleDescription('Pay in cash when your order arrives.');

    await chooseCashOnDelivery();
    expect(cash).toBeChecked();
    expect(screen.getByRole('button', { name: /Confirm Cash on Delivery/ })).toBeInTheDocument();
  });

  describe('finding the order', () => {
    it('asks the server again for the order it was handed: a stale one that is paid by now is not offered', async () => {
      const { fetchMock } = openPayment({
        [ORDER]: () => jsonResponse({ ...order, paymentStatus: 'paid', paymentMethod: 'khalti' }),
      });
      await expectAlert('This order is already paid.');
      expect(callsTo(fetchMock, ORDER)).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/profile');
      expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    });

    it('says an order that is no longer Pending can no longer be paid', async () => {
      openPayment({ [ORDER]: () => jsonResponse({ ...order, status: 'Cancelled' }) });
      await expectAlert('This order can no longer be paid.');
      expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/profile');
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    });

    it('loads the order by the id it was opened with', async () => {
      const { fetchMock } = openPayment({}, { orderId: order.id });
      expect(await screen.findByText('Loading your order...')).toBeInTheDocument();
      await payButton();
      expect(callsTo(fetchMock, ORDER)).toHaveLength(1);
      expect(callsTo(fetchMock, LATEST)).toHaveLength(0);
    });

    it('without an order (a reload elsewhere, a typed address) pays the customer’s latest order', async () => {
      const { fetchMock } = openPayment({ [LATEST]: () => jsonResponse(order) }, null);
      await payButton();
      expect(callsTo(fetchMock, LATEST)).toHaveLength(1);
      expect(within(summary()).getByText('2 × Chew Bone')).toBeInTheDocument();
    });

    it('says so when there is no order to be found', async () => {
      openPayment({ [LATEST]: () => errorResponse(404, 'Order not found') }, null);
      await expectAlert('Missing order information. Please reload the page.');
      expect(screen.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
    });

    it('says so when the order it was opened with is not found', async () => {
      openPayment({ [ORDER]: () => errorResponse(404, 'Order not found') }, { orderId: order.id });
      await expectAlert('Missing order information. Please reload the page.');
    });

    it('offers Try Again when the order could not be loaded', async () => {
      let calls = 0;
      openPayment(
        { [ORDER]: () => (++calls <= 2 ? errorResponse(500, 'Boom') : jsonResponse(order)) },
        { orderId: order.id },
      );
      // One retry (a second later) before giving up.
      expect(await screen.findByText('Failed to load order details')).toBeVisible();
      expect(calls).toBe(2);
      await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
      await payButton();
    });

    it('keeps the order it was handed when the server does not answer', async () => {
      openPayment({ [ORDER]: () => Promise.reject(new TypeError('Failed to fetch')) });
      await payButton();
      expect(within(summary()).getByText('1 × Red Leash')).toBeInTheDocument();
    });
  });

  describe('with Khalti', () => {
    it('starts the payment with only the order id and sends the browser to Khalti', async () => {
      let answer: (response: Response) => void = () => undefined;
      const { fetchMock } = openPayment({
        [INITIATE]: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      await userEvent.click(await payButton());

      const button = screen.getByRole('button', { name: /Pay Rs 1,900.50 with Khalti/ });
      await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
      expect(screen.getByRole('radio', { name: 'Khalti' })).toBeDisabled();
      const [request] = callsTo(fetchMock, INITIATE);
      expect(await request.json()).toEqual({ purchase_order_id: order.id });

      answer(
        jsonResponse({
          pidx: 'p1',
          payment_url: PAYMENT_URL,
          expires_at: '2026-11-20T11:15:00.000Z',
          amount: 190050,
          orderId: order.id,
        }),
      );
      await waitFor(() => expect(leaveForKhalti).toHaveBeenCalledWith(PAYMENT_URL));
      // Still busy while the browser leaves: a second press would start a second payment.
      expect(screen.getByRole('button', { name: /Taking you to Khalti/ })).toHaveClass('ant-btn-loading');
    });

    it.each([
      [
        'Khalti’s amount rule, in its own words',
        400,
        'Amount should be greater than Rs. 10, that is 1000 paisa.',
      ],
      ['Khalti unavailable', 503, 'Payment system unavailable. Please try again later.'],
    ])('shows the server’s message: %s', async (_case, status, message) => {
      openPayment({ [INITIATE]: () => errorResponse(status, message) });
      await userEvent.click(await payButton());
      await expectAlert(message);
      expect(leaveForKhalti).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: /Pay Rs 1,900.50 with Khalti/ })).toBeEnabled();
    });

    it('says "Failed to initiate payment" when the server gives no reason', async () => {
      openPayment({ [INITIATE]: () => Promise.reject(new TypeError('Failed to fetch')) });
      await userEvent.click(await payButton());
      await expectAlert('Failed to initiate payment');
    });

    it('points to the order history when the order was paid meanwhile (409)', async () => {
      openPayment({ [INITIATE]: () => errorResponse(409, 'This order is already paid.') });
      await userEvent.click(await payButton());
      await expectAlert('This order is already paid.');
      expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/profile');
    });
  });

  describe('with cash on delivery', () => {
    it('records the choice and confirms it on /payment-success', async () => {
      const chosen = { ...order, paymentMethod: 'cod' as const, paymentStatus: 'pending' as const };
      const { fetchMock, router } = openPayment({ [COD]: () => jsonResponse(chosen) });
      await payButton();
      await chooseCashOnDelivery();
      await userEvent.click(screen.getByRole('button', { name: /Confirm Cash on Delivery/ }));

      await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' });
      expect(currentPath(router)).toBe('/payment-success');
      expect(router.state.location.state).toEqual({ order: chosen, method: 'cod' });
      expect(await callsTo(fetchMock, COD)[0].json()).toEqual({
        paymentMethod: 'cod',
        paymentStatus: 'pending',
      });
      expect(callsTo(fetchMock, INITIATE)).toHaveLength(0);
    });

    it.each([
      [404, 'Order not found', 'Payment system unavailable. Please try again later.'],
      [401, 'Unauthorized', 'Authentication error. Please login again.'],
      [403, 'Forbidden', 'Authentication error. Please login again.'],
      [409, 'This order can no longer be paid.', 'This order can no longer be paid.'],
    ])('answers %i with the spec’s message', async (status, serverMessage, shown) => {
      openPayment({ [COD]: () => errorResponse(status, serverMessage) });
      await payButton();
      await chooseCashOnDelivery();
      await userEvent.click(screen.getByRole('button', { name: /Confirm Cash on Delivery/ }));
      await expectAlert(shown);
      expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    });

    it('says "Failed to confirm Cash on Delivery" when the server gives no reason', async () => {
      openPayment({ [COD]: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
      await payButton();
      await chooseCashOnDelivery();
      await userEvent.click(screen.getByRole('button', { name: /Confirm Cash on Delivery/ }));
      await expectAlert('Failed to confirm Cash on Delivery');
    });
  });
});
