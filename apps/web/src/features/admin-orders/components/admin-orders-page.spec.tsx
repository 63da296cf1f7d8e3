import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/shared/api/schema';
import { fillIn } from '@/testing/fill-in';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { anOrder, anOrderItem } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminOrdersPage } from './admin-orders-page';

type Order = components['schemas']['OrderDto'];
type Stats = components['schemas']['OrderStatsDto'];

const pendingCod = anOrder({
  id: 'a1b2c3d4-8d4f-4e6a-9b3c-000000000001',
  status: 'Pending',
  createdAt: '2026-11-20T10:15:00.000Z',
  customer: {
    name: 'Sita Sharma',
    phoneNumber: '9800000001',
    city: 'Lalitpur',
    colony: 'Jhamsikhel',
    orderNotes: 'Please call before coming.',
  },
  userEmail: 'sita@example.com',
  items: [
    anOrderItem({ productId: 'bone', name: 'Chew Bone', price: 350, quantity: 2 }),
    anOrderItem({ productId: 'leash', name: 'Red Leash', price: 1200.5, quantity: 1 }),
  ],
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  history: [
    { by: 'customer', actorId: 'u1', from: null, to: 'Pending', note: null, at: '2026-11-20T10:15:00.000Z' },
  ],
});
const approvedKhalti = anOrder({
  id: 'e5f6a7b8-8d4f-4e6a-9b3c-000000000002',
  status: 'Approved',
  createdAt: '2026-11-18T08:00:00.000Z',
  customer: {
    name: 'Hari Thapa',
    phoneNumber: '9800000002',
    city: 'Kathmandu',
    colony: 'Baneshwor',
    orderNotes: null,
  },
  userEmail: 'hari@example.com',
  items: [anOrderItem({ productId: 'kibble', name: 'Royal Kibble', price: 2400, quantity: 1 })],
  paymentMethod: 'khalti',
  paymentStatus: 'paid',
  paymentReference: 'pidx-HT8x2',
  transactionId: 'txn-77QK',
  paidAt: '2026-11-18T08:05:00.000Z',
  history: [
    { by: 'customer', actorId: 'u2', from: null, to: 'Pending', note: null, at: '2026-11-18T08:00:00.000Z' },
    {
      by: 'admin',
      actorId: 'a1',
      from: 'Pending',
      to: 'Approved',
      note: 'Stock checked',
      at: '2026-11-18T09:00:00.000Z',
    },
  ],
});
const completed = anOrder({
  id: 'c0ffee00-8d4f-4e6a-9b3c-000000000003',
  status: 'Completed',
  userEmail: 'gita@example.com',
});
const cancelled = anOrder({
  id: 'dead0000-8d4f-4e6a-9b3c-000000000004',
  status: 'Cancelled',
  userEmail: 'ram@example.com',
});
const noEmail = anOrder({ id: 'f00d0000-8d4f-4e6a-9b3c-000000000005', status: 'Pending', userEmail: '' });

const STATS: Stats = {
  total: 42,
  pending: 7,
  approved: 10,
  completed: 20,
  cancelled: 5,
  revenue: 125400.5,
  outstanding: 8400,
  refundsOwed: 3450,
};
const LIST = 'GET /api/orders';
const STATS_KEY = 'GET /api/orders/stats';
const EMAILS = 'GET /api/admin/emails';

function listOf(orders: Order[], total = orders.length): Response {
  const response = jsonResponse(orders);
  response.headers.set('X-Total-Count', String(total));
  return response;
}

/** A shop with these orders: the list answers them (whatever the query) until a test changes them. */
function shop(orders: Order[], overrides: ApiRoutes = {}) {
  const fetchMock = mockApi({
    [LIST]: () => listOf(orders),
    [STATS_KEY]: () => jsonResponse(STATS),
    [EMAILS]: () => jsonResponse([]),
    ...overrides,
  });
  return fetchMock;
}

function renderOrders() {
  return renderWithProviders(<AdminOrdersPage />, { route: '/admin/orders' });
}

/** The query of each order-list request, in order. */
function listQueries(fetchMock: ReturnType<typeof mockApi>): Record<string, string>[] {
  return callsTo(fetchMock, LIST).map((request) => Object.fromEntries(new URL(request.url).searchParams));
}

async function rowOf(shortId: string): Promise<HTMLElement> {
  const code = await screen.findByText(shortId, { selector: 'code' });
  const row = code.closest('tr');
  if (!row) throw new Error(`No row for ${shortId}`);
  return row;
}

function statValue(label: string): string | null | undefined {
  const stats = screen.getByRole('region', { name: 'Order statistics' });
  return within(stats).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function expand(shortId: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: `Show details of order ${shortId}` }));
  return screen.findByRole('region', { name: `Details of order ${shortId}` });
}

/**
 * The open dialog. Not found by name: under test every antd component gets the id "test-id", so the
 * dialog's aria-labelledby also points at the table's page-size box (in a browser ids are unique).
 */
async function openDialog(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toHaveClass('ant-modal-title');
  return dialog;
}

async function jsonOf(request: Request): Promise<unknown> {
  return request.clone().json();
}

describe('Admin Orders', () => {
  it('shows the stats cards and the first page: short id, date, customer, total, status and payment', async () => {
    const fetchMock = shop([pendingCod, approvedKhalti, completed, cancelled]);
    renderOrders();
    expect(screen.getByRole('heading', { level: 2, name: 'All Orders' })).toBeInTheDocument();

    const row = await rowOf('a1b2c3d4');
    await waitFor(() => expect(statValue('Total Orders')).toBe('42'));
    expect(statValue('Pending')).toBe('7');
    expect(statValue('Approved')).toBe('10');
    expect(statValue('Completed')).toBe('20');
    expect(statValue('Cancelled')).toBe('5');
    expect(statValue('Revenue (paid less refunds)')).toBe('Rs 1,25,400.50');
    expect(statValue('Still to be paid')).toBe('Rs 8,400.00');
    expect(statValue('Refunds owed')).toBe('Rs 3,450.00');

    expect(row).toHaveTextContent(/20 Nov 2026, 16:00/);
    expect(within(row).getByText('Sita Sharma')).toBeInTheDocument();
    expect(within(row).getByText('sita@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Rs 1,900.50')).toBeInTheDocument();
    expect(within(row).getByText('Pending', { selector: '[data-color]' })).toHaveAttribute(
      'data-color',
      'yellow',
    );
    expect(row).toHaveTextContent('Cash on delivery');
    expect(within(row).getByText('Pending', { selector: '[data-status]' })).toHaveAttribute(
      'data-status',
      'pending',
    );

    // Badge colours: completed green, pending yellow, cancelled red, anything else blue.
    expect(within(await rowOf('e5f6a7b8')).getByText('Approved')).toHaveAttribute('data-color', 'blue');
    expect(within(await rowOf('c0ffee00')).getByText('Completed')).toHaveAttribute('data-color', 'green');
    expect(within(await rowOf('dead0000')).getByText('Cancelled')).toHaveAttribute('data-color', 'red');

    expect(listQueries(fetchMock)).toEqual([{ page: '1', pageSize: '10' }]);
  });

  it('shows Khalti’s pidx and transaction id in the payment column once there are any', async () => {
    shop([pendingCod, approvedKhalti]);
    renderOrders();
    const khalti = await rowOf('e5f6a7b8');
    expect(khalti).toHaveTextContent('Khalti');
    expect(within(khalti).getByText('Paid')).toHaveAttribute('data-status', 'paid');
    expect(within(khalti).getByText('pidx-HT8x2')).toBeInTheDocument();
    expect(within(khalti).getByText('txn-77QK')).toBeInTheDocument();
    expect(await rowOf('a1b2c3d4')).not.toHaveTextContent('pidx');
  });

  it('copies the full order id', async () => {
    const user = userEvent.setup();
    shop([pendingCod]);
    renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Copy the full id of order a1b2c3d4' }));
    expect(await screen.findByText(`Order id ${pendingCod.id} copied`)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(pendingCod.id);
  });

  it('says No orders found when nothing matches', async () => {
    shop([]);
    renderOrders();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, and starts again at page 1', async () => {
    const fetchMock = shop([pendingCod], { [LIST]: () => listOf([pendingCod], 25) });
    renderOrders();
    await rowOf('a1b2c3d4');
    await userEvent.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '2', pageSize: '10' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'sita');
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ search: 'sita', page: '1', pageSize: '10' }),
    );
    // One request for the pause, none per key.
    expect(listQueries(fetchMock).filter((query) => query.search !== undefined)).toHaveLength(1);
  });

  it('pages with the total from X-Total-Count and lets the page size change', async () => {
    const fetchMock = shop([pendingCod], { [LIST]: () => listOf([pendingCod], 25) });
    renderOrders();
    expect(await screen.findByText('25 orders')).toBeInTheDocument();
    expect(screen.getByTitle('3')).toBeInTheDocument();
    expect(screen.queryByTitle('4')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '3', pageSize: '10' }));
  });

  it('filters by status: each choice asks the server; All asks for every status', async () => {
    const fetchMock = shop([pendingCod]);
    renderOrders();
    await rowOf('a1b2c3d4');
    const filter = screen.getByRole('radiogroup', { name: 'Filter by status' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Pending', 'Approved', 'Completed', 'Cancelled']);

    await userEvent.click(within(filter).getByRole('radio', { name: 'Approved' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ status: 'Approved', page: '1', pageSize: '10' }),
    );
    await userEvent.click(within(filter).getByRole('radio', { name: 'All' }));
    // Back to the first answer (cached, fetched again as admins want it fresh).
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '10' }));
  });

  it('Refresh asks for the list and the stats again', async () => {
    const fetchMock = shop([pendingCod]);
    renderOrders();
    await rowOf('a1b2c3d4');
    await waitFor(() => expect(callsTo(fetchMock, STATS_KEY)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, STATS_KEY)).toHaveLength(2));
  });

  it('says Failed to load orders. Please try again later. with Try Again, which loads them', async () => {
    let failing = true;
    shop([pendingCod], {
      [LIST]: () => (failing ? errorResponse(500, 'Database unavailable') : listOf([pendingCod])),
    });
    renderOrders();
    expect(await screen.findByText('Failed to load orders. Please try again later.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    await rowOf('a1b2c3d4');
    expect(screen.queryByText('Failed to load orders. Please try again later.')).not.toBeInTheDocument();
  });

  it('expands a row: lines, subtotal, shipping Rs 0.00, total, delivery, payment and history', async () => {
    shop([pendingCod, approvedKhalti]);
    renderOrders();
    const details = await expand('a1b2c3d4');
    expect(screen.getByRole('button', { name: 'Hide details of order a1b2c3d4' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const items = within(details).getByRole('table', { name: 'Items' });
    const [, ...lines] = within(items).getAllByRole('row');
    expect(lines.map((line) => [...line.children].map((cell) => cell.textContent))).toEqual([
      ['Chew Bone', '2', 'Rs 350.00', 'Rs 700.00'],
      ['Red Leash', '1', 'Rs 1,200.50', 'Rs 1,200.50'],
    ]);
    const fact = (label: string) =>
      within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Subtotal')).toBe('Rs 1,900.50');
    expect(fact('Shipping')).toBe('Rs 0.00');
    expect(fact('Total')).toBe('Rs 1,900.50');

    const delivery = within(details).getByRole('region', { name: 'Delivery Details' });
    expect(delivery).toHaveTextContent('9800000001');
    expect(delivery).toHaveTextContent('Lalitpur');
    expect(delivery).toHaveTextContent('Jhamsikhel');
    expect(delivery).toHaveTextContent('Please call before coming.');
    const payment = within(details).getByRole('region', { name: 'Payment Details' });
    expect(payment).toHaveTextContent('Cash on delivery');
    expect(payment).toHaveTextContent(/Khalti pidx\s*None/);

    const history = within(details).getByRole('region', { name: 'Order History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([expect.stringMatching(/^Placed as PendingCustomer · 20 Nov 2026/)]);

    const khalti = await expand('e5f6a7b8');
    const khaltiPayment = within(khalti).getByRole('region', { name: 'Payment Details' });
    expect(khaltiPayment).toHaveTextContent('pidx-HT8x2');
    expect(khaltiPayment).toHaveTextContent('txn-77QK');
    expect(khaltiPayment).toHaveTextContent(/Paid at\s*18 Nov 2026, 13:50/);
    const entries = within(within(khalti).getByRole('region', { name: 'Order History' })).getAllByRole(
      'listitem',
    );
    expect(entries[1]).toHaveTextContent(/^Pending → ApprovedAdmin · 18 Nov 2026.*Stock checked/);
  });

  it('lists the e-mails sent about an order in its details', async () => {
    const fetchMock = shop([pendingCod, approvedKhalti], {
      [EMAILS]: (request) =>
        jsonResponse(
          new URL(request.url).searchParams.get('orderId') === pendingCod.id
            ? [
                {
                  id: 'outbox-1:order-placed:sita@example.com',
                  template: 'order-placed',
                  recipient: 'sita@example.com',
                  subject: 'Your Kukur Pasal order is placed',
                  status: 'sent',
                  eventType: 'ordering.order-placed.v1',
                  orderId: pendingCod.id,
                  bookingId: null,
                  attempts: 1,
                  lastError: null,
                  sentAt: '2026-11-20T10:16:00.000Z',
                  updatedAt: '2026-11-20T10:16:00.000Z',
                },
              ]
            : [],
        ),
    });
    renderOrders();
    const details = await expand('a1b2c3d4');
    const emails = within(details).getByRole('region', { name: 'E-mails' });
    expect(await within(emails).findByText('Your Kukur Pasal order is placed')).toBeInTheDocument();
    expect(within(emails).getByText('order-placed')).toBeInTheDocument();
    expect(within(emails).getByText('Sent')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, EMAILS).map((request) => new URL(request.url).searchParams.get('orderId')),
    ).toEqual([pendingCod.id]);

    const other = await expand('e5f6a7b8');
    expect(
      await within(within(other).getByRole('region', { name: 'E-mails' })).findByText('No e-mails yet'),
    ).toBeInTheDocument();
  });

  describe('actions', () => {
    /** A shop whose orders change as the admin's PUTs succeed. */
    function liveShop(initial: Order[], overrides: ApiRoutes = {}) {
      let orders = initial;
      const put = (id: string) => async (request: Request) => {
        const { status, note } = (await request.clone().json()) as { status: Order['status']; note?: string };
        const order = orders.find((candidate) => candidate.id === id)!;
        const updated: Order = {
          ...order,
          status,
          history: [
            ...(order.history ?? []),
            {
              by: 'admin',
              actorId: 'a1',
              from: order.status,
              to: status,
              note: note ?? null,
              at: '2026-11-21T09:00:00.000Z',
            },
          ],
        };
        orders = orders.map((candidate) => (candidate.id === id ? updated : candidate));
        return jsonResponse(updated);
      };
      const routes: ApiRoutes = {};
      for (const order of initial) routes[`PUT /api/orders/${order.id}`] = put(order.id);
      return shop(initial, { [LIST]: () => listOf(orders), ...routes, ...overrides });
    }

    it('offers each order only the moves its status allows', async () => {
      shop([pendingCod, approvedKhalti, completed, cancelled]);
      renderOrders();
      const buttonsOf = async (shortId: string) =>
        within(await rowOf(shortId))
          .getAllByRole('button')
          .map((button) => button.textContent)
          .filter(Boolean);
      expect(await buttonsOf('a1b2c3d4')).toEqual([
        'Approve Order',
        'Mark Cash Received',
        'Cancel Order',
        'Send Email',
      ]);
      expect(await buttonsOf('e5f6a7b8')).toEqual(['Mark Completed', 'Cancel Order', 'Send Email']);
      expect(await buttonsOf('c0ffee00')).toEqual(['Send Email']);
      expect(await buttonsOf('dead0000')).toEqual(['Send Email']);
    });

    it('Retry Refund asks Khalti again for a failed refund; Mark Cash Refund Settled records cash given back', async () => {
      const failedRefund = anOrder({
        id: 'bad0ff00-8d4f-4e6a-9b3c-000000000006',
        status: 'Cancelled',
        paymentMethod: 'khalti',
        paymentStatus: 'refund-failed',
      });
      const cashDue = anOrder({
        id: 'ca5h0000-8d4f-4e6a-9b3c-000000000007',
        status: 'Cancelled',
        paymentMethod: 'cod',
        paymentStatus: 'refund-due',
      });
      const fetchMock = shop([failedRefund, cashDue], {
        [`POST /api/orders/${failedRefund.id}/refund/retry`]: () =>
          jsonResponse({ ...failedRefund, paymentStatus: 'refund-pending' }),
        [`POST /api/orders/${cashDue.id}/refund/cash-settled`]: () =>
          jsonResponse({ ...cashDue, paymentStatus: 'refunded', refunded: cashDue.total }),
      });
      renderOrders();
      const failedRow = await rowOf('bad0ff00');
      expect(within(failedRow).getByText('Refund failed')).toBeInTheDocument();
      await userEvent.click(within(failedRow).getByRole('button', { name: /Retry Refund/ }));
      expect(await screen.findByText('Refund requested again: Khalti is being asked.')).toBeInTheDocument();
      expect(callsTo(fetchMock, `POST /api/orders/${failedRefund.id}/refund/retry`)).toHaveLength(1);

      const cashRow = await rowOf('ca5h0000');
      expect(within(cashRow).getByText('Refund due (cash)')).toBeInTheDocument();
      await userEvent.click(within(cashRow).getByRole('button', { name: /Mark Cash Refund Settled/ }));
      expect(
        await screen.findByText('Cash refund recorded: the customer is told by e-mail.'),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, `POST /api/orders/${cashDue.id}/refund/cash-settled`)).toHaveLength(1);
    });

    it('Approve Order moves the order, toasts, and refreshes the list and the stats', async () => {
      const fetchMock = liveShop([pendingCod]);
      renderOrders();
      const row = await rowOf('a1b2c3d4');
      await waitFor(() => expect(callsTo(fetchMock, STATS_KEY)).toHaveLength(1));
      await userEvent.click(within(row).getByRole('button', { name: /Approve Order/ }));

      expect(await screen.findByText('Order status updated to Approved')).toBeInTheDocument();
      const [put] = callsTo(fetchMock, `PUT /api/orders/${pendingCod.id}`);
      expect(await jsonOf(put)).toEqual({ status: 'Approved' });
      await waitFor(() => expect(within(row).getByText('Approved')).toHaveAttribute('data-color', 'blue'));
      expect(within(row).getByRole('button', { name: /Mark Completed/ })).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /Approve Order/ })).not.toBeInTheDocument();
      await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
      await waitFor(() => expect(callsTo(fetchMock, STATS_KEY)).toHaveLength(2));
    });

    it('Mark Completed completes an approved order', async () => {
      const fetchMock = liveShop([approvedKhalti]);
      renderOrders();
      const row = await rowOf('e5f6a7b8');
      await userEvent.click(within(row).getByRole('button', { name: /Mark Completed/ }));
      expect(await screen.findByText('Order status updated to Completed')).toBeInTheDocument();
      const [put] = callsTo(fetchMock, `PUT /api/orders/${approvedKhalti.id}`);
      expect(await jsonOf(put)).toEqual({ status: 'Completed' });
      await waitFor(() => expect(within(row).getByText('Completed')).toHaveAttribute('data-color', 'green'));
    });

    it('Cancel Order asks first: Keep Order changes nothing; confirming cancels with the reason', async () => {
      const fetchMock = liveShop([pendingCod]);
      renderOrders();
      const row = await rowOf('a1b2c3d4');

      await userEvent.click(within(row).getByRole('button', { name: /Cancel Order/ }));
      let dialog = await openDialog('Cancel order a1b2c3d4?');
      expect(dialog).toHaveTextContent('its stock goes back to the shop');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, `PUT /api/orders/${pendingCod.id}`)).toHaveLength(0);

      await userEvent.click(within(row).getByRole('button', { name: /Cancel Order/ }));
      dialog = await openDialog('Cancel order a1b2c3d4?');
      await fillIn(within(dialog).getByLabelText(/Reason/), 'Customer asked by phone');
      await userEvent.click(within(dialog).getByRole('button', { name: /Cancel Order/ }));

      expect(await screen.findByText('Order status updated to Cancelled')).toBeInTheDocument();
      const [put] = callsTo(fetchMock, `PUT /api/orders/${pendingCod.id}`);
      expect(await jsonOf(put)).toEqual({ status: 'Cancelled', note: 'Customer asked by phone' });
      await waitFor(() => expect(within(row).getByText('Cancelled')).toHaveAttribute('data-color', 'red'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(row).queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
      // Unpaid cash for a cancelled order is never coming.
      expect(within(row).queryByRole('button', { name: /Mark Cash Received/ })).not.toBeInTheDocument();

      const details = await expand('a1b2c3d4');
      expect(within(details).getByRole('region', { name: 'Order History' })).toHaveTextContent(
        /Pending → CancelledAdmin · .*Customer asked by phone/,
      );
    });

    it('takes no longer a reason than the server keeps (300 characters)', async () => {
      liveShop([pendingCod]);
      renderOrders();
      const row = await rowOf('a1b2c3d4');
      await userEvent.click(within(row).getByRole('button', { name: /Cancel Order/ }));
      const dialog = await openDialog('Cancel order a1b2c3d4?');
      expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute('maxlength', '300');
    });

    it('shows the server’s reason when the move is no longer allowed (409)', async () => {
      const fetchMock = shop([pendingCod], {
        [`PUT /api/orders/${pendingCod.id}`]: () =>
          errorResponse(
            409,
            'An order that is Cancelled cannot become Approved.',
            'ORDERING.ILLEGAL_TRANSITION',
          ),
      });
      renderOrders();
      await userEvent.click(within(await rowOf('a1b2c3d4')).getByRole('button', { name: /Approve Order/ }));
      expect(
        await screen.findByText('An order that is Cancelled cannot become Approved.'),
      ).toBeInTheDocument();
      // The order changed elsewhere: the list is fetched again to show what it is now.
      await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
    });

    it('says Failed to update order status for any other failure', async () => {
      shop([approvedKhalti], {
        [`PUT /api/orders/${approvedKhalti.id}`]: () => errorResponse(500, 'Database unavailable'),
      });
      renderOrders();
      await userEvent.click(within(await rowOf('e5f6a7b8')).getByRole('button', { name: /Mark Completed/ }));
      expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
      expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    });

    it('Mark Cash Received marks an unpaid cash-on-delivery order paid', async () => {
      let order = pendingCod;
      const fetchMock = shop([], {
        [LIST]: () => listOf([order]),
        [`PUT /api/orders/${pendingCod.id}/payment`]: () => {
          order = { ...order, paymentStatus: 'paid', paidAt: '2026-11-21T09:00:00.000Z' };
          return jsonResponse(order);
        },
      });
      renderOrders();
      const row = await rowOf('a1b2c3d4');
      await userEvent.click(within(row).getByRole('button', { name: /Mark Cash Received/ }));

      expect(await screen.findByText('Cash received: the order is marked paid.')).toBeInTheDocument();
      const [put] = callsTo(fetchMock, `PUT /api/orders/${pendingCod.id}/payment`);
      expect(await jsonOf(put)).toEqual({ paymentMethod: 'cod', paymentStatus: 'paid' });
      await waitFor(() => expect(within(row).getByText('Paid')).toHaveAttribute('data-status', 'paid'));
      expect(within(row).queryByRole('button', { name: /Mark Cash Received/ })).not.toBeInTheDocument();
      await waitFor(() => expect(callsTo(fetchMock, STATS_KEY)).toHaveLength(2));
    });

    it('Mark Cash Received shows the server’s reason on 409', async () => {
      shop([pendingCod], {
        [`PUT /api/orders/${pendingCod.id}/payment`]: () =>
          errorResponse(
            409,
            'Only cash-on-delivery orders are marked paid by hand.',
            'PAYMENTS.NOT_CASH_ON_DELIVERY',
          ),
      });
      renderOrders();
      await userEvent.click(
        within(await rowOf('a1b2c3d4')).getByRole('button', { name: /Mark Cash Received/ }),
      );
      expect(
        await screen.findByText('Only cash-on-delivery orders are marked paid by hand.'),
      ).toBeInTheDocument();
    });

    it('Send Email e-mails the customer: Email notification sent to {email}', async () => {
      const fetchMock = shop([approvedKhalti], {
        'POST /api/send-order-email': () =>
          jsonResponse({ message: 'Email notification sent to hari@example.com' }, 202),
      });
      renderOrders();
      await userEvent.click(within(await rowOf('e5f6a7b8')).getByRole('button', { name: /Send Email/ }));
      expect(await screen.findByText('Email notification sent to hari@example.com')).toBeInTheDocument();
      const [post] = callsTo(fetchMock, 'POST /api/send-order-email');
      expect(await jsonOf(post)).toEqual({ orderId: approvedKhalti.id });
    });

    it('says Failed to send email notification. when the e-mail cannot be sent', async () => {
      shop([approvedKhalti], {
        'POST /api/send-order-email': () => errorResponse(404, 'Order not found'),
      });
      renderOrders();
      await userEvent.click(within(await rowOf('e5f6a7b8')).getByRole('button', { name: /Send Email/ }));
      expect(await screen.findByText('Failed to send email notification.')).toBeInTheDocument();
    });

    it('Send Email is disabled, with a warning, for a customer without an e-mail address', async () => {
      const fetchMock = shop([noEmail]);
      renderOrders();
      const row = await rowOf('f00d0000');
      const send = within(row).getByRole('button', { name: /Send Email/ });
      expect(send).toBeDisabled();
      expect(send).toHaveAccessibleDescription('No email address found for this customer');
      await userEvent.click(send, { pointerEventsCheck: 0 });
      expect(callsTo(fetchMock, 'POST /api/send-order-email')).toHaveLength(0);
    });
  });
});
