import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/shared/api/schema';
import { callsTo, errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AdminQueuesPage } from './admin-queues-page';

type Overview = components['schemas']['QueuesOverviewDto'];
type QueueCounts = components['schemas']['QueueCountsDto'];
type FailedJob = components['schemas']['FailedJobDto'];

function queue(name: QueueCounts['name'], counts: Partial<QueueCounts> = {}): QueueCounts {
  return { name, waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0, paused: false, ...counts };
}

function overviewWith(failed: Partial<Record<QueueCounts['name'], number>> = {}): Overview {
  return {
    queues: [
      queue('email', { waiting: 2, active: 1, delayed: 3, failed: failed.email ?? 0, completed: 1840 }),
      queue('announcements', { paused: true, failed: failed.announcements ?? 0 }),
      queue('maintenance', { waiting: 5, failed: failed.maintenance ?? 0, completed: 12 }),
      queue('activity', { failed: failed.activity ?? 0, completed: 90 }),
    ],
    outbox: {
      pending: 4,
      oldestPendingAt: '2026-11-20T10:13:00.000Z',
      oldestAgeSeconds: 125,
      unrouted: 0,
      unroutedTypes: [],
    },
  };
}

function aFailedJob(id: string, overrides: Partial<FailedJob> = {}): FailedJob {
  return {
    id,
    queue: 'maintenance',
    name: 'ordering.order-placed.v1',
    summary: {
      description: 'Order placed',
      eventType: 'ordering.order-placed.v1',
      recipients: ['sita@example.com', 'shop@example.com'],
      templates: ['order-placed', 'new-order-admin'],
      orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
      bookingId: null,
      announcementId: null,
    },
    failedReason: 'connect ECONNREFUSED 127.0.0.1:1025',
    attemptsMade: 5,
    maxAttempts: 5,
    createdAt: '2026-11-20T10:00:00.000Z',
    failedAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

const orderJob = aFailedJob('0b1f6f1e-3a5b-4c1d-9e2f-7a8b9c0d1e2f');
const reminderJob = aFailedJob('7c2d9e10-1111-4c1d-9e2f-7a8b9c0d1e2f', {
  name: 'vaccination.send-reminder',
  summary: {
    description: 'Send reminder',
    eventType: null,
    recipients: [],
    templates: [],
    orderId: null,
    bookingId: '3f9b6a2e-4c1d-4e8f-9a7b-00000000aa01',
    announcementId: null,
  },
  failedReason: 'Booking not found',
  attemptsMade: 3,
  maxAttempts: 3,
});

const OVERVIEW = 'GET /api/admin/queues';
const failedOf = (name: string) => `GET /api/admin/queues/${name}/failed`;

function pageOf(jobs: FailedJob[], total = jobs.length): Response {
  const response = jsonResponse(jobs);
  response.headers.set('X-Total-Count', String(total));
  return response;
}

/** Queues with these failed jobs on maintenance; every other queue has none. */
function queues(jobs: FailedJob[], overrides: ApiRoutes = {}) {
  return mockApi({
    [OVERVIEW]: () => jsonResponse(overviewWith({ maintenance: jobs.length })),
    [failedOf('maintenance')]: () => pageOf(jobs),
    [failedOf('email')]: () => pageOf([]),
    [failedOf('announcements')]: () => pageOf([]),
    [failedOf('activity')]: () => pageOf([]),
    ...overrides,
  });
}

function renderQueues() {
  return renderWithProviders(<AdminQueuesPage />, { route: '/admin/queues' });
}

function figure(region: HTMLElement, label: string): string | null | undefined {
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function rowOf(description: string): Promise<HTMLElement> {
  const cell = await screen.findByText(description, { selector: 'strong' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${description}`);
  return row;
}

/** The query of each request for a queue's failed jobs, in order. */
function pageQueries(fetchMock: ReturnType<typeof mockApi>, name: string): Record<string, string>[] {
  return callsTo(fetchMock, failedOf(name)).map((request) =>
    Object.fromEntries(new URL(request.url).searchParams),
  );
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

describe('Admin Queues', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each queue’s jobs by state, Paused, and the outbox backlog with a warning past a minute', async () => {
    queues([orderJob]);
    renderQueues();
    expect(screen.getByRole('heading', { level: 2, name: 'Background Jobs' })).toBeInTheDocument();

    const email = await screen.findByRole('region', { name: 'E-mail' });
    expect(figure(email, 'Waiting')).toBe('2');
    expect(figure(email, 'Active')).toBe('1');
    expect(figure(email, 'Delayed')).toBe('3');
    expect(figure(email, 'Failed')).toBe('0');
    expect(figure(email, 'Completed (7 days)')).toBe('1,840');
    expect(within(email).queryByText('Paused')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Announcements' })).getByText('Paused'),
    ).toBeInTheDocument();
    expect(figure(screen.getByRole('region', { name: 'Maintenance' }), 'Failed')).toBe('1');

    const outbox = screen.getByRole('region', { name: 'Outbox' });
    expect(figure(outbox, 'Pending events')).toBe('4');
    expect(figure(outbox, 'Oldest waiting')).toBe('2 min 5 s');
    expect(outbox).toHaveTextContent(
      'The oldest event has waited 2 min 5 s: the worker may be stopped or behind.',
    );
  });

  it('does not warn about an outbox that is keeping up', async () => {
    queues([], {
      [OVERVIEW]: () =>
        jsonResponse({
          ...overviewWith(),
          outbox: { ...overviewWith().outbox, pending: 1, oldestAgeSeconds: 20 },
        }),
    });
    renderQueues();
    const outbox = await screen.findByRole('region', { name: 'Outbox' });
    expect(figure(outbox, 'Oldest waiting')).toBe('20 s');
    expect(figure(outbox, 'Held back')).toBe('0');
    expect(outbox).not.toHaveTextContent(/worker may be stopped/);
    expect(outbox).not.toHaveTextContent(/no release declares/);
    expect(outbox).not.toHaveClass('queue-card--warning');
  });

  it('shows outbox events of an undeclared type as held back, with their types', async () => {
    queues([], {
      [OVERVIEW]: () =>
        jsonResponse({
          ...overviewWith(),
          outbox: {
            ...overviewWith().outbox,
            oldestAgeSeconds: 5,
            unrouted: 3,
            unroutedTypes: [
              { type: 'ordering.order-refunded.v2', count: 2, oldestAt: '2026-11-20T10:13:00.000Z' },
              { type: 'shop.mystery.v1', count: 1, oldestAt: '2026-11-20T10:14:00.000Z' },
            ],
          },
        }),
    });
    renderQueues();
    const outbox = await screen.findByRole('region', { name: 'Outbox' });
    expect(figure(outbox, 'Held back')).toBe('3');
    expect(outbox).toHaveClass('queue-card--warning');
    expect(outbox).toHaveTextContent(
      '3 events are held back: no release declares their types, so they stay unpublished until one does.',
    );
    const types = within(outbox)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(types).toEqual(['ordering.order-refunded.v2 (2)', 'shop.mystery.v1 (1)']);
  });

  it('opens on the first queue with failures and lists its failed jobs', async () => {
    const fetchMock = queues([orderJob, reminderJob]);
    renderQueues();
    const row = await rowOf('Order placed');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Queue' })).getByRole('radio', { checked: true }),
    ).toHaveAccessibleName('Maintenance (2)');
    expect(row).toHaveTextContent('0b1f6f1e');
    expect(within(row).getByText('sita@example.com')).toBeInTheDocument();
    expect(within(row).getByText('shop@example.com')).toBeInTheDocument();
    expect(within(row).getByText('order-placed')).toBeInTheDocument();
    expect(within(row).getByText('new-order-admin')).toBeInTheDocument();
    expect(within(row).getByText('a1b2c3d4')).toHaveAttribute('title', orderJob.summary.orderId);
    expect(row).toHaveTextContent('Order a1b2c3d4');
    expect(row).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:1025');
    expect(row).toHaveTextContent('5 / 5');
    expect(row).toHaveTextContent(/20 Nov 2026/);
    // When the counts were read, on the 24-hour clock.
    expect(document.body).toHaveTextContent(/Updated \d{2}:\d{2}:\d{2}(?![\s\S]*[AP]M)/);

    const reminder = await rowOf('Send reminder');
    // A booking is known by its reference, as Admin Bookings shows it.
    expect(reminder).toHaveTextContent('Booking 0000AA01');
    expect(reminder).toHaveTextContent('3 / 3');

    expect(callsTo(fetchMock, failedOf('email'))).toHaveLength(0);
    expect(pageQueries(fetchMock, 'maintenance')).toEqual([{ page: '1', pageSize: '10' }]);
  });

  it('pages through the failed jobs on the server (X-Total-Count)', async () => {
    const fetchMock = queues([orderJob], { [failedOf('maintenance')]: () => pageOf([orderJob], 25) });
    renderQueues();
    expect(await screen.findByText('25 failed jobs')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Next Page'));
    await waitFor(() =>
      expect(pageQueries(fetchMock, 'maintenance').at(-1)).toEqual({ page: '2', pageSize: '10' }),
    );
  });

  it('opens on E-mail when no queue has failures, and says No failed jobs', async () => {
    const fetchMock = queues([], { [OVERVIEW]: () => jsonResponse(overviewWith()) });
    renderQueues();
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    expect(callsTo(fetchMock, failedOf('email'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Retry all/ })).toBeDisabled();
  });

  it('lists another queue’s failed jobs when the admin picks it, from its first page', async () => {
    const fetchMock = queues([orderJob]);
    renderQueues();
    await rowOf('Order placed');
    await userEvent.click(screen.getByRole('radio', { name: 'Activity (0)' }));
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    expect(pageQueries(fetchMock, 'activity')).toEqual([{ page: '1', pageSize: '10' }]);
  });

  it('Retry sends the job back, toasts, and fetches the counts and the list again', async () => {
    let failed = [orderJob, reminderJob];
    const retry = `POST /api/admin/queues/maintenance/jobs/${orderJob.id}/retry`;
    const fetchMock = queues(failed, {
      [failedOf('maintenance')]: () => pageOf(failed),
      [retry]: () => {
        failed = [reminderJob];
        return new Response(null, { status: 204 });
      },
    });
    renderQueues();
    const row = await rowOf('Order placed');
    expect(callsTo(fetchMock, OVERVIEW)).toHaveLength(1);

    await userEvent.click(within(row).getByRole('button', { name: 'Retry Order placed job 0b1f6f1e' }));
    expect(await screen.findByText('Job retried: it is waiting to run again.')).toBeInTheDocument();
    expect(callsTo(fetchMock, retry)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByText('Order placed', { selector: 'strong' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, OVERVIEW)).toHaveLength(2);
    expect(screen.getByText('Send reminder', { selector: 'strong' })).toBeInTheDocument();
  });

  it('a refused Retry shows the server’s reason', async () => {
    queues([orderJob], {
      [`POST /api/admin/queues/maintenance/jobs/${orderJob.id}/retry`]: () =>
        errorResponse(409, 'Only failed jobs can be retried or discarded', 'BACK_OFFICE.JOB_NOT_FAILED'),
    });
    renderQueues();
    const row = await rowOf('Order placed');
    await userEvent.click(within(row).getByRole('button', { name: /^Retry Order placed/ }));
    expect(await screen.findByText('Only failed jobs can be retried or discarded')).toBeInTheDocument();
  });

  it('Discard asks first: Cancel keeps the job, Discard removes it', async () => {
    const discard = `DELETE /api/admin/queues/maintenance/jobs/${orderJob.id}`;
    const fetchMock = queues([orderJob], { [discard]: () => new Response(null, { status: 204 }) });
    renderQueues();
    const row = await rowOf('Order placed');

    await userEvent.click(within(row).getByRole('button', { name: 'Discard Order placed job 0b1f6f1e' }));
    let dialog = await openDialog('Discard this job?');
    expect(dialog).toHaveTextContent(
      'Order placed job 0b1f6f1e is removed from the queue for good and will not run again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, discard)).toHaveLength(0);

    await userEvent.click(within(row).getByRole('button', { name: /^Discard Order placed/ }));
    dialog = await openDialog('Discard this job?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Job discarded.')).toBeInTheDocument();
    expect(callsTo(fetchMock, discard)).toHaveLength(1);
  });

  it('Retry all asks first, then toasts how many jobs went back', async () => {
    const retryAll = 'POST /api/admin/queues/maintenance/failed/retry';
    const fetchMock = queues([orderJob, reminderJob], { [retryAll]: () => jsonResponse({ retried: 2 }) });
    renderQueues();
    await rowOf('Order placed');

    await userEvent.click(screen.getByRole('button', { name: /Retry all/ }));
    const dialog = await openDialog('Retry all failed jobs of the Maintenance queue?');
    expect(dialog).toHaveTextContent('2 failed jobs go back to waiting.');
    await userEvent.click(within(dialog).getByRole('button', { name: /Retry all/ }));
    expect(await screen.findByText('2 jobs retried')).toBeInTheDocument();
    expect(callsTo(fetchMock, retryAll)).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, OVERVIEW)).toHaveLength(2));
  });

  it('a failed Retry all says so', async () => {
    queues([orderJob], {
      'POST /api/admin/queues/maintenance/failed/retry': () => errorResponse(500, 'Redis is unreachable'),
    });
    renderQueues();
    await rowOf('Order placed');
    await userEvent.click(screen.getByRole('button', { name: /Retry all/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Retry all/ }),
    );
    expect(await screen.findByText('Redis is unreachable')).toBeInTheDocument();
  });

  it('fetches the counts again every 10 seconds while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = queues([]);
    renderQueues();
    await screen.findByRole('region', { name: 'Outbox' });
    expect(callsTo(fetchMock, OVERVIEW)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(callsTo(fetchMock, OVERVIEW)).toHaveLength(2));
  });

  it('says when the queues cannot be loaded, with Try Again', async () => {
    let fail = true;
    queues([], {
      [OVERVIEW]: () => (fail ? errorResponse(500, 'Redis is unreachable') : jsonResponse(overviewWith())),
    });
    renderQueues();
    expect(
      await screen.findByRole('heading', { name: 'The queues could not be loaded.' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByRole('region', { name: 'Outbox' })).toBeInTheDocument();
  });
});
