import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth';
import type { VerifiedPayment } from '@/features/payment';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import {
  callsTo,
  errorResponse,
  heldAnswer,
  jsonResponse,
  mockApi,
  type ApiRoutes,
} from '@/testing/mock-fetch';
import { anOrder, anOrderItem } from '@/testing/order-fixtures';
import { currentPath, renderApp } from '@/testing/render-app';

const order = anOrder({
  id: '5b7e2c1a-8d4f-4e6a-9b3c-1234abcd5678',
  items: [anOrderItem({ productId: 'bone', name: 'Chew Bone', price: 350, quantity: 2 })],
});
const paidOrder = {
  ...order,
  paymentMethod: 'khalti' as const,
  paymentStatus: 'paid' as const,
  transactionId: 'GFq9PFS7b2iYvL8Lir9oXe',
};
const PIDX = 'bZQLD9wRVWo4CdESSfuSsB';
const VERIFY = 'POST /api/payments/verify-khalti-lookup';
// What Khalti appends to the return address; the page reads only the pidx.
const RETURN = `/payment-success?pidx=${PIDX}&txnId=forged&amount=1&total_amount=1&status=Completed&mobile=98XXXXX000&tidx=forged&purchase_order_id=someone-else&purchase_order_name=x&transaction_id=forged`;

function verified(overrides: Partial<VerifiedPayment> = {}): VerifiedPayment {
  return {
    success: true,
    status: 'paid',
    message: 'Payment successful',
    data: {
      pidx: PIDX,
      status: 'Completed',
      transaction_id: 'GFq9PFS7b2iYvL8Lir9oXe',
      idx: 'GFq9PFS7b2iYvL8Lir9oXe',
      total_amount: 70000,
    },
    orderDetails: paidOrder,
    orderItems: paidOrder.items,
    ...overrides,
  };
}

function khaltiSays(status: VerifiedPayment['status'], message: string): VerifiedPayment {
  return verified({
    success: false,
    status,
    message,
    data: { pidx: PIDX, status: null, transaction_id: null, idx: null, total_amount: 70000 },
    orderDetails: order,
  });
}

function openSuccess(routes: ApiRoutes, path = RETURN, state?: unknown) {
  const fetchMock = mockApi({ [`GET /api/orders/${order.id}`]: () => jsonResponse(order), ...routes });
  return { fetchMock, ...renderApp(path, state) };
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const detail = (term: string) => within(screen.getByLabelText('Order details')).getByText(term).nextSibling;

describe('/payment-success', () => {
  beforeEach(() => {
    sessionStore.logOut();
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
  });
  afterEach(() => vi.useRealTimers());

  it('is for logged-in users: a visitor logs in and comes back to the same address', async () => {
    sessionStore.logOut();
    const { router } = openSuccess({});
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/payment-success', search: RETURN.slice('/payment-success'.length), hash: '' },
    });
  });

  describe('back from Khalti', () => {
    it('verifies with the pidx alone, then confirms: order id, amount, Khalti with its transaction id, delivery', async () => {
      const verification = heldAnswer(() => jsonResponse(verified()));
      const { fetchMock } = openSuccess({ [VERIFY]: verification.handler });
      expect(await screen.findByText('Verifying your payment with Khalti...')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Verifying your payment with Khalti...');
      verification.release();

      const heading = await title('Payment Successful!');
      expect(heading).toHaveFocus();
      const [request] = callsTo(fetchMock, VERIFY);
      expect(await request.json()).toEqual({ pidx: PIDX });
      expect(detail('Order ID')).toHaveTextContent('#1234ABCD5678');
      expect(detail('Amount')).toHaveTextContent('Rs 700.00');
      expect(detail('Payment Method')).toHaveTextContent('Khalti');
      expect(detail('Transaction ID')).toHaveTextContent('GFq9PFS7b2iYvL8Lir9oXe');
      expect(detail('Payment Status')).toHaveTextContent('Paid');
      expect(screen.getByText('Estimated delivery: 24-48 hours')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
      expect(document.body).not.toHaveTextContent('forged');
    });

    it('confirms a payment the server had verified already', async () => {
      openSuccess({ [VERIFY]: () => jsonResponse(verified({ status: 'already-paid' })) });
      await title('Payment Successful!');
      expect(detail('Payment Status')).toHaveTextContent('Paid');
    });

    it('says a payment Khalti is still processing is pending, and Check Again asks once more', async () => {
      const answers = [
        khaltiSays('pending', 'Your payment is still being processed by Khalti. We will confirm it shortly.'),
        verified(),
      ];
      const { fetchMock } = openSuccess({ [VERIFY]: () => jsonResponse(answers.shift()) });
      await title('Payment Processing');
      expect(
        screen.getByText('Your payment is still being processed by Khalti. We will confirm it shortly.'),
      ).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: /Check Again/ }));
      await title('Payment Successful!');
      expect(callsTo(fetchMock, VERIFY)).toHaveLength(2);
    });

    it.each([
      ['canceled', 'Payment Canceled', 'The payment was canceled. You can try again.'],
      ['expired', 'Payment Link Expired', 'The payment link expired. You can try again.'],
    ] as const)(
      'says a %s payment so, and Try Again goes back to /payment with the order',
      async (status, heading, message) => {
        const { router } = openSuccess({ [VERIFY]: () => jsonResponse(khaltiSays(status, message)) });
        await title(heading);
        expect(screen.getByText(message)).toBeInTheDocument();

        await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
        await screen.findByRole('button', { name: /Pay Rs 700.00 with Khalti/ });
        expect(currentPath(router)).toBe('/payment');
        expect(router.state.location.state).toEqual({ order });
      },
    );

    it('says a refunded payment was refunded', async () => {
      openSuccess({ [VERIFY]: () => jsonResponse(khaltiSays('refunded', 'This payment was refunded.')) });
      await title('Payment Refunded');
      expect(screen.getByText('This payment was refunded.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Try Again/ })).not.toBeInTheDocument();
    });

    it('says "Payment verification failed" when the server refuses the payment, and offers to try again', async () => {
      const { router, fetchMock } = openSuccess({
        [VERIFY]: () => errorResponse(402, 'Payment verification failed', 'PAYMENTS.VERIFICATION_FAILED'),
        'GET /api/orders/latest': () => jsonResponse(order),
      });
      await title('Payment verification failed');
      expect(callsTo(fetchMock, VERIFY)).toHaveLength(1);
      expect(screen.queryByRole('button', { name: /Check Again/ })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
      // Not the order the return address names: the customer's latest, as the server has it.
      await screen.findByRole('button', { name: /Pay Rs 700.00 with Khalti/ });
      expect(currentPath(router)).toBe('/payment');
      expect(callsTo(fetchMock, 'GET /api/orders/latest')).toHaveLength(1);
    });

    it('says "Verification failed" with the server’s reason for an unknown payment', async () => {
      openSuccess({ [VERIFY]: () => errorResponse(404, 'Payment not found') });
      await title('Verification failed');
      expect(screen.getByText('Payment not found')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Try Again/ })).toBeInTheDocument();
    });

    it('offers Check Again when Khalti could not be reached', async () => {
      const answers = [
        errorResponse(503, 'Payment system unavailable. Please try again later.'),
        errorResponse(503, 'Payment system unavailable. Please try again later.'),
        jsonResponse(verified()),
      ];
      const { fetchMock } = openSuccess({ [VERIFY]: () => answers.shift() ?? jsonResponse(verified()) });
      // One retry (a second later) before giving up.
      await title('Verification failed');
      expect(screen.getByText('Payment system unavailable. Please try again later.')).toBeInTheDocument();
      expect(callsTo(fetchMock, VERIFY)).toHaveLength(2);

      await userEvent.click(screen.getByRole('button', { name: /Check Again/ }));
      await title('Payment Successful!');
    });
  });

  it('confirms cash on delivery from the order it was handed', async () => {
    const chosen = { ...order, paymentMethod: 'cod' as const };
    const { fetchMock } = openSuccess({}, '/payment-success', { order: chosen, method: 'cod' });
    await title('Order Confirmed!');
    expect(detail('Order ID')).toHaveTextContent('#1234ABCD5678');
    expect(detail('Amount Due on Delivery')).toHaveTextContent('Rs 700.00');
    expect(detail('Payment Method')).toHaveTextContent('Cash on Delivery');
    expect(detail('Payment Status')).toHaveTextContent('Pay on delivery');
    expect(screen.queryByText('Transaction ID')).not.toBeInTheDocument();
    expect(screen.getByText('Estimated delivery: 24-48 hours')).toBeInTheDocument();
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(0);
  });

  it('without a payment or an order says so and goes home after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = openSuccess({}, '/payment-success', { order: { id: 'not an order' } });
    await title('No order information found');
    expect(screen.getByText('Taking you to the home page in 3 seconds...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');

    act(() => vi.advanceTimersByTime(2000));
    expect(currentPath(router)).toBe('/payment-success');
    act(() => vi.advanceTimersByTime(1100));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });
});
