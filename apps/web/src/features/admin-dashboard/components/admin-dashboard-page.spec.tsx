import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@/shared/api/schema';
import { errorResponse, jsonResponse, mockApi, type ApiRoutes } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AdminDashboardPage } from './admin-dashboard-page';

type Stats = components['schemas']['DashboardStatsDto'];
type Charts = components['schemas']['DashboardChartsDto'];
type Activity = components['schemas']['ActivityDto'];

const trend = (last30Days: number, previous30Days: number, changePercent: number | null) => ({
  last30Days,
  previous30Days,
  changePercent,
});

const STATS: Stats = {
  productCount: 42,
  orderCount: 318,
  customerCount: 127,
  vaccinationCount: 64,
  revenue: 125000,
  pendingOrders: 6,
  todaysAppointments: 3,
  trends: {
    products: trend(3, 0, null),
    orders: trend(30, 20, 50),
    customers: trend(9, 12, -25),
    vaccinations: trend(10, 10, 0),
    revenue: trend(45000, 40000, 12.5),
    appointments: trend(21, 18, 16.7),
  },
};

const MONTHS = [
  'Dec 2025',
  'Jan 2026',
  'Feb 2026',
  'Mar 2026',
  'Apr 2026',
  'May 2026',
  'Jun 2026',
  'Jul 2026',
  'Aug 2026',
  'Sep 2026',
  'Oct 2026',
  'Nov 2026',
];
const CHARTS: Charts = {
  salesData: MONTHS.map((label, index) => ({
    month: `m${index}`,
    label,
    sales: index === 11 ? 125000.5 : 0,
  })),
  topProducts: [
    { productId: 'p1', name: 'Himalayan Yak Chew', unitsSold: 37 },
    { productId: 'p2', name: 'Rope Tug Toy', unitsSold: 12 },
  ],
  userStats: { newUsers: 12, returningUsers: 31, premiumMembers: 5 },
};

const ACTIVITIES: Activity[] = [
  {
    id: 'a1',
    type: 'order',
    message: 'Order #1A2B3C4D placed (3 items)',
    customer: 'Sita Sharma',
    amount: 3450,
    status: 'pending',
    time: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
  {
    id: 'a2',
    type: 'customer',
    message: 'New customer signed up',
    customer: 'Hari Thapa',
    amount: null,
    status: 'new',
    time: new Date(Date.now() - 10_000).toISOString(),
  },
];

function shop(overrides: ApiRoutes = {}) {
  return mockApi({
    'GET /api/dashboard/stats': () => jsonResponse(STATS),
    'GET /api/dashboard/charts': () => jsonResponse(CHARTS),
    'GET /api/dashboard/activities': () => jsonResponse(ACTIVITIES),
    ...overrides,
  });
}

const renderDashboard = () =>
  renderWithProviders(<AdminDashboardPage user={{ name: 'Ram' }} />, { route: '/admin' });

describe('the admin dashboard', () => {
  it('shows the figures with their real change against the previous 30 days', async () => {
    shop();
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome Back, Ram' })).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Shop figures' });
    const card = (label: string) =>
      within(stats).getByRole('heading', { name: label }).closest('.dashboard-stat')!;
    expect(await within(stats).findByText('318')).toBeInTheDocument();
    expect(within(card('Orders') as HTMLElement).getByText(/up 50% vs previous 30 days/)).toBeInTheDocument();
    expect(
      within(card('Customers') as HTMLElement).getByText(/down 25% vs previous 30 days/),
    ).toBeInTheDocument();
    expect(
      within(card('Total Bookings') as HTMLElement).getByText('same as the previous 30 days'),
    ).toBeInTheDocument();
    // Nothing to compare with: no percentage is made up.
    expect(within(card('Products') as HTMLElement).getByText(/3 in the last 30 days/)).toBeInTheDocument();
    expect(within(card('Products') as HTMLElement).queryByText(/%/)).not.toBeInTheDocument();
    expect(within(card('Revenue') as HTMLElement).getByText('Rs 1,25,000.00')).toBeInTheDocument();
    expect(within(card('Orders waiting for approval') as HTMLElement).getByText('6')).toBeInTheDocument();
  });

  it('charts revenue in rupees and the top products, with the numbers readable without the picture', async () => {
    shop();
    renderDashboard();
    const revenue = await screen.findByRole('table', { name: 'Monthly revenue' });
    expect(within(revenue).getAllByRole('row')).toHaveLength(13);
    expect(within(revenue).getByRole('row', { name: 'Nov 2026 Rs 1,25,000.50' })).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    const top = screen.getByRole('table', { name: 'Top selling products' });
    expect(within(top).getByRole('row', { name: 'Himalayan Yak Chew 37' })).toBeInTheDocument();
    expect(screen.getByText('43')).toBeInTheDocument();
  });

  it('lists what happened lately with how long ago', async () => {
    shop();
    renderDashboard();
    expect(await screen.findByText('Order #1A2B3C4D placed (3 items)')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('Just now')).toBeInTheDocument();
    expect(screen.getByText('Rs 3,450.00')).toBeInTheDocument();
  });

  it('shows empty states for a new shop, never sample data', async () => {
    shop({
      'GET /api/dashboard/charts': () =>
        jsonResponse({
          ...CHARTS,
          salesData: CHARTS.salesData.map((month) => ({ ...month, sales: 0 })),
          topProducts: [],
        }),
      'GET /api/dashboard/activities': () => jsonResponse([]),
    });
    renderDashboard();
    expect(await screen.findByText('No paid orders in the last 12 months yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing sold yet')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has happened yet')).toBeInTheDocument();
  });

  it('says what failed, in the spec’s words', async () => {
    shop({
      'GET /api/dashboard/stats': () => errorResponse(500, 'Database unavailable'),
      'GET /api/dashboard/charts': () => errorResponse(500, 'Database unavailable'),
      'GET /api/dashboard/activities': () => errorResponse(500, 'Database unavailable'),
    });
    renderDashboard();
    expect(await screen.findByText(/^Error loading dashboard data: /)).toBeInTheDocument();
    expect(await screen.findByText(/^Error loading chart data: /)).toBeInTheDocument();
    expect(await screen.findByText('Error loading activities')).toBeInTheDocument();
  });
});
