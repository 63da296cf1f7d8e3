import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { ACTIVITY_FEED_DEFAULT_LIMIT, ACTIVITY_FEED_MAX_LIMIT } from '@kukur/contracts';
import { RequireAdmin } from '@kukur/server-identity';
import { ErrorResponseDto } from '@kukur/server-kernel';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { GetDashboardChartsQuery } from '../queries/get-dashboard-charts/get-dashboard-charts.query';
import { GetDashboardStatsQuery } from '../queries/get-dashboard-stats/get-dashboard-stats.query';
import { ListActivitiesQuery } from '../queries/list-activities/list-activities.query';
import { ActivityDto, DashboardChartsDto, DashboardStatsDto } from './dashboard.dto';

export class ActivitiesRequestDto {
  @ApiPropertyOptional({ minimum: 1, maximum: ACTIVITY_FEED_MAX_LIMIT, default: ACTIVITY_FEED_DEFAULT_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: `limit must be between 1 and ${ACTIVITY_FEED_MAX_LIMIT}` })
  @Max(ACTIVITY_FEED_MAX_LIMIT, { message: `limit must be between 1 and ${ACTIVITY_FEED_MAX_LIMIT}` })
  limit?: number;
}

@ApiTags('dashboard')
@Controller('dashboard')
@RequireAdmin()
export class DashboardController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('stats')
  @ApiOperation({
    summary:
      'The shop in numbers (admin): products, orders, customers, bookings, revenue, orders to approve, today’s appointments, with 30-day trends',
  })
  @ApiOkResponse({ type: DashboardStatsDto })
  stats(): Promise<DashboardStatsDto> {
    return this.queryBus.execute(new GetDashboardStatsQuery());
  }

  @Get('charts')
  @ApiOperation({
    summary:
      'Revenue of the last 12 Nepal months, the top 5 products, new/returning/premium customers (admin)',
  })
  @ApiOkResponse({ type: DashboardChartsDto })
  charts(): Promise<DashboardChartsDto> {
    return this.queryBus.execute(new GetDashboardChartsQuery());
  }

  @Get('activities')
  @ApiOperation({
    summary: 'What happened lately (admin): orders, sign-ups, bookings, announcements; newest first',
  })
  @ApiOkResponse({ type: [ActivityDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit' })
  activities(@Query() query: ActivitiesRequestDto): Promise<ActivityDto[]> {
    return this.queryBus.execute(new ListActivitiesQuery(query.limit ?? ACTIVITY_FEED_DEFAULT_LIMIT));
  }
}
