import { ApiProperty } from '@nestjs/swagger';
import { ACTIVITY_TYPES } from '@kukur/contracts';
import type { ActivityType } from '@kukur/contracts';

/** A figure over the last 30 days against the 30 days before them. */
export class TrendDto {
  @ApiProperty({ example: 14 })
  last30Days: number;

  @ApiProperty({ example: 10 })
  previous30Days: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 40,
    description: 'Change in percent, one decimal; null when the previous period had nothing to compare with',
  })
  changePercent: number | null;
}

export class DashboardTrendsDto {
  @ApiProperty({ type: TrendDto, description: 'Products added' })
  products: TrendDto;

  @ApiProperty({ type: TrendDto, description: 'Orders placed' })
  orders: TrendDto;

  @ApiProperty({ type: TrendDto, description: 'Customers who signed up' })
  customers: TrendDto;

  @ApiProperty({ type: TrendDto, description: 'Vaccinations booked' })
  vaccinations: TrendDto;

  @ApiProperty({ type: TrendDto, description: 'Rupees paid (orders not cancelled)' })
  revenue: TrendDto;

  @ApiProperty({
    type: TrendDto,
    description: 'Appointments held or due (not cancelled), by appointment date',
  })
  appointments: TrendDto;
}

export class DashboardStatsDto {
  @ApiProperty({ example: 42, description: 'Products on sale, vaccines included' })
  productCount: number;

  @ApiProperty({ example: 318 })
  orderCount: number;

  @ApiProperty({ example: 127, description: 'Accounts with role user' })
  customerCount: number;

  @ApiProperty({ example: 64, description: 'Vaccination bookings (shown as Total Bookings)' })
  vaccinationCount: number;

  @ApiProperty({ example: 125000.5, description: 'Rupees paid for orders that were not cancelled' })
  revenue: number;

  @ApiProperty({ example: 6, description: 'Orders waiting for the admin’s approval' })
  pendingOrders: number;

  @ApiProperty({ example: 3, description: 'Appointments today (Nepal date), not cancelled' })
  todaysAppointments: number;

  @ApiProperty({ type: DashboardTrendsDto })
  trends: DashboardTrendsDto;
}

export class MonthlySalesDto {
  @ApiProperty({ example: '2026-11', description: 'Nepal month, YYYY-MM' })
  month: string;

  @ApiProperty({ example: 'Nov 2026' })
  label: string;

  @ApiProperty({ example: 45250, description: 'Rupees paid in the month (orders not cancelled)' })
  sales: number;
}

export class TopProductDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({ example: 'Himalayan Yak Chew Large' })
  name: string;

  @ApiProperty({ example: 37 })
  unitsSold: number;
}

export class UserStatsDto {
  @ApiProperty({ example: 12, description: 'Customers who signed up in the last 30 days' })
  newUsers: number;

  @ApiProperty({ example: 31, description: 'Customers with 2 or more orders that were not cancelled' })
  returningUsers: number;

  @ApiProperty({
    example: 5,
    description: 'Customers who paid Rs 10,000.00 or more (orders not cancelled) in the last 365 days',
  })
  premiumMembers: number;
}

export class DashboardChartsDto {
  @ApiProperty({ type: [MonthlySalesDto], description: 'The last 12 Nepal months, oldest first' })
  salesData: MonthlySalesDto[];

  @ApiProperty({ type: [TopProductDto], description: 'Top 5 by units in orders that were not cancelled' })
  topProducts: TopProductDto[];

  @ApiProperty({ type: UserStatsDto })
  userStats: UserStatsDto;
}

export class ActivityDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ACTIVITY_TYPES, example: 'order' })
  type: ActivityType;

  @ApiProperty({ example: 'Order #1A2B3C4D placed (3 items)' })
  message: string;

  @ApiProperty({ type: String, nullable: true, example: 'Sita Sharma' })
  customer: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 3450, description: 'Rupees' })
  amount: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'pending',
    description: 'completed, pending, refunded, confirmed, new, processing, cancelled, no-show',
  })
  status: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it happened' })
  time: string;
}
