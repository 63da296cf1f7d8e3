import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth';
import { aUser, tokenExpiringIn } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { anOrder, anOrderItem } from '@/testing/order-fixtures';
import { renderApp } from '@/testing/render-app';

const pending = anOrder({
  id: '5b7e2c1a-8d4f-4e6a-9b3c-00000000abcd',
  createdAt: '2026-11-20T10:15:00.000Z',
  items: [
    anOrderItem({ productId: 'bone', name: 'Chew Bone', price: 350, quantity: 2 }),
    anOrderItem({ productId: 'leash', name: 'Red Leash', price: 1200.5, quantity: 1 }),
  ],
});
const approved = anOrder({
  id: '5b7e2c1a-8d4f-4e6a-9b3c-00000000ef01',
  status: 'Approved',
  createdAt: '2026-10-02T08:00:00.000Z',
  items: [anOrderItem({ productId: 'kibble', name: 'Kibble', price: 700, quantity: 1 })],
});
const HISTORY = `GET /api/users/${encodeURIComponent('sita@example.com')}/orders`;
const CANCEL = `PATCH /api/orders/${pending.id}/cancel`;
const DELETE = `DELETE /api/orders/${pending.id}`;
const BOOKINGS = `GET /api/users/${encodeURIComponent('sita@example.com')}/vaccinations`;

function openProfile(routes: ApiRoutes = {}) {
  const fetchMock = mockApi({ [HISTORY]: () => jsonResponse([pending, approved]), ...routes });
  const app = renderApp('/profile');
  return { fetchMock, ...app };
}

const orderCard = (reference: string) => screen.findByRole('article', { name: `Order #${reference}` });
const figure = (title: string) =>
  screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;

async function confirmIn(dialogName: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

/** Cancels or deletes the Pending order #0000ABCD through its button and confirmation dialog. */
async function confirmOnPendingOrder(action: 'Cancel' | 'Delete') {
  const card = await orderCard('0000ABCD');
  await userEvent.click(within(card).getByRole('button', { name: `${action} order #0000ABCD` }));
  await confirmIn(`${action} this order?`, `${action} Order`);
}

describe('/profile: orders', () => {
  beforeEach(() => {
    sessionStore.logOut();
    sessionStore.logIn(aUser(), tokenExpiringIn(600));
  });

  it('sums up the account: Total Orders and Total Spent in Rs with 2 decimals', async () => {
    openProfile();
    await orderCard('0000ABCD');
    expect(figure('Total Orders')).toBe('2');
    expect(figure('Total Spent')).toBe('Rs 2,600.50');
  });

  it('lists each order with reference, date (20 Nov 2026), status badge, total and products', async () => {
    openProfile();
    const card = await orderCard('0000ABCD');
    expect(card).toHaveTextContent('20 Nov 2026');
    expect(within(card).getByText('Pending')).toHaveAttribute('data-color', 'yellow');
    expect(card).toHaveTextContent('Rs 1,900.50');
    expect(within(card).getByText('2 × Chew Bone')).toBeInTheDocument();
    expect(within(card).getByText('1 × Red Leash')).toBeInTheDocument();

    const other = await orderCard('0000EF01');
    expect(other).toHaveTextContent('2 Oct 2026');
    expect(within(other).getByText('Approved')).toHaveAttribute('data-color', 'blue');
    const list = screen.getByRole('list', { name: 'Your orders' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby')),
    ).toEqual([`order-${pending.id}-title`, `order-${approved.id}-title`]);
  });

  it('offers Cancel only for a Pending order, Delete for every order but an approved one (on its way)', async () => {
    const completed = anOrder({ id: '5b7e2c1a-8d4f-4e6a-9b3c-00000000c0de', status: 'Completed' });
    openProfile({ [HISTORY]: () => jsonResponse([pending, approved, completed]) });
    const card = await orderCard('0000ABCD');
    expect(within(card).getByRole('button', { name: 'Cancel order #0000ABCD' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete order #0000ABCD' })).toBeInTheDocument();
    const other = await orderCard('0000EF01');
    expect(within(other).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Delete order/ })).not.toBeInTheDocument();
    const done = await orderCard('0000C0DE');
    expect(within(done).getByRole('button', { name: 'Delete order #0000C0DE' })).toBeInTheDocument();
  });

  it('shows how each order is paid and where its refund is', async () => {
    const paid = { ...pending, paymentMethod: 'khalti' as const, paymentStatus: 'paid' as const };
    const refunding = anOrder({
      id: '5b7e2c1a-8d4f-4e6a-9b3c-00000000bbbb',
      status: 'Cancelled',
      paymentMethod: 'khalti',
      paymentStatus: 'refund-pending',
    });
    const refunded = anOrder({
      id: '5b7e2c1a-8d4f-4e6a-9b3c-00000000cccc',
      status: 'Cancelled',
      paymentMethod: 'cod',
      paymentStatus: 'refunded',
    });
    openProfile({ [HISTORY]: () => jsonResponse([paid, refunding, refunded, approved]) });
    const payment = async (reference: string) =>
      within(await orderCard(reference)).getByText('Payment').nextElementSibling?.textContent;
    expect(await payment('0000ABCD')).toBe('KhaltiPaid');
    expect(await payment('0000BBBB')).toBe('KhaltiRefund pending');
    expect(await payment('0000CCCC')).toBe('Cash on deliveryRefunded');
    expect(within(await orderCard('0000EF01')).queryByText('Payment')).not.toBeInTheDocument();
  });

  it('explains the Khalti refund before a paid order is cancelled, and that deleting a Pending one cancels it', async () => {
    const paid = { ...pending, paymentMethod: 'khalti' as const, paymentStatus: 'paid' as const };
    openProfile({ [HISTORY]: () => jsonResponse([paid, approved]) });
    const card = await orderCard('0000ABCD');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order #0000ABCD' }));
    const cancelDialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(cancelDialog).toHaveTextContent(
      'You paid Rs 1,900.50 with Khalti: cancelling asks Khalti to refund it to your Khalti wallet. We e-mail you as soon as Khalti confirms the refund.',
    );
    await userEvent.click(within(cancelDialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(card).getByRole('button', { name: 'Delete order #0000ABCD' }));
    const deleteDialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    expect(deleteDialog).toHaveTextContent('This order is still pending, so deleting it cancels it first');
    expect(deleteDialog).toHaveTextContent('You paid Rs 1,900.50 with Khalti');
  });

  it('cancels after confirmation: Order Cancelled, and the order shows Cancelled', async () => {
    const cancelled = { ...pending, status: 'Cancelled' as const };
    let isCancelled = false;
    const { fetchMock } = openProfile({
      [HISTORY]: () => jsonResponse(isCancelled ? [cancelled, approved] : [pending, approved]),
      [CANCEL]: () => {
        isCancelled = true;
        return jsonResponse(cancelled);
      },
    });
    const card = await orderCard('0000ABCD');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order #0000ABCD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel this order? This action cannot be undone.',
    );
    expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your order has been successfully cancelled.')).toBeInTheDocument();
    expect(callsTo(fetchMock, CANCEL)).toHaveLength(1);
    await waitFor(() => expect(within(card).getByText('Cancelled')).toHaveAttribute('data-color', 'red'));
    expect(within(card).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });

  it('keeps the order when the customer thinks again', async () => {
    const { fetchMock } = openProfile();
    const card = await orderCard('0000ABCD');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order #0000ABCD' }));
    await confirmIn('Cancel this order?', 'Keep Order');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);
  });

  it('says Cancellation Failed with the server message, or Failed to cancel order', async () => {
    openProfile({
      [CANCEL]: () => errorResponse(409, 'Only pending orders can be cancelled.', 'ORDERING.NOT_CANCELLABLE'),
    });
    await confirmOnPendingOrder('Cancel');
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('Only pending orders can be cancelled.')).toBeInTheDocument();
  });

  it('falls back to Failed to cancel order when the server says nothing', async () => {
    openProfile({ [CANCEL]: () => new Response('oops', { status: 500 }) });
    await confirmOnPendingOrder('Cancel');
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to cancel order')).toBeInTheDocument();
  });

  it('deletes after confirmation: Order Deleted, gone from the list and the summary', async () => {
    let deleted = false;
    const { fetchMock } = openProfile({
      [HISTORY]: () => jsonResponse(deleted ? [approved] : [pending, approved]),
      [DELETE]: () => {
        deleted = true;
        return jsonResponse({ message: 'Order deleted successfully.' });
      },
    });
    await confirmOnPendingOrder('Delete');

    expect(await screen.findByText('Order Deleted')).toBeInTheDocument();
    expect(screen.getByText('Order deleted successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, DELETE)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Order #0000ABCD' })).not.toBeInTheDocument(),
    );
    expect(figure('Total Orders')).toBe('1');
    expect(figure('Total Spent')).toBe('Rs 700.00');
  });

  it('says Delete Failed with the server message, or Failed to delete order', async () => {
    openProfile({ [DELETE]: () => errorResponse(404, 'Order not found', 'ORDERING.ORDER_NOT_FOUND') });
    await confirmOnPendingOrder('Delete');
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order #0000ABCD' })).toBeInTheDocument();
  });

  it('falls back to Failed to delete order when the server says nothing', async () => {
    openProfile({ [DELETE]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await confirmOnPendingOrder('Delete');
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete order')).toBeInTheDocument();
  });

  it('shows the server message when the orders cannot be loaded, or Failed to load data; Try Again asks again', async () => {
    let answer = () => errorResponse(403, 'You can only place orders for your own account.');
    const { fetchMock } = openProfile({ [HISTORY]: () => answer() });
    expect(await screen.findByText('You can only place orders for your own account.')).toBeInTheDocument();
    expect(figure('Total Orders')).toBe('—');

    answer = () => new Response('down', { status: 503 });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
    expect(callsTo(fetchMock, HISTORY)).toHaveLength(2);
  });

  it('has an empty history for a new customer, and bookings stay empty', async () => {
    openProfile({ [HISTORY]: () => jsonResponse([]), [BOOKINGS]: () => jsonResponse([]) });
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(figure('Total Orders')).toBe('0');
    expect(figure('Total Spent')).toBe('Rs 0.00');
    await userEvent.click(screen.getByRole('tab', { name: 'Vaccination Bookings' }));
    // The tab's content is a lazy chunk, slow to load the first time in a test run.
    expect(await screen.findByText('You have no vaccination bookings yet.')).toBeInTheDocument();
  });
});
